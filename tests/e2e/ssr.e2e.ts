import { apiData, localized, sampleRoutes } from './sample-routes';
import { expect, test, type Page } from './test';

/*
 * One renderer (issue 14): the server's HTML of every route kind is the SPA's own tree in the page's language, and
 * the browser hydrates it: no hydration warning, the first screen's elements are the very nodes the server sent
 * (marked before any script ran, found again after), and nothing moves (CLS 0).
 */

const LANGUAGES = ['en', 'fr', 'hi'] as const;

/** The text of the first `<h1>` of an HTML string, tags removed and entities of text decoded. */
function firstHeading(html: string): string {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  const text = (match?.[1] ?? '').replace(/<[^>]+>/g, '');
  return text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .trim();
}

/** Loading placeholders in the HTML, rails deferred below the first screen aside. */
function firstScreenSkeletons(root: string): string[] {
  // `--still` placeholders hold the place of rails rendered when they come near the viewport (not loading).
  return [...root.matchAll(/<[^>]*aria-busy="true"[^>]*>/g)].map((match) => match[0]).filter((tag) => !tag.includes('skeleton-rail--still'));
}

/** The page's `#root` as the server sent it. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root" data-ssr="">');
  expect(start, 'the server rendered the app into #root').toBeGreaterThan(0);
  return html.slice(start, html.indexOf('<script type="application/json"', start));
}

let routes: Array<[string, string]>;
test.beforeAll(async ({ request }) => {
  routes = (await sampleRoutes(request)).routes;
});

for (const language of LANGUAGES) {
  test(`the HTML before any script has every route's heading and content in ${language}`, async ({ request }) => {
    test.setTimeout(120_000);
    const film = await apiData<{ title: string; synopsis: string }>(request, `/api/films/detail/${/(\d+)\.html$/.exec(routes[6]![1])![1]}`, language);
    for (const [name, path] of routes) {
      const url = localized(path, language);
      const response = await request.get(url);
      expect(response.status(), `${name} ${url}`).toBe(200);
      const html = await response.text();
      expect(html, `${name} ${url}`).toContain(`<html lang="${language}">`);
      const root = rootOf(html);
      expect(firstHeading(root), `${name} ${url} has its heading in the HTML`).not.toBe('');
      expect(root.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').length, `${name} ${url} has content in the HTML`).toBeGreaterThan(200);
      expect(firstScreenSkeletons(root), `${name} ${url}: no skeleton for the first screen's content`).toEqual([]);
      if (name === 'film detail') {
        expect(firstHeading(root)).toBe(film.title);
        expect(root).toContain(film.synopsis.slice(0, 40).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;'));
      }
    }
    const missing = await request.get(localized('/no-such-page.html', language));
    expect(missing.status()).toBe(404);
    expect(firstHeading(rootOf(await missing.text()))).toMatch(/^404/);
  });
}

/**
 * Loads `url` with the entry script held back, marks every element of the first screen, lets the script run, and
 * returns how many marked elements are no longer in the page once the app has taken over, the layout shift and
 * what the console said about hydration.
 */
async function hydrate(page: Page, url: string) {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  // The entry script (index.html's only <script src>) waits until the server's nodes are marked.
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }>) {
        if (entry.hadRecentInput) continue;
        shifts.push(entry.value);
        const moved = (entry.sources ?? []).map((source) =>
          source.node instanceof Element ? source.node.outerHTML.slice(0, 100) : String(source.node?.nodeName),
        );
        console.info(`layout shift ${entry.value.toFixed(4)}: ${moved.join(' | ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForSelector('#root[data-ssr] h1', { state: 'attached' });
  const marked = await page.evaluate(() => {
    const firstScreen = [...document.querySelectorAll('#root *')].filter((element) => element.getBoundingClientRect().top < window.innerHeight);
    (window as unknown as { __marked: Element[] }).__marked = firstScreen;
    return firstScreen.length;
  });
  release();
  await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
  await page.waitForLoadState('networkidle');
  const gone = await page.evaluate(() =>
    (window as unknown as { __marked: Element[] }).__marked.filter((element) => !element.isConnected).map((element) => element.outerHTML.slice(0, 120)),
  );
  const cls = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0));
  return {
    marked,
    gone,
    cls,
    shifts: messages.filter((text) => text.includes('layout shift')),
    hydrationMessages: messages.filter((text) => /hydrat|did not match|error/i.test(text)),
  };
}

test('every route kind hydrates the server HTML in place: same nodes, no warning, no layout shift', async ({ browser }) => {
  test.setTimeout(300_000);
  for (const [index, [name, path]] of routes.entries()) {
    const url = localized(path, LANGUAGES[index % LANGUAGES.length]!);
    const context = await browser.newContext();
    const page = await context.newPage();
    const result = await hydrate(page, url);
    expect.soft(result.marked, `${name} ${url} has a first screen`).toBeGreaterThan(10);
    expect.soft(result.hydrationMessages, `${name} ${url}`).toEqual([]);
    expect.soft(result.gone, `${name} ${url}: first-screen elements re-created`).toEqual([]);
    // Issue 14: nothing the server drew moves, while the page loads or once the app runs; the message names what moved.
    expect.soft(result.cls, `${name} ${url}: layout shift ${result.shifts.join('; ')}`).toBe(0);
    await context.close();
  }
});
