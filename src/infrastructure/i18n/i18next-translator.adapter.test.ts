import { autorun, configure } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { FakeLogger } from '../../application/shared/fakes/fake-logger';
import { I18nextTranslator } from './i18next-translator.adapter';
import { bundledLocaleFiles, localeFilesFrom } from './locale-files';

configure({ enforceActions: 'always' });

const files = {
  '/locales/en/site.json': { actions: { close: 'Close' }, count: { dramas_one: '{{count}} drama', dramas_other: '{{count}} dramas' }, hello: 'Hello {{name}}' },
  '/locales/en/content.json': { title: 'Terms' },
  '/locales/en/film.json': { summary: 'Summary' },
  '/locales/en/site-errors.json': { network: 'Network error' },
  '/locales/de/site-errors.json': { network: 'Netzwerkfehler' },
  '/locales/de/film.json': { summary: 'Inhalt' },
  '/locales/ru/site.json': {
    actions: { close: 'Закрыть' },
    count: { dramas_one: '{{count}} дорама', dramas_few: '{{count}} дорамы', dramas_many: '{{count}} дорам', dramas_other: '{{count}} дорамы' },
  },
  '/locales/fr/site.json': { count: { dramas_one: '{{count}} drame', dramas_other: '{{count}} drames' } },
  '/locales/de/site.json': {
    actions: { close: 'Schließen' },
    count: { dramas_one: '{{count}} Drama', dramas_other: '{{count}} Dramen' },
    rights: '© {{year}}',
  },
} as const;

function setup(broken: string[] = []) {
  const loaded: string[] = [];
  const loaders = Object.fromEntries(
    Object.entries(files).map(([path, texts]) => [
      path,
      vi.fn(async () => {
        loaded.push(path);
        if (broken.includes(path)) throw new Error('chunk failed');
        return { default: JSON.parse(JSON.stringify(texts)) as Record<string, unknown> };
      }),
    ]),
  );
  const logger = new FakeLogger();
  return { translator: new I18nextTranslator(logger, localeFilesFrom(loaders)), loaded, logger };
}

describe('I18nextTranslator', () => {
  it('fetches only the files of the active language, leaving lazy namespaces out', async () => {
    const { translator, loaded } = setup();
    await translator.changeLanguage('en');
    expect(loaded).toEqual(['/locales/en/site.json']);
    expect(translator.t('actions.close')).toBe('Close');
    await translator.changeLanguage('de');
    expect(loaded).toEqual(['/locales/en/site.json', '/locales/de/site.json']);
    expect(translator.language).toBe('de');
    expect(translator.t('site:actions.close')).toBe('Schließen');
  });

  it('loads a lazy namespace on request', async () => {
    const { translator } = setup();
    await translator.changeLanguage('en');
    expect(translator.has('content:title')).toBe(false);
    await translator.loadNamespaces(['content']);
    expect(translator.t('content:title')).toBe('Terms');
  });

  it('answers a text asked again from what it gave, and never a text of before its texts arrived or the language changed', async () => {
    const { translator } = setup();
    await translator.changeLanguage('en');
    // Asked before its file: the key, as i18next shows it; the file's arrival replaces it.
    expect(translator.t('film:summary')).toBe('summary');
    await translator.loadNamespaces(['film']);
    expect(translator.t('film:summary')).toBe('Summary');
    expect(translator.t('actions.close')).toBe('Close');
    expect(translator.t('actions.close')).toBe('Close');
    await translator.changeLanguage('de');
    expect(translator.t('film:summary')).toBe('Inhalt');
    expect(translator.t('actions.close')).toBe('Schließen');
    // Values are never answered from it.
    expect(translator.t('rights', { year: 2026 })).toBe('© 2026');
    expect(translator.t('rights', { year: 2027 })).toBe('© 2027');
    await translator.changeLanguage('en');
    expect(translator.t('actions.close')).toBe('Close');
  });

  it("loads the core namespaces with a language, and a route's asked before it with it and every later language", async () => {
    const { translator, loaded } = setup();
    await translator.changeLanguage('en');
    expect(loaded).not.toContain('/locales/en/film.json');
    const fresh = setup();
    await fresh.translator.loadNamespaces(['film']);
    expect(fresh.loaded).toEqual([]);
    await fresh.translator.changeLanguage('en');
    expect(fresh.translator.t('film:summary')).toBe('Summary');
    await fresh.translator.changeLanguage('de');
    expect(fresh.translator.t('film:summary')).toBe('Inhalt');
  });

  it('re-renders a view only when texts of a namespace it reads arrive, or the language changes', async () => {
    const { translator } = setup();
    await translator.changeLanguage('en');
    const seen: string[] = [];
    const stop = autorun(() => void seen.push(`${translator.t('actions.close')} / ${translator.t('film:summary')}`));
    expect(seen).toEqual(['Close / summary']);
    await translator.loadNamespaces(['content']);
    await translator.loadNamespaces(['site']);
    expect(seen).toHaveLength(1);
    await translator.loadNamespaces(['film']);
    expect(seen).toEqual(['Close / summary', 'Close / Summary']);
    await translator.loadNamespaces(['film', 'content']);
    expect(seen).toHaveLength(2);
    await translator.changeLanguage('de');
    expect(seen).toEqual(['Close / summary', 'Close / Summary', 'Schließen / Inhalt']);
    stop();
  });

  it('lets a render wait for missing texts with one promise, and not at all once they are in', async () => {
    const { translator } = setup();
    await translator.changeLanguage('en');
    expect(translator.textsReady(['site'])).toBeNull();
    const waiting = translator.textsReady(['site', 'film']);
    expect(waiting).toBeInstanceOf(Promise);
    expect(translator.textsReady(['site', 'film'])).toBe(waiting);
    await waiting;
    expect(translator.textsReady(['site', 'film'])).toBeNull();
    expect(translator.t('film:summary')).toBe('Summary');
  });

  it('does not hold a render up again for a file that failed', async () => {
    const { translator } = setup(['/locales/en/film.json']);
    await translator.changeLanguage('en');
    const waiting = translator.textsReady(['film']);
    await waiting;
    expect(translator.textsReady(['film'])).toBe(waiting);
  });

  describe('texts loaded on demand (the error messages)', () => {
    it('are not loaded with a language, and show nothing (not their key) until the first read has fetched them', async () => {
      const { translator, loaded } = setup();
      await translator.changeLanguage('en');
      expect(loaded).toEqual(['/locales/en/site.json']);
      const seen: string[] = [];
      const stop = autorun(() => void seen.push(translator.t('site-errors:network')));
      expect(seen).toEqual(['']);
      expect(translator.has('site-errors:network')).toBe(false);
      await vi.waitFor(() => expect(seen).toEqual(['', 'Network error']));
      expect(loaded.filter((path) => path.endsWith('site-errors.json'))).toEqual(['/locales/en/site-errors.json']);
      expect(translator.has('site-errors:network')).toBe(true);
      stop();
    });

    it('re-render every translated view when they arrive after a view read one of them (it may be no observer), and none otherwise', async () => {
      const { translator } = setup();
      await translator.changeLanguage('en');
      // A view that is an observer of its own reads site texts only; a form's message line inside it reads the error.
      const renders: string[] = [];
      const stop = autorun(() => void renders.push(translator.t('actions.close')));
      await translator.loadNamespaces(['site-errors']);
      expect(renders).toHaveLength(1);
      const early = setup();
      await early.translator.changeLanguage('en');
      const earlyRenders: string[] = [];
      const stopEarly = autorun(() => void earlyRenders.push(early.translator.t('actions.close')));
      expect(early.translator.t('site-errors:network')).toBe('');
      await vi.waitFor(() => expect(earlyRenders).toHaveLength(2));
      expect(early.translator.t('site-errors:network')).toBe('Network error');
      stop();
      stopEarly();
    });

    it('come with every later language once read, and are named for a server-rendered page', async () => {
      const { translator } = setup();
      await translator.changeLanguage('en');
      expect(translator.demandedNamespaces()).toEqual([]);
      translator.t('site-errors:network');
      expect(translator.demandedNamespaces()).toEqual(['site-errors']);
      await translator.textsReady(['site-errors']);
      await translator.changeLanguage('de');
      expect(translator.t('site-errors:network')).toBe('Netzwerkfehler');
    });

    it('are answered at once when asked before (a server render loads them with the route)', async () => {
      const { translator } = setup();
      await translator.loadNamespaces(['site-errors']);
      await translator.changeLanguage('en');
      expect(translator.t('site-errors:network')).toBe('Network error');
    });

    it('show their keys, as any missing text, once their file has failed', async () => {
      const { translator, logger } = setup(['/locales/en/site-errors.json']);
      await translator.changeLanguage('en');
      const seen: string[] = [];
      const stop = autorun(() => void seen.push(translator.t('site-errors:network')));
      await vi.waitFor(() => expect(seen).toEqual(['', 'network']));
      expect(logger.lines.map((line) => line.message)).toContain('Failed locale loading');
      stop();
    });
  });

  it('interpolates values', async () => {
    const { translator } = setup();
    await translator.changeLanguage('en');
    expect(translator.t('hello', { name: '<Amani>' })).toBe('Hello <Amani>');
  });

  it.each([
    [1, '1 дорама'],
    [3, '3 дорамы'],
    [5, '5 дорам'],
    [21, '21 дорама'],
  ])('uses Russian plural rules: %i -> %s', async (count, text) => {
    const { translator } = setup();
    await translator.changeLanguage('ru');
    expect(translator.t('count.dramas', { count })).toBe(text);
  });

  it('writes interpolated numbers the language way, except years', async () => {
    const { translator } = setup();
    await translator.changeLanguage('de');
    expect(translator.t('count.dramas', { count: 12345 })).toBe('12.345 Dramen');
    expect(translator.t('rights', { year: 2026 })).toBe('© 2026');
    await translator.changeLanguage('en');
    expect(translator.t('count.dramas', { count: 12345 })).toBe('12,345 dramas');
    expect(translator.t('hello', { name: 'Ana' })).toBe('Hello Ana');
  });

  it('falls back to the other form where Intl asks for a form the file leaves out', async () => {
    const { translator } = setup();
    await translator.changeLanguage('fr');
    expect(translator.t('count.dramas', { count: 1_000_000 })).toBe('1\u202f000\u202f000 drames');
  });

  it("logs 'Failed locale loading' and keeps working when a file fails", async () => {
    const { translator, logger } = setup(['/locales/de/site.json']);
    await translator.changeLanguage('de');
    expect(translator.language).toBe('de');
    expect(logger.lines.map((line) => line.message)).toContain('Failed locale loading');
  });

  it('formats numbers and dates for the language', async () => {
    const { translator } = setup();
    await translator.changeLanguage('de');
    expect(translator.formatNumber(1234567.5)).toBe('1.234.567,5');
    expect(translator.formatDate(Date.UTC(2026, 2, 5, 12), { timeZone: 'UTC', dateStyle: 'long' })).toBe('5. März 2026');
  });

  it('finds the real locale files of all ten languages', () => {
    const real = bundledLocaleFiles();
    for (const language of ['en', 'pt', 'es', 'de', 'fr', 'it', 'nl', 'ru', 'sw', 'hi']) {
      expect(real.namespaces(language)).toEqual(expect.arrayContaining(['site', 'site-errors']));
    }
  });
});
