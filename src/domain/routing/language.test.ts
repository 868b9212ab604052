import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_NAMES, isLanguage, languageFromAcceptLanguage } from './language';

describe('languages', () => {
  it('are the ten of spec section 9, English first and default', () => {
    expect(LANGUAGES).toEqual(['en', 'pt', 'es', 'de', 'fr', 'it', 'nl', 'ru', 'sw', 'hi']);
    expect(DEFAULT_LANGUAGE).toBe('en');
  });

  it.each([
    ['en', 'English'],
    ['pt', 'Português'],
    ['es', 'Español'],
    ['de', 'Deutsch'],
    ['fr', 'Français'],
    ['it', 'Italiano'],
    ['nl', 'Nederlands'],
    ['ru', 'Русский'],
    ['sw', 'Kiswahili'],
    ['hi', 'हिन्दी'],
  ] as const)('%s is called %s by its speakers', (lang, name) => {
    expect(LANGUAGE_NAMES[lang]).toBe(name);
  });

  it.each<[unknown, boolean]>([
    ['pt', true],
    ['hi', true],
    ['PT', false],
    ['pt-BR', false],
    ['zh', false],
    ['', false],
    [undefined, false],
    [3, false],
  ])('isLanguage(%j) is %s', (value, expected) => {
    expect(isLanguage(value)).toBe(expected);
  });

  it.each([
    ['pt-BR,pt;q=0.9,en-US;q=0.8,en;q=0.7', 'pt'],
    ['de-DE', 'de'],
    ['zh-CN,zh;q=0.9,ru;q=0.8', 'ru'],
    ['en;q=0.5,fr;q=0.9', 'fr'],
    ['sw-KE', 'sw'],
    ['hi-IN,en-IN;q=0.9', 'hi'],
    ['ja', 'en'],
    ['', 'en'],
    ['*', 'en'],
    ['es;q=0,it;q=0.1', 'it'],
    ['nl;q=abc,es', 'es'],
  ])('Accept-Language %j picks %s', (header, expected) => {
    expect(languageFromAcceptLanguage(header)).toBe(expected);
  });
});
