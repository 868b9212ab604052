import { describe, expect, it } from 'vitest';
import { LANGS } from './core/languages';
import { FEMALE_NAMES, MALE_NAMES, nameIn } from './core/names';
import { PHRASE_BANKS, say } from './phrases/phrase-bank-registry';
import { inflectRussianName } from './phrases/russian-names.inflector';
import type { PhraseBank } from './phrases/phrase-bank';

const SLOTS = { hero: 'A', heroine: 'B', rival: 'C', title: 'T', film: 'F', film2: 'G', genre: 'X', n: 7, episodes: 40 };

/** Every list of a bank, flattened to [path, items] pairs, so lengths can be compared across languages. */
function lists(bank: PhraseBank): [string, readonly string[]][] {
  const out: [string, readonly string[]][] = [];
  const walk = (path: string, value: unknown) => {
    if (typeof value === 'string') out.push([path, [value]]);
    else if (Array.isArray(value)) out.push([path, value as string[]]);
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(`${path}.${k}`, v);
  };
  for (const [key, value] of Object.entries(bank)) if (key !== 'lang' && typeof value !== 'function') walk(key, value);
  return out;
}

describe('phrase banks', () => {
  it('are aligned: every language has the same lists with the same lengths as English', () => {
    const reference = lists(PHRASE_BANKS.en).map(([path, items]) => [path, items.length]);
    for (const lang of LANGS)
      expect(
        lists(PHRASE_BANKS[lang]).map(([path, items]) => [path, items.length]),
        lang,
      ).toEqual(reference);
  });

  it('only use known slots, so every template fills without error', () => {
    for (const lang of LANGS) {
      for (const [path, items] of lists(PHRASE_BANKS[lang])) {
        for (const template of items) expect(() => say(lang, template, SLOTS), `${lang} ${path}`).not.toThrow();
      }
    }
  });

  it('compose a title for every head and tail, differently in every language', () => {
    const en = PHRASE_BANKS.en;
    for (let head = 0; head < en.titleHeads.length; head++) {
      for (let tail = 0; tail < en.titleTails.length; tail++) {
        const titles = LANGS.map((lang) => PHRASE_BANKS[lang].composeTitle(head, tail));
        expect(new Set(titles).size, titles.join(' | ')).toBe(LANGS.length);
        expect(titles.every((t) => t.length > 5 && !t.includes('undefined'))).toBe(true);
      }
    }
  });

  it('agree Hindi possessives with the head and Swahili particles with the noun class', () => {
    expect(PHRASE_BANKS.hi.composeTitle(0, 0)).toBe('अरबपति की गुप्त दुल्हन');
    expect(PHRASE_BANKS.hi.composeTitle(9, 2)).toBe('सम्राट का दूसरा मौक़ा');
    expect(PHRASE_BANKS.sw.composeTitle(8, 0)).toBe('Taji Lililoibiwa la Bilionea');
    expect(PHRASE_BANKS.ru.composeTitle(0, 0)).toBe('Тайная невеста миллиардера');
  });
});

describe('Russian name inflection', () => {
  it.each([
    ['Анна', 'acc', 'Анну'],
    ['Анна', 'gen', 'Анны'],
    ['Анна', 'ins', 'Анной'],
    ['Мария', 'gen', 'Марии'],
    ['София', 'dat', 'Софии'],
    ['Майя', 'acc', 'Майю'],
    ['Хлоя', 'ins', 'Хлоей'],
    ['Ольга', 'gen', 'Ольги'],
    ['Лукас', 'acc', 'Лукаса'],
    ['Лукас', 'ins', 'Лукасом'],
    ['Кай', 'dat', 'Каю'],
    ['Даниэль', 'ins', 'Даниэлем'],
    ['Анна', 'nom', 'Анна'],
    ['Моро', 'gen', 'Моро'],
  ] as const)('%s in %s is %s', (name, nameCase, expected) => {
    expect(inflectRussianName(name, nameCase)).toBe(expected);
  });

  it('declines every first name of the lists, so no template leaves a nominative where a case is needed', () => {
    for (const name of [...MALE_NAMES, ...FEMALE_NAMES].map((n) => nameIn(n, 'ru'))) {
      expect(inflectRussianName(name, 'acc'), name).not.toBe(name);
      expect(inflectRussianName(name, 'ins'), name).not.toBe(name);
    }
  });
});
