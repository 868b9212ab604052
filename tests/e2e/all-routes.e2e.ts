import { expect, test, type APIRequestContext, type Page } from './test';

/*
 * Every route of spec section 2 in all 11 variants (unprefixed, which is English, and under each of the ten
 * language prefixes; /en/... redirects to the unprefixed path): each answers 200 in its language, shows a heading
 * and real content (no skeleton, error screen or 404 left), and logs no console error. Ids come from the running
 * site, so the test follows whatever the seed produced.
 */

const LANGUAGES = ['en', 'pt', 'es', 'de', 'fr', 'it', 'nl', 'ru', 'sw', 'hi'] as const;

interface Envelope<T> { code: number; data: T }

async function apiData<T>(request: APIRequestContext, path: string, language = 'en'): Promise<T> {
  const body = (await (await request.get(path, { headers: { 'Accept-language': language } })).json()) as Envelope<T>;
  expect(body.code, path).toBe(0);
  return body.data;
}

interface Sample { filmId: number; filmPath: string; routes: Array<[string, string]> }

/** One real path per route, without language prefix. */
async function pickRoutes(request: APIRequestContext): Promise<Sample> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const first = (re: RegExp) => {
    const path = paths.find((p) => re.test(p));
    expect(path, `the sitemap lists a path like ${re}`).toBeTruthy();
    return path!;
  };
  const filmPath = first(/^\/short-play\/episodes\/[^/]+\/\d+\.html$/);
  const filmId = Number(filmPath.match(/(\d+)\.html$/)![1]);
  const episodes = await apiData<Array<{ id: number; is_free: boolean }>>(request, `/api/films/episodes?film_id=${filmId}`);
  const plots = await apiData<Array<{ id: number }>>(request, `/api/films/plots?film_id=${filmId}`);
  const hot = await apiData<{ items: Array<{ id: number; film_id: number }> }>(request, '/api/films/more-hot-comments?page=1');
  const guideTypes = await apiData<Array<{ slug: string }>>(request, '/api/content/guide-types');
  const free = episodes.find((episode) => episode.is_free)!;
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
      ['video', `/playlet/${filmId}/videos/${free.id}.html`],
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
      ['collection', '/personal/collection.html'],
      ['personal info', '/personal/info.html'],
    ],
  };
}

/** The path under a language prefix: `/de/...`; home is `/de`. */
function localized(path: string, language: string): string {
  return `/${language}${path === '/' ? '' : path}`;
}

/** Requests the page started and that have not finished: what a screen stuck on its loading state waits for. */
function watchPending(page: Page): Set<string> {
  const pending = new Set<string>();
  page.on('request', (request) => pending.add(request.url()));
  page.on('requestfinished', (request) => pending.delete(request.url()));
  page.on('requestfailed', (request) => pending.delete(request.url()));
  return pending;
}

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

let sample: Sample;
test.beforeAll(async ({ request }) => {
  sample = await pickRoutes(request);
});

for (const variant of ['', ...LANGUAGES]) {
  const language = variant || 'en';
  test(`every route answers with real content in ${variant ? `/${variant}` : 'the unprefixed (English)'} variant`, async ({ page }) => {
    test.setTimeout(180_000);
    const errors = watchErrors(page);
    const pending = watchPending(page);
    for (const [name, path] of sample.routes) {
      const url = variant ? localized(path, variant) : path;
      pending.clear();
      const response = await page.goto(url);
      expect(response?.status(), `${name} ${url}`).toBe(200);
      if (variant === 'en') expect(new URL(page.url()).pathname, `/en/... redirects to ${path}`).toBe(path.split('?')[0]);
      await expect(page.locator('html'), `${name} ${url}`).toHaveAttribute('lang', language);
      const heading = page.getByRole('heading', { level: 1 }).first();
      // Seen twice in full runs, never in 760 loads outside them: a screen left on its loading state. Name what
      // the page was still waiting for, so the next occurrence tells why.
      await expect(heading, `${name} ${url}`).toHaveText(/\S/).catch(async (error: Error) => {
        const mainText = await page.locator('main').first().innerText().catch(() => '');
        throw new Error(`${error.message}\nmain: ${JSON.stringify(mainText)}\nrequests still pending: ${[...pending].join(', ') || 'none'}\nconsole: ${errors.join(' | ') || 'nothing'}`);
      });
      // Rails below the fold stay still stand-ins (`--still`, not loading) until the visitor scrolls near them.
      await expect(page.locator('main [aria-busy="true"]:not(.skeleton-rail--still), main [role="status"] .skeleton'), `${name} ${url} finished loading`).toHaveCount(0, { timeout: 15_000 });
      await expect(page.locator('.status-screen'), `${name} ${url} shows no error or 404 screen`).toHaveCount(0);
      expect((await page.locator('main').innerText()).trim().length, `${name} ${url} has content`).toBeGreaterThan(40);
    }
    // The film's own title in this language, as the API gives it, is the film page's heading.
    const film = await apiData<{ title: string }>(page.request, `/api/films/detail/${sample.filmId}`, language);
    await page.goto(variant ? localized(sample.filmPath, variant) : sample.filmPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(film.title);
    expect(errors).toEqual([]);
  });
}
