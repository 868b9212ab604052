import { describe, expect, it } from 'vitest';
import { LANGUAGE_STRATEGY, alternates, languageRedirect, localizePath } from './language-redirect.policy';

describe('languageRedirect (prefix_except_default)', () => {
  it('names its strategy', () => {
    expect(LANGUAGE_STRATEGY).toBe('prefix_except_default');
  });

  it.each<[string, string, string, boolean, string | null]>([
    ['/en/ goes unprefixed', '/en/terms.html', 'en', false, '/terms.html'],
    ['/en/ goes unprefixed even if another language was picked', '/en/blog/2.html?x=1', 'de', true, '/blog/2.html?x=1'],
    ['/en home goes to /', '/en', 'en', false, '/'],
    ['a prefixed path wins over a picked language', '/pt/terms.html', 'de', true, null],
    ['a prefixed path wins over a detected language', '/ru/ranking-page.html', 'fr', false, null],
    ['picked language redirects a deep unprefixed page', '/playlet/3/plots.html#p2', 'fr', true, '/fr/playlet/3/plots.html#p2'],
    ['picked language redirects home', '/', 'hi', true, '/hi'],
    ['detected language redirects home only', '/', 'es', false, '/es'],
    ['detected language redirects /index.html too', '/index.html?utm_source=x', 'es', false, '/es?utm_source=x'],
    ['detected language leaves deep links alone', '/terms.html', 'es', false, null],
    ['English preference stays unprefixed', '/terms.html', 'en', true, null],
    ['English preference on home stays', '/', 'en', false, null],
    ['an unknown preferred language is ignored', '/', 'zh', true, null],
    ['unknown paths are left to the 404 screen', '/nowhere.html', 'pt', true, null],
    ['bad parameters are left to the 404 screen', '/blog/0.html', 'pt', true, null],
  ])('%s', (_name, path, preferred, picked, expected) => {
    expect(languageRedirect(path, preferred, picked)).toBe(expected);
  });
});

describe('localizePath', () => {
  it.each([
    ['/terms.html', 'pt', '/pt/terms.html'],
    ['/pt/terms.html', 'en', '/terms.html'],
    ['/pt/short-play/romance/3.html?sort=new', 'sw', '/sw/short-play/romance/3.html?sort=new'],
    ['/de', 'nl', '/nl'],
    ['/', 'en', '/'],
    ['/en/blog/article/5.html', 'it', '/it/blog/article/5.html'],
    ['/nowhere.html', 'ru', '/ru'],
    ['/nowhere.html', 'en', '/'],
  ] as const)('%s in %s is %s', (path, lang, expected) => {
    expect(localizePath(path, lang)).toBe(expected);
  });
});

describe('alternates', () => {
  it('lists the page in all ten languages plus x-default', () => {
    expect(alternates('/pt/playlet/12/videos/3.html?x=1')).toEqual([
      { hreflang: 'en', path: '/playlet/12/videos/3.html' },
      { hreflang: 'pt', path: '/pt/playlet/12/videos/3.html' },
      { hreflang: 'es', path: '/es/playlet/12/videos/3.html' },
      { hreflang: 'de', path: '/de/playlet/12/videos/3.html' },
      { hreflang: 'fr', path: '/fr/playlet/12/videos/3.html' },
      { hreflang: 'it', path: '/it/playlet/12/videos/3.html' },
      { hreflang: 'nl', path: '/nl/playlet/12/videos/3.html' },
      { hreflang: 'ru', path: '/ru/playlet/12/videos/3.html' },
      { hreflang: 'sw', path: '/sw/playlet/12/videos/3.html' },
      { hreflang: 'hi', path: '/hi/playlet/12/videos/3.html' },
      { hreflang: 'x-default', path: '/playlet/12/videos/3.html' },
    ]);
  });

  it.each([['/'], ['/index.html'], ['/en'], ['/sw/']])('home spelled %s has the same alternates', (path) => {
    expect(alternates(path).map((a) => a.path)).toEqual(['/', '/pt', '/es', '/de', '/fr', '/it', '/nl', '/ru', '/sw', '/hi', '/']);
  });

  it.each([['/nowhere.html'], ['/blog/0.html']])('%s has none', (path) => {
    expect(alternates(path)).toEqual([]);
  });
});
