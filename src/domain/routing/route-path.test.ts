import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from './language';
import { buildPath, RouteParamError } from './route-path.builder';
import { parsePath } from './route-path.parser';
import { ROUTE_NAMES, type RouteName, type RouteParamMap } from './route-table';

type Example = { [R in RouteName]: [R, RouteParamMap[R], string] }[RouteName];

const examples: Example[] = [
  ['home', {}, '/'],
  ['blogList', { _page: 2 }, '/blog/2.html'],
  ['blogArticle', { _bid: 15 }, '/blog/article/15.html'],
  ['guide', { guideId: 9 }, '/guide/9.html'],
  ['guideList', { type: 'how-to-watch', page: 1 }, '/guide/how-to-watch/1.html'],
  ['personalCollection', {}, '/personal/collection.html'],
  ['personalInfo', {}, '/personal/info.html'],
  ['personalSettings', {}, '/personal/settings.html'],
  ['personalNotifications', {}, '/personal/notifications.html'],
  ['personalUnsubscribe', {}, '/personal/unsubscribe.html'],
  ['filmGuide', { filmId: 12, page: 3 }, '/playlet/12/guide/3.html'],
  ['filmPhotos', { filmId: 12, page: 1 }, '/playlet/12/photos/1.html'],
  ['filmPlots', { filmId: 12 }, '/playlet/12/plots.html'],
  ['filmPlot', { filmId: 12, plotId: 4 }, '/playlet/12/plots/4.html'],
  ['filmVideo', { filmId: 12, videoId: 77 }, '/playlet/12/videos/77.html'],
  ['filmTranscript', { filmId: 12, episode: 3 }, '/playlet/12/transcript/3.html'],
  ['policy', {}, '/policy.html'],
  ['terms', {}, '/terms.html'],
  ['ranking', {}, '/ranking-page.html'],
  ['search', {}, '/short-play-search.html'],
  ['category', { _cname: 'romance', _page: 2 }, '/short-play/romance/2.html'],
  ['commentDetail', { _cname: 'ceo-love', _did: 12, _mid: 300 }, '/short-play/comments/ceo-love/12/300.html'],
  ['hotComments', { _page: 1 }, '/short-play/comments/hot/1.html'],
  ['film', { _cname: 'ceo-love', _did: 12 }, '/short-play/episodes/ceo-love/12.html'],
  ['feed', {}, '/feed.html'],
];

const prefixed = (lang: Language, path: string): string => (lang === 'en' ? path : path === '/' ? `/${lang}` : `/${lang}${path}`);

describe('buildPath and parsePath of every route in 11 variants', () => {
  it('covers every route of the table', () => {
    expect(examples.map(([route]) => route).sort()).toEqual([...ROUTE_NAMES].sort());
  });

  const variants = examples.flatMap(([route, params, path]) => LANGUAGES.map((lang) => [route, lang, params, prefixed(lang, path)] as const));
  it.each(variants)('%s in %s', (route, lang, params, path) => {
    expect(buildPath(route, params as never, lang)).toBe(path);
    expect(parsePath(path)).toEqual({ notFound: false, route, params, lang, redirectTo: null });
  });

  it.each(examples)('/en spelling of %s redirects to the unprefixed path', (route, params, path) => {
    const enPath = path === '/' ? '/en' : `/en${path}`;
    expect(parsePath(enPath)).toEqual({ notFound: false, route, params, lang: 'en', redirectTo: path });
  });

  it('defaults to English', () => {
    expect(buildPath('terms', {})).toBe('/terms.html');
  });
});

describe('parsePath edge cases', () => {
  it.each<[string, string, Language, string | null]>([
    ['/index.html', 'home', 'en', null],
    ['/pt/', 'home', 'pt', null],
    ['/pt/index.html', 'home', 'pt', null],
    ['/en/', 'home', 'en', '/'],
    ['/en/index.html', 'home', 'en', '/'],
    ['/blog/2.html?utm_source=x#top', 'blogList', 'en', null],
    ['/hi/short-play/comments/hot/9.html', 'hotComments', 'hi', null],
    ['/short-play/hot/2.html', 'category', 'en', null],
    ['/short-play/comments/hot/4/5.html', 'commentDetail', 'en', null],
    ['/blog/2147483647.html', 'blogList', 'en', null],
  ])('%s is %s in %s', (path, route, lang, redirectTo) => {
    expect(parsePath(path)).toMatchObject({ notFound: false, route, lang, redirectTo });
  });

  it.each([
    '/blog/0.html',
    '/blog/-1.html',
    '/blog/01.html',
    '/blog/1.5.html',
    '/blog/abc.html',
    '/blog/2147483648.html',
    '/blog/99999999999.html',
    '/blog/article/0.html',
    '/guide/x.html',
    '/guide/How-To/1.html',
    '/guide/how_to/1.html',
    '/guide/-how/1.html',
    '/playlet/abc/plots.html',
    '/playlet/0/videos/1.html',
    '/playlet/1/videos/1e3.html',
    '/pt/playlet/1/photos/0.html',
    '/short-play/Romance/1.html',
    '/short-play/comments/2.html',
    '/short-play/episodes/2.html',
    '/short-play/romance/0.html',
    `/short-play/${'a'.repeat(101)}/1.html`,
    '/short-play/comments/hot/x.html',
    '/short-play/episodes/ceo/0.html',
    '/short-play/comments/ceo/1/x.html',
    '/ru/guide/%20/1.html',
  ])('bad parameter in %s is a 404 Page Not Found', (path) => {
    expect(parsePath(path)).toEqual({ notFound: true, status: 404, reason: `Page Not Found: ${path}`, lang: expect.any(String) });
  });

  it.each([
    '',
    'blog/2.html',
    '/blog/2',
    '/blog.html',
    '/blog/2.htm',
    '/blog/2.html/',
    '//blog/2.html',
    '/blog//2.html',
    '/nowhere.html',
    '/PT/terms.html',
    '/zh/terms.html',
    '/pt/pt/terms.html',
    '/en/pt/terms.html',
    '/playlet/1/plots/.html',
    '/playlet/1/episodes/2.html',
    '/personal.html',
    '/index.htm',
    '/short-play/comments/a/1/2/3.html',
  ])('unknown path %j is a 404 Page not found', (path) => {
    expect(parsePath(path)).toEqual({ notFound: true, status: 404, reason: `Page not found: ${path}`, lang: expect.any(String) });
  });

  it.each([
    ['/ru/no-such-page.html', 'ru'],
    ['/ru/guide/%20/1.html', 'ru'],
    ['/hi/blog/2', 'hi'],
    ['/pt/pt/terms.html', 'pt'],
    ['/en/pt/terms.html', 'en'],
    ['/no-such-page.html', 'en'],
    ['/zh/terms.html', 'en'],
    ['', 'en'],
  ])('a 404 for %j is in the language of its prefix: %s', (path, lang) => {
    expect(parsePath(path)).toMatchObject({ notFound: true, lang });
  });

  it('reports the path without its query', () => {
    expect(parsePath('/nope.html?x=1')).toMatchObject({ reason: 'Page not found: /nope.html' });
  });
});

describe('buildPath rejects invalid parameters', () => {
  it.each<[RouteName, Record<string, unknown>]>([
    ['blogList', { _page: 0 }],
    ['blogList', { _page: 1.5 }],
    ['blogList', { _page: Number.NaN }],
    ['blogList', {}],
    ['blogArticle', { _bid: 2 ** 31 }],
    ['guideList', { type: 'Bad Type', page: 1 }],
    ['category', { _cname: 'comments', _page: 1 }],
    ['category', { _cname: 'episodes', _page: 1 }],
    ['category', { _cname: '', _page: 1 }],
    ['filmVideo', { filmId: '12', videoId: 1 }],
    ['commentDetail', { _cname: 'a--b', _did: 1, _mid: 1 }],
  ])('%s %j throws', (route, params) => {
    expect(() => buildPath(route, params as never, 'en')).toThrow(RouteParamError);
  });

  it('rejects an unknown language', () => {
    expect(() => buildPath('terms', {}, 'zh' as Language)).toThrow(RangeError);
  });
});

const id = fc.integer({ min: 1, max: 2_147_483_647 });
const slug = fc
  .array(fc.stringMatching(/^[a-z0-9]{1,8}$/), { minLength: 1, maxLength: 4 })
  .map((words) => words.join('-'))
  .filter((s) => s.length <= 100);
const categorySlug = slug.filter((s) => s !== 'comments' && s !== 'episodes');

const paramArbitraries: { [R in RouteName]: fc.Arbitrary<RouteParamMap[R]> } = {
  home: fc.constant({}),
  blogList: fc.record({ _page: id }),
  blogArticle: fc.record({ _bid: id }),
  guide: fc.record({ guideId: id }),
  guideList: fc.record({ type: slug, page: id }),
  personalCollection: fc.constant({}),
  personalInfo: fc.constant({}),
  personalSettings: fc.constant({}),
  personalNotifications: fc.constant({}),
  personalUnsubscribe: fc.constant({}),
  filmGuide: fc.record({ filmId: id, page: id }),
  filmPhotos: fc.record({ filmId: id, page: id }),
  filmPlots: fc.record({ filmId: id }),
  filmPlot: fc.record({ filmId: id, plotId: id }),
  filmVideo: fc.record({ filmId: id, videoId: id }),
  filmTranscript: fc.record({ filmId: id, episode: id }),
  policy: fc.constant({}),
  terms: fc.constant({}),
  ranking: fc.constant({}),
  search: fc.constant({}),
  category: fc.record({ _cname: categorySlug, _page: id }),
  commentDetail: fc.record({ _cname: slug, _did: id, _mid: id }),
  hotComments: fc.record({ _page: id }),
  film: fc.record({ _cname: slug, _did: id }),
  feed: fc.constant({}),
};

describe('property: parse(build(x)) is x', () => {
  it.each(ROUTE_NAMES.map((route) => [route]))('%s, every language', (route) => {
    fc.assert(
      fc.property(paramArbitraries[route] as fc.Arbitrary<Record<string, never>>, fc.constantFrom(...LANGUAGES), (params, lang) => {
        expect(parsePath(buildPath(route, params as never, lang))).toEqual({ notFound: false, route, params, lang, redirectTo: null });
      }),
      { numRuns: 200 },
    );
  });

  it('parsePath never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.string(), (path) => {
        expect(typeof parsePath(path).notFound).toBe('boolean');
      }),
    );
  });
});
