import { describe, expect, it } from 'vitest';
import type { Translator } from '../shared/translator.port';
import { LegalTextsStore } from './legal-texts.store';

/** A translator whose namespace loads are counted and answered when the test says so. */
function fakeTranslator() {
  const pending: Array<() => void> = [];
  const translator = {
    language: 'fr',
    loads: 0,
    loadNamespaces: () => {
      translator.loads += 1;
      return new Promise<void>((resolve) => pending.push(resolve));
    },
    has: (key: string) => key.endsWith('.p1'),
    t: (key: string) => `text of ${key}`,
  };
  return { translator, answer: () => pending.splice(0).forEach((resolve) => resolve()) };
}

describe('LegalTextsStore', () => {
  it('shows loaded texts at once when the page mounts again in the same language (no skeleton after hydration)', async () => {
    const { translator, answer } = fakeTranslator();
    const store = new LegalTextsStore(translator as unknown as Translator);
    const first = store.load();
    expect(store.status).toBe('loading');
    answer();
    await first;
    expect(store.status).toBe('ready');
    await store.load();
    expect(store.status).toBe('ready');
    expect(translator.loads).toBe(1);
  });

  it('loads again, through loading, for another language', async () => {
    const { translator, answer } = fakeTranslator();
    const store = new LegalTextsStore(translator as unknown as Translator);
    const first = store.load();
    answer();
    await first;
    translator.language = 'hi';
    const second = store.load();
    expect(store.status).toBe('loading');
    answer();
    await second;
    expect(store.status).toBe('ready');
    expect(store.paragraphs('terms', 'acceptance')).toEqual(['text of content:terms.acceptance.p1']);
  });
});
