#!/usr/bin/env node
// Screenshots of the main screens for docs/screenshots/, phone (360 px) and desktop (1440 px), from a running site:
//   node scripts/screenshots.mjs [origin, default http://localhost:3000]
// Pages are picked from the site's sitemap.xml and API, so the shots follow whatever the seed produced. Each shot
// waits until the page is finished (network quiet, no skeleton, progress bar or unloaded image in the viewport,
// fonts ready); a screen that stays blank, on skeletons, on an error screen or a toast fails the run, naming the
// screen, and then no file in docs/ is changed. SCREENS=home,video limits a run to some screens (for a quick look).
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright';

const OUT_DIR = new URL('../docs/screenshots/', import.meta.url).pathname;
const TIMEOUT_MS = 30_000;
const QUIET_MS = 500;
const VIEWPORTS = {
  360: { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  1440: { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 },
  // The player at a common phone size too (390x844, the size of its end-to-end tests).
  390: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, only: /^video/ },
};

const origin = process.argv[2] ?? 'http://localhost:3000';
if (!URL.canParse(origin)) fail(`"${origin}" is not an origin; usage: node scripts/screenshots.mjs http://localhost:3000`);

function fail(message) {
  console.error(`screenshots: ${message}`);
  process.exit(1);
}

/** The data of an API answer; anything but a success envelope stops the run with the call named. */
async function api(path) {
  const answer = await fetch(new URL(path, origin)).then(
    (r) => r.json(),
    () => null,
  );
  if (answer?.code !== 0) throw new Error(`${path} answered ${JSON.stringify(answer)?.slice(0, 200) ?? 'nothing'}`);
  return answer.data;
}

/** [name, path, expected status screen] for every screen, with ids taken from the running site. */
async function pickScreens() {
  const config = await api('/api/config').catch(() => fail(`no site answers at ${origin}: start it first (npm start)`));
  const sitemap = await (await fetch(new URL('/sitemap.xml', origin))).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const first = (re, what) => paths.find((p) => re.test(p)) ?? fail(`the sitemap lists no ${what}`);
  // The hottest film that has every film page filled (episodes past the free ones, plots, guides).
  let film;
  for (const path of paths.filter((p) => /^\/short-play\/episodes\/[^/]+\/\d+\.html$/.test(p)).slice(0, 15)) {
    const id = Number(path.match(/(\d+)\.html$/)[1]);
    const [episodes, plots, guides] = await Promise.all([
      api(`/api/films/episodes?film_id=${id}`),
      api(`/api/films/plots?film_id=${id}`),
      api(`/api/films/guides?film_id=${id}`),
    ]);
    const free = episodes.find((e) => e.is_free);
    const locked = episodes.find((e) => !e.is_free && e.episode_num > config.free_episodes);
    if (free && locked && plots.length && guides.items.length) film = { id, path, free, locked, plot: plots[0] };
    if (film) break;
  }
  if (!film) fail('none of the 15 hottest films has free and locked episodes, plots and guides');
  const title = (await api(`/api/films/detail/${film.id}`)).title;
  const keyword = title.split(/\s+/).sort((a, b) => b.length - a.length)[0];
  if (!(await api(`/api/films/search?keyword=${encodeURIComponent(keyword)}`)).items.length) fail(`a search for "${keyword}" finds nothing`);
  const hot = (await api('/api/films/more-hot-comments?page=1')).items;
  const comment = hot.find((c) => c.reply_count > 0) ?? hot[0] ?? fail('there are no hot comments');
  const guideType = (await api('/api/content/guide-types'))[0] ?? fail('there are no guide types');
  const f = `/playlet/${film.id}`;
  return [
    ['home', '/'],
    ['category', first(/^\/short-play\/(?!comments\/|episodes\/)[^/]+\/1\.html$/, 'category page')],
    ['ranking', '/ranking-page.html'],
    ['search', `/short-play-search.html?keyword=${encodeURIComponent(keyword)}`],
    ['hot-comments', '/short-play/comments/hot/1.html'],
    // The slug is free text in this route; the hot comments page links with "drama".
    ['comment-detail', `/short-play/comments/drama/${comment.film_id}/${comment.id}.html`],
    ['film-detail', film.path],
    ['video', `${f}/videos/${film.free.id}.html`],
    ['video-locked', `${f}/videos/${film.locked.id}.html`],
    ['share-dialog', `${f}/videos/${film.locked.id}.html`],
    ['plots', `${f}/plots.html`],
    ['plot', `${f}/plots/${film.plot.id}.html`],
    ['photos', `${f}/photos/1.html`],
    ['film-guides', `${f}/guide/1.html`],
    ['blog', '/blog/1.html'],
    ['blog-article', first(/^\/blog\/article\/\d+\.html$/, 'blog article')],
    ['guides', `/guide/${guideType.slug}/1.html`],
    ['guide', first(/^\/guide\/\d+\.html$/, 'guide')],
    ['terms', '/terms.html'],
    ['policy', '/policy.html'],
    ['not-found', '/this-page-does-not-exist.html', '404'],
    ['home-de', '/de'],
    ['home-hi', '/hi'],
  ].filter(([name]) => !process.env.SCREENS || process.env.SCREENS.split(',').includes(name));
}

/** What still keeps the page from being finished, as seen in the viewport; empty when it is done. */
function pageState() {
  const inView = (el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth && el.checkVisibility();
  };
  const visible = (selector) => [...document.querySelectorAll(selector)].filter(inView);
  const root = document.getElementById('root');
  const images = visible('img');
  return {
    // Nodes React rendered carry a fiber key; the server's first paint does not. The root's first child may be a
    // resource hint React hoisted (a poster's <link rel="preload">), which carries none: any child will do.
    reactRendered: [...(root?.children ?? [])].some((child) => Object.keys(child).some((k) => k.startsWith('__reactFiber'))),
    skeletons: visible('[class*="skeleton"]').length,
    progress: visible('.navigation-progress--active').length,
    pendingImages: images.filter((img) => !img.complete).map((img) => img.currentSrc || img.src),
    brokenImages: [
      ...images.filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.currentSrc || img.src),
      ...visible('.lazy-image__fallback').map(() => 'a fallback box'),
    ],
    fonts: document.fonts.status,
    textLength: document.body.innerText.trim().length,
    status: document.querySelector('.status-screen__code')?.textContent ?? null,
    toasts: visible('.toast').map((t) => t.textContent),
  };
}

/** Loads one screen and waits until it is finished; throws, naming what is missing, when it never is. */
async function settle(page, name, url, expectedStatus) {
  const inflight = new Set();
  let lastActivity = Date.now();
  // Media streams (the player's video) may never end; every other request counts.
  const track = (add) => (req) => {
    if (['media', 'websocket', 'eventsource'].includes(req.resourceType())) return;
    if (add) inflight.add(req);
    else inflight.delete(req);
    lastActivity = Date.now();
  };
  page.on('request', track(true));
  page.on('requestfinished', track(false));
  page.on('requestfailed', track(false));
  await page.goto(url, { waitUntil: 'load', timeout: TIMEOUT_MS });
  const deadline = Date.now() + TIMEOUT_MS;
  let state;
  for (;;) {
    state = await page.evaluate(pageState);
    const quiet = inflight.size === 0 && Date.now() - lastActivity >= QUIET_MS;
    const done = quiet && state.reactRendered && !state.skeletons && !state.progress && !state.pendingImages.length && state.fonts === 'loaded';
    if (done) break;
    if (Date.now() > deadline) {
      const why = { requestsInFlight: [...inflight].map((r) => r.url()), ...state };
      throw new Error(`${name}: not finished after ${TIMEOUT_MS / 1000} s: ${JSON.stringify(why)}`);
    }
    await page.waitForTimeout(150);
  }
  await page.evaluate(() =>
    Promise.all([
      document.fonts.ready, // Only loaded images: decode() of a lazy image that never starts loading would never settle.
      ...[...document.images].filter((i) => i.complete && i.naturalWidth > 0).map((i) => i.decode().catch(() => {})),
    ]),
  );
  if (state.textLength < 40) throw new Error(`${name}: the page is blank (${state.textLength} characters of text)`);
  if (state.status !== (expectedStatus ?? null))
    throw new Error(`${name}: shows status screen ${state.status ?? 'none'}, expected ${expectedStatus ?? 'none'}`);
  if (state.toasts.length) throw new Error(`${name}: shows a toast: ${state.toasts.join(' | ')}`);
  if (state.brokenImages.length) throw new Error(`${name}: images failed to load: ${state.brokenImages.join(', ')}`);
}

/** The player paused at 1.5 s: its controls and a subtitle line show, as a visitor sees them after a pause. */
async function showSubtitle(page) {
  await page.locator('video.player__video').evaluate((video) => {
    video.currentTime = 1.5;
  });
  await page.locator('.player__cue').waitFor({ state: 'visible', timeout: TIMEOUT_MS });
}

function launchBrowser() {
  const args = ['--no-sandbox', '--disable-dev-shm-usage'];
  if (existsSync('/usr/bin/chromium')) return chromium.launch({ executablePath: '/usr/bin/chromium', args });
  if (existsSync(chromium.executablePath())) return chromium.launch({ args });
  fail("no Chromium: install Debian's (apt-get install chromium) or Playwright's own (npx playwright install chromium)");
}

/** Screens that are a dialog over a page: what the visitor does after the page has loaded. */
const AFTER_LOAD = {
  'share-dialog': async (page) => {
    await page.locator('.locked').getByRole('button', { name: 'Share', exact: true }).click();
    await page.locator('dialog[open] .share-channels').waitFor({ timeout: TIMEOUT_MS });
  },
};

const started = Date.now();
const screens = await pickScreens();
const browser = await launchBrowser();
const shots = new Map();
try {
  // One context per width, one screen after another: the two widths run side by side.
  await Promise.all(
    Object.entries(VIEWPORTS).map(async ([width, { only, ...device }]) => {
      const context = await browser.newContext({ ...device, locale: 'en-US', reducedMotion: 'reduce', colorScheme: 'dark' });
      // A visitor who already made the privacy choices (as the end-to-end tests' browsers): the screens, not the
      // consent dialog, which is on top of every page until a choice is made (consent-dialog-*.png show it).
      await context.addCookies([{ name: 'consent', value: `v1.a1.m0.${Date.now()}`, url: origin }]);
      for (const [name, path, expectedStatus] of screens.filter(([name]) => !only || only.test(name))) {
        const page = await context.newPage();
        const file = `${name}-${width}.png`;
        try {
          await settle(page, `${name} at ${width} px (${path})`, new URL(path, origin).href, expectedStatus);
          await AFTER_LOAD[name]?.(page);
          if (name === 'video') await showSubtitle(page);
          shots.set(file, await page.screenshot({ animations: 'disabled', caret: 'hide' }));
          console.log(`${file.padEnd(26)} ${path}`);
        } catch (error) {
          const debug = join('/tmp', `screenshot-failed-${file}`);
          await page.screenshot({ path: debug }).catch(() => {});
          throw new Error(`${error.message}\n(what it showed: ${debug})`);
        } finally {
          await page.close();
        }
      }
      await context.close();
    }),
  );
} catch (error) {
  fail(`${error.message}\nNo file in docs/screenshots was changed.`);
} finally {
  await browser.close();
}

// A full run replaces the folder's PNGs, so no stale screenshot stays; a SCREENS run only rewrites its own.
mkdirSync(OUT_DIR, { recursive: true });
if (!process.env.SCREENS) for (const old of readdirSync(OUT_DIR).filter((f) => f.endsWith('.png'))) rmSync(join(OUT_DIR, old));
for (const [file, png] of shots) writeFileSync(join(OUT_DIR, file), png);
console.log(`${shots.size} screenshots in docs/screenshots/ (${((Date.now() - started) / 1000).toFixed(0)} s)`);
