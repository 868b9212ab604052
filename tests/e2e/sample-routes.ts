import { expect, type APIRequestContext } from './test';

/*
 * One real path per route kind, from the running site (the sitemap and the API), so the tests follow whatever the
 * seed produced. Shared by the tests that walk every route (ssr.e2e.ts, all-routes.e2e.ts).
 */

interface Envelope<T> {
  code: number;
  data: T;
}

/** The `data` of a successful API answer, in `language`. */
export async function apiData<T>(request: APIRequestContext, path: string, language = 'en'): Promise<T> {
  const body = (await (await request.get(path, { headers: { 'Accept-language': language } })).json()) as Envelope<T>;
  expect(body.code, path).toBe(0);
  return body.data;
}

/** The path in `language`: English at the root, another language under its prefix (`/de/...`; home is `/de`). */
export function localized(path: string, language: string): string {
  if (language === 'en') return path;
  return `/${language}${path === '/' ? '' : path}`;
}

export interface SampleRoutes {
  /** The drama whose pages are sampled, and its detail page. */
  readonly filmId: number;
  readonly filmPath: string;
  /** [route kind, path without language prefix] of every public route kind, in a fixed order. */
  readonly routes: Array<[string, string]>;
  /** The member's own pages (a visitor who is not signed in is asked to). */
  readonly personal: Array<[string, string]>;
}

export async function sampleRoutes(request: APIRequestContext): Promise<SampleRoutes> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const first = (re: RegExp) => {
    const path = paths.find((p) => re.test(p));
    expect(path, `the sitemap lists a path like ${re}`).toBeTruthy();
    return path!;
  };
  const filmPath = first(/^\/short-play\/episodes\/[^/]+\/\d+\.html$/);
  const filmId = Number(/(\d+)\.html$/.exec(filmPath)![1]);
  const episodes = await apiData<Array<{ id: number; is_free: boolean }>>(request, `/api/films/episodes?film_id=${filmId}`);
  const plots = await apiData<Array<{ id: number }>>(request, `/api/films/plots?film_id=${filmId}`);
  const hot = await apiData<{ items: Array<{ id: number; film_id: number }> }>(request, '/api/films/more-hot-comments?page=1');
  const guideTypes = await apiData<Array<{ slug: string }>>(request, '/api/content/guide-types');
  return {
    filmId,
    filmPath,
    routes: [
      ['home', '/'],
      ['ranking', '/ranking-page.html'],
      ['search', '/short-play-search.html?keyword=love'],
      ['category', first(/^\/short-play\/(?!comments\/|episodes\/)[^/]+\/1\.html$/)],
      ['hot comments', '/short-play/comments/hot/1.html'],
      ['comment detail', `/short-play/comments/drama/${hot.items[0]!.film_id}/${hot.items[0]!.id}.html`],
      ['film detail', filmPath],
      ['video', `/playlet/${filmId}/videos/${episodes.find((episode) => episode.is_free)!.id}.html`],
      ['locked video', `/playlet/${filmId}/videos/${episodes.find((episode) => !episode.is_free)!.id}.html`],
      ['plots', `/playlet/${filmId}/plots.html`],
      ['plot', `/playlet/${filmId}/plots/${plots[0]!.id}.html`],
      ['photos', `/playlet/${filmId}/photos/1.html`],
      ['film guides', `/playlet/${filmId}/guide/1.html`],
      ['blog', '/blog/1.html'],
      ['blog article', first(/^\/blog\/article\/\d+\.html$/)],
      ['guide list', `/guide/${guideTypes[0]!.slug}/1.html`],
      ['guide', first(/^\/guide\/\d+\.html$/)],
      ['terms', '/terms.html'],
      ['policy', '/policy.html'],
      ['transcript', first(new RegExp(`^/playlet/${filmId}/transcript/\\d+\\.html$`))],
      ['locked transcript', `/playlet/${filmId}/transcript/${episodes.findIndex((episode) => !episode.is_free) + 1}.html`],
      // Last: tests address some routes by their place in this list.
      ['feed', '/feed.html'],
    ],
    personal: [
      ['collection', '/personal/collection.html'],
      ['personal info', '/personal/info.html'],
    ],
  };
}
