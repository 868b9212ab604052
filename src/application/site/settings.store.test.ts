import { configure } from 'mobx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConfigGateway, SiteConfig } from '../shared/config-gateway.port';
import { FakeCookieStore } from '../shared/fakes/fake-cookie-store';
import { FakeLogger } from '../shared/fakes/fake-logger';
import { FakeNavigation } from '../shared/fakes/fake-navigation';
import { FakeTranslator } from '../shared/fakes/fake-translator';
import { SettingsStore } from './settings.store';

configure({ enforceActions: 'always' });

const siteConfig: SiteConfig = {
  totalDramas: 128,
  languages: [
    { code: 'en', name: 'English' },
    { code: 'de', name: 'Deutsch' },
    { code: 'xx', name: 'Unknown' },
  ],
  defaultLanguage: 'en',
  googleClientId: null,
  tagManagerId: null,
  freeEpisodes: 10,
  shareUnlockVisits: 3,
};

const stores: SettingsStore[] = [];
afterEach(() => stores.splice(0).forEach((store) => store.dispose()));

function setup(options: { path?: string; stored?: unknown; browserLanguages?: string[]; configs?: ConfigGateway } = {}) {
  const cookies = new FakeCookieStore();
  if (options.stored !== undefined) cookies.values.set('settings', options.stored);
  const navigation = new FakeNavigation(options.path ?? '/');
  const translator = new FakeTranslator();
  const configs = options.configs ?? { load: vi.fn(async () => siteConfig) };
  const browser = { host: 'dramas.example', referrer: '', userAgent: '', languages: options.browserLanguages ?? ['en-US'], globalPrivacyControl: false };
  const store = new SettingsStore(cookies, navigation, translator, configs, browser, new FakeLogger());
  stores.push(store);
  return { store, cookies, navigation, translator, configs };
}

describe('SettingsStore', () => {
  it('defaults to en, fromPath / and the ten languages', () => {
    const { store } = setup();
    expect(store.locale).toBe('en');
    expect(store.fromPath).toBe('/');
    expect(store.picked).toBe(false);
    expect(store.languages.map((item) => item.code)).toEqual(['en', 'pt', 'es', 'de', 'fr', 'it', 'nl', 'ru', 'sw', 'hi']);
    expect(store.selectedLanguage).toEqual({ code: 'en', name: 'English' });
  });

  it('takes the language of a prefixed path and loads its texts', async () => {
    const { store, cookies, translator } = setup({ path: '/pt/ranking-page.html' });
    await store.start();
    expect(store.locale).toBe('pt');
    expect(translator.changes).toEqual(['pt']);
    expect(cookies.read('language')).toBe('pt');
    expect(cookies.read('settings')).toMatchObject({ locale: 'pt', picked: false });
  });

  it('renders a 404 page in the language of its prefix, as the server did, whatever the browser prefers', async () => {
    const { store, translator } = setup({ path: '/ru/no-such-page.html', browserLanguages: ['en-US'] });
    await store.start();
    expect(store.locale).toBe('ru');
    expect(translator.changes).toEqual(['ru']);
  });

  it('redirects the home page to the language the browser prefers', async () => {
    const { store, navigation } = setup({ path: '/', browserLanguages: ['de-DE', 'en'] });
    await store.start();
    expect(navigation.visited).toEqual([{ kind: 'replace', to: '/de' }]);
    expect(store.locale).toBe('de');
  });

  it('keeps an English deep link for a visitor who never picked a language', async () => {
    const { store, navigation } = setup({ path: '/ranking-page.html', browserLanguages: ['fr-FR'] });
    await store.start();
    expect(navigation.visited).toEqual([]);
    expect(store.locale).toBe('en');
  });

  it('redirects every page to a language the visitor picked', async () => {
    const { store, navigation } = setup({ path: '/ranking-page.html', stored: { locale: 'ru', picked: true } });
    await store.start();
    expect(navigation.path).toBe('/ru/ranking-page.html');
    expect(store.locale).toBe('ru');
  });

  it('ignores settings cookie content of the wrong shape', () => {
    const { store } = setup({ stored: { locale: 'klingon', picked: 'yes', fromPath: '//evil.example', languages: 'all' } });
    expect(store.picked).toBe(false);
    expect(store.fromPath).toBe('/');
    expect(store.languages).toHaveLength(10);
  });

  it('sets the locale: picked, cookies written, same page in the new language', async () => {
    const { store, cookies, navigation, translator } = setup({ path: '/ranking-page.html?period=week' });
    await store.start();
    await store.setLocale('de');
    expect(store.picked).toBe(true);
    expect(store.locale).toBe('de');
    expect(translator.language).toBe('de');
    expect(cookies.read('language')).toBe('de');
    expect(cookies.read('settings')).toMatchObject({ locale: 'de', picked: true });
    expect(navigation.path).toBe('/de/ranking-page.html?period=week');
  });

  it('records the page left as the from-path on each navigation', async () => {
    const { store, navigation, cookies } = setup({ path: '/ranking-page.html' });
    await store.start();
    navigation.navigate('/short-play-search.html?q=ceo');
    expect(store.fromPath).toBe('/ranking-page.html');
    navigation.navigate('/terms.html');
    expect(store.fromPath).toBe('/short-play-search.html?q=ceo');
    expect(cookies.read('settings')).toMatchObject({ fromPath: '/short-play-search.html?q=ceo' });
  });

  it("hydrates the console's path in English as the server drew it, then speaks the operator's language through its sections", async () => {
    const { store, navigation, translator } = setup({ path: '/admin', stored: { locale: 'fr', picked: false } });
    await store.start();
    expect(store.locale).toBe('en');
    await store.speakPreferredLanguage();
    expect(store.locale).toBe('fr');
    navigation.navigate('/admin/audit');
    navigation.navigate('/admin/traffic');
    expect(store.locale).toBe('fr');
    expect(translator.changes).toEqual(['en', 'fr']);
    // Back on the site, the path's language again.
    navigation.navigate('/ranking-page.html');
    await vi.waitFor(() => expect(store.locale).toBe('en'));
  });

  it('keeps the language of the site page an operator came from when the console opens in the app', async () => {
    const { store, navigation } = setup({ path: '/de/ranking-page.html' });
    await store.start();
    navigation.navigate('/admin');
    await store.speakPreferredLanguage();
    expect(store.locale).toBe('de');
  });

  it('follows the language of a prefixed link', async () => {
    const { store, navigation, translator } = setup({ path: '/' });
    await store.start();
    navigation.navigate('/sw/ranking-page.html');
    await vi.waitFor(() => expect(translator.language).toBe('sw'));
    expect(store.locale).toBe('sw');
  });

  it('loads the config: total dramas and the offered languages', async () => {
    const { store } = setup();
    await store.loadConfig();
    expect(store.totalDramas).toBe(128);
    expect(store.languages).toEqual([
      { code: 'en', name: 'English' },
      { code: 'de', name: 'Deutsch' },
    ]);
  });

  it('keeps the built-in languages when the config fails', async () => {
    const { store } = setup({ configs: { load: vi.fn(async () => Promise.reject(new Error('offline'))) } });
    await store.loadConfig();
    expect(store.config).toBeNull();
    expect(store.languages).toHaveLength(10);
  });
});
