#!/usr/bin/env node
// `npm run bench:nav`: taps inside the site as a person makes them (issue 32, item 2), on the phone profile (390x844
// touch, 4x CPU slowdown, 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up), a fresh browser context per run:
//   (e) a film page's episode list: a touch on episode 2 -> the first frame of episode 2's player (target <= 500 ms,
//       playing from that tap: no second press)
//   (f) the home page: a touch on the first drama card -> the film's title painted (target <= 400 ms)
//   (g) the home page: a touch on Rankings in the bottom bar -> the rankings page's heading painted (another kind of
//       page reached by an in-app link; target <= 500 ms)
// The touch is a raw one (CDP Input.dispatchTouchEvent), landed in the first animation frame in which the control is
// on screen, not after Playwright's readiness checks; whether the app had started by then is counted (before it,
// the link navigates to a new document: times are taken on the wall clock, performance.timeOrigin + now, in both).
// Runs go in PAIRS rounds of (e), (f) and (g), their order alternating; medians and ranges are printed with the load average.
// Each page a run opens or reaches is asked for once first (the server's page cache warm, as on a live site).
// AFTER_APP=1 touches only once the app has started (html[data-app-ready]): the in-app navigation alone.
// CASES=ef runs only those cases (default efg). BENCH_BASE_ORIGIN=<origin of another build> runs every case on it too,
// in turn with the site, and prints the ratio of medians (an A/B on a machine whose load moves).
// SETTLE_MS=n (with AFTER_APP=1) touches n ms after the app started: a person who looked at the page for a moment.
// LOOK_MS=n (case (e)) scrolls the episode list to the middle of the screen first and touches n ms later: a person
// who scrolled to the list and found the episode (default 0: the scroll and the touch in consecutive frames).
// TRACE=1 prints each run's requests (start and end after the touch) and its marks.
// The visitor has answered the privacy choices (as in the end-to-end tests): nothing starts under that dialog.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { PHONE, commit, launchChromium, load, median, tapWhenPainted, throttledPage, utcMinute, valueInPage, waitInPage } from './lib/person-tap.mjs';
import { startTsServer } from './lib/server-process.mjs';

const PAIRS = Number(process.env.PAIRS ?? 7);
const LANG = process.env.BENCH_LANG ?? 'en';
const AFTER_APP = process.env.AFTER_APP === '1';
const SETTLE_MS = AFTER_APP ? Number(process.env.SETTLE_MS ?? 0) : 0;
const CASES = process.env.CASES ?? 'efg';
const TRACE = process.env.TRACE === '1';
const LOOK_MS = Number(process.env.LOOK_MS ?? 0);

const fmt = (ms) => (ms === undefined || Number.isNaN(ms) ? 'n/a' : `${Math.round(ms)} ms`);
const prefix = LANG === 'en' ? '' : `/${LANG}`;

/**
 * In every document of the context: the wall-clock time of the player's first frame shown while playing, and of the
 * first frame in which an h1 reads the title the run waits for (sessionStorage `bench-nav-title`).
 */
const PROBES = () => {
  const wall = (now) => performance.timeOrigin + now;
  window.navFirstFrame = null;
  window.navTitlePainted = null;
  window.navHeadingPainted = null;
  const hook = (video) => {
    if (video.navHooked) return;
    video.navHooked = true;
    const onFrame = (now, meta) => {
      if (meta.mediaTime > 0 && !video.paused) window.navFirstFrame ??= { at: wall(now), src: video.currentSrc };
      else video.requestVideoFrameCallback(onFrame);
    };
    video.requestVideoFrameCallback(onFrame);
  };
  new MutationObserver(() => document.querySelectorAll('video.player__video').forEach(hook)).observe(document, { childList: true, subtree: true });
  const path = sessionStorage.getItem('bench-nav-path');
  // A heading with text that is rendered: the page left behind may still be in the document, hidden (React keeps a
  // suspended route's old content, display: none), and the home page has a visually hidden h1 of its own.
  const headingShown = () => [...document.querySelectorAll('main h1')].some((h1) => h1.textContent.trim() && h1.checkVisibility());
  if (path) {
    const look = (now) => {
      if (location.pathname === path && headingShown()) window.navHeadingPainted = wall(now);
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }
  const title = sessionStorage.getItem('bench-nav-title');
  if (title) {
    const look = (now) => {
      const painted = [...document.querySelectorAll('h1')].some((h1) => h1.textContent.trim() === title && h1.checkVisibility());
      if (painted) window.navTitlePainted = wall(now);
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }
};

async function newPage(browser, origin) {
  const { context, page, cdp } = await throttledPage(browser, PHONE, { origin, initScripts: [PROBES] });
  const requests = [];
  if (TRACE) {
    page.on('request', (request) => requests.push({ request, start: Date.now(), end: null }));
    const ended = (request) => {
      const entry = requests.find((r) => r.request === request);
      if (entry) entry.end = Date.now();
    };
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
  }
  page.trace = (tapAt, result) => {
    if (!TRACE) return;
    for (const { request, start, end } of requests) {
      if (end !== null && end < tapAt) continue;
      const path = new URL(request.url()).pathname + (request.headers().range ? ` [${request.headers().range}]` : '');
      console.log(`    ${String(Math.round(start - tapAt)).padStart(6)} -> ${end === null ? '   ...' : String(Math.round(end - tapAt)).padStart(6)}  ${path}`);
    }
    console.log(`    result at ${Math.round(result - tapAt)} ms`);
  };
  return { context, page, cdp };
}

/** The shared raw touch (lib/person-tap.mjs), with AFTER_APP. */
async function touchWhenPainted(cdp, selector) {
  if (SETTLE_MS > 0) {
    await waitInPage(cdp, `document.documentElement.hasAttribute('data-app-ready')`);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  }
  return tapWhenPainted(cdp, selector, { afterApp: AFTER_APP });
}

/** Waits for a probe's value, through navigations to a new document (through CDP alone: lib/person-tap.mjs). */
const probe = (cdp, name) => waitInPage(cdp, `window.${name}`);

/**
 * The expression that runs `setup` in the current document and, as PROBES does in later documents, looks in every
 * animation frame from now on for `condition`, writing the wall-clock time of the first frame that has it to
 * window[`probe`] (this document's probe started before the run knew what to look for).
 */
const lookFrom = (setup, condition, probe) =>
  `(() => { ${setup}; const look = (now) => { if (${condition}) window.${probe} = performance.timeOrigin + now; else requestAnimationFrame(look); }; requestAnimationFrame(look); })()`;

/** (e) a touch on episode 2 of the film page's list -> the first frame of its player. */
async function episodeFromList(browser, origin) {
  const { context, page, cdp } = await newPage(browser, origin);
  try {
    await page.goto(`${origin}${prefix}/short-play/episodes/romance/1.html`, { waitUntil: 'commit' });
    const episode = '.episode-picker a[href$="/playlet/1/videos/2.html"]';
    let tap;
    if (LOOK_MS > 0) {
      // The page looked at (SETTLE_MS), then the list scrolled to, then the touch LOOK_MS later.
      if (AFTER_APP) await waitInPage(cdp, `document.documentElement.hasAttribute('data-app-ready')`);
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      await waitInPage(cdp, `!!document.querySelector('${episode}')`);
      await valueInPage(cdp, `document.querySelector('${episode}').scrollIntoView({ block: 'center' })`);
      await new Promise((resolve) => setTimeout(resolve, LOOK_MS));
      tap = await tapWhenPainted(cdp, episode, { afterApp: AFTER_APP });
    } else tap = await touchWhenPainted(cdp, episode);
    const frame = await probe(cdp, 'navFirstFrame');
    page.trace(tap.at, frame.at);
    // A tap on a phone plays the episode before its page follows (tapped-start.ts): the address moves a moment later.
    await waitInPage(cdp, `location.pathname.endsWith('/playlet/1/videos/2.html')`, { timeout: 10_000 }).catch(() => {
      throw new Error(`ended on ${page.url()}`);
    });
    return { ms: frame.at - tap.at, appReady: tap.appReady };
  } finally {
    await context.close();
  }
}

/** (f) a touch on the home page's first drama card -> the film's title painted. */
async function filmFromCard(browser, origin) {
  const { context, page, cdp } = await newPage(browser, origin);
  try {
    await page.goto(`${origin}${prefix}/`, { waitUntil: 'commit' });
    const card = '.poster-card__link';
    const title = await waitInPage(cdp, `document.querySelector('${card} .poster-card__title')?.textContent.trim()`);
    await valueInPage(
      cdp,
      lookFrom(
        `sessionStorage.setItem('bench-nav-title', ${JSON.stringify(title)})`,
        `[...document.querySelectorAll('h1')].some((h1) => h1.textContent.trim() === ${JSON.stringify(title)} && h1.checkVisibility())`,
        'navTitlePainted',
      ),
    );
    const tap = await touchWhenPainted(cdp, card);
    const painted = await probe(cdp, 'navTitlePainted');
    page.trace(tap.at, painted);
    return { ms: painted - tap.at, appReady: tap.appReady };
  } finally {
    await context.close();
  }
}

/** (g) a touch on Rankings in the home page's bottom bar -> the rankings page's heading painted. */
async function rankingsFromBottomBar(browser, origin) {
  const { context, page, cdp } = await newPage(browser, origin);
  const path = `${prefix}/ranking-page.html`;
  try {
    await page.goto(`${origin}${prefix}/`, { waitUntil: 'commit' });
    const link = `nav.bottom-nav a[href="${path}"]`;
    await waitInPage(cdp, `!!document.querySelector(${JSON.stringify(link)})`);
    await valueInPage(
      cdp,
      lookFrom(
        `sessionStorage.setItem('bench-nav-path', ${JSON.stringify(path)})`,
        `location.pathname === ${JSON.stringify(path)} && [...document.querySelectorAll('main h1')].some((h1) => h1.textContent.trim() && h1.checkVisibility())`,
        'navHeadingPainted',
      ),
    );
    const tap = await touchWhenPainted(cdp, link);
    const painted = await probe(cdp, 'navHeadingPainted');
    page.trace(tap.at, painted);
    return { ms: painted - tap.at, appReady: tap.appReady };
  } finally {
    await context.close();
  }
}

async function measure(fn, browser, origin) {
  try {
    return await fn(browser, origin);
  } catch (error) {
    console.log(`  (a run failed: ${error.message.split('\n')[0]})`);
    return { ms: NaN, appReady: false };
  }
}

function report(label, runs, target) {
  const ok = runs.filter((run) => !Number.isNaN(run.ms));
  const xs = ok.map((run) => run.ms);
  const range = xs.length ? ` (${fmt(Math.min(...xs))}-${fmt(Math.max(...xs))})` : '';
  const ready = ok.filter((run) => run.appReady).length;
  console.log(`| ${label} | ${fmt(median(xs))}${range} | ${ok.length} of ${runs.length} | ${ready} | ${target} |`);
}

/**
 * Asks the server once for each page a run opens or reaches, and for its payload (what an in-app navigation fetches),
 * as the answered visitor asks for them (the page cache keys on the privacy choice): as on a live site, no run pays
 * a page's first render (stale-while-revalidate keeps them going out at once afterwards, rendered-page.cache.ts).
 */
async function warmUp(origin) {
  const headers = { cookie: `consent=v1.a1.m0.${Date.now()}`, 'accept-encoding': 'gzip, deflate, br' };
  const home = await (await fetch(`${origin}${prefix}/`, { headers })).text();
  const firstCard = /<a[^>]*class="poster-card__link"[^>]*href="([^"]+)"|<a[^>]*href="([^"]+)"[^>]*class="poster-card__link"/.exec(home);
  const pages = [`${prefix}/short-play/episodes/romance/1.html`, `${prefix}/playlet/1/videos/2.html`, `${prefix}/ranking-page.html`];
  if (firstCard) pages.push(firstCard[1] ?? firstCard[2]);
  for (const path of pages) {
    for (const url of [`${origin}${path}`, `${origin}${path}/_payload.json`]) await (await fetch(url, { headers })).arrayBuffer();
  }
}

let site;
let browser;
try {
  if (process.env.SKIP_BUILD !== '1' && !process.env.BENCH_ORIGIN) {
    console.log('\n> building the site');
    const out = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
    if (out.status !== 0) process.exit(out.status ?? 1);
  }
  let origin = process.env.BENCH_ORIGIN;
  if (!origin) {
    console.log('\n> starting the site on a fresh embedded database');
    site = await startTsServer({
      env: { DATA_DIR: process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'bench-nav-')), DATABASE_URL: '', NODE_ENV: 'production' },
    });
    origin = site.url;
  }
  const base = process.env.BENCH_BASE_ORIGIN;
  const origins = base ? [origin, base] : [origin];
  for (const each of origins) await warmUp(each);
  browser = await launchChromium(chromium);
  const loadBefore = load();
  const cases = { e: episodeFromList, f: filmFromCard, g: rankingsFromBottomBar };
  const runs = new Map(origins.map((each) => [each, { e: [], f: [], g: [] }]));
  for (let pair = 1; pair <= PAIRS; pair++) {
    process.stdout.write(`  round ${pair}/${PAIRS}\r`);
    const order = (pair % 2 === 1 ? ['e', 'f', 'g'] : ['g', 'f', 'e']).filter((which) => CASES.includes(which));
    // With a baseline, each case runs on both sites in turn, the first of the two alternating.
    const sites = pair % 2 === 1 ? origins : [...origins].reverse();
    for (const which of order) for (const each of sites) runs.get(each)[which].push(await measure(cases[which], browser, each));
  }
  const when =
    (AFTER_APP ? `touched once the app has started${SETTLE_MS ? ` and ${SETTLE_MS} ms more` : ''}` : 'touched as soon as painted') +
    (LOOK_MS ? `, (e) ${LOOK_MS} ms after its list was scrolled to` : '');
  for (const each of origins) {
    const label = base ? ` on ${each === base ? 'the baseline' : 'the site'} (${each})` : '';
    console.log(`\nPhone profile (390x844, 4x CPU, 150 ms RTT, 1.6 Mbit/s down), ${LANG}, ${when}${label}, medians of ${PAIRS} alternating pairs (range):`);
    console.log('| case | tap -> result | runs | app started at the tap | target |');
    console.log('|---|---|---|---|---|');
    const { e, f, g } = runs.get(each);
    report('(e) episode 2 in the film page list -> first frame', e, '<= 500 ms');
    report('(f) drama card on home -> film title painted', f, '<= 400 ms');
    report('(g) Rankings in the bottom bar -> its heading painted', g, '<= 500 ms');
  }
  if (base) {
    const ratio = (which) => {
      const of = (each) =>
        median(
          runs
            .get(each)
            [which].map((run) => run.ms)
            .filter((ms) => !Number.isNaN(ms)),
        );
      return `${which} ${(of(origin) / of(base)).toFixed(2)}x`;
    };
    console.log(`\nSite / baseline, ratio of medians: ${[...CASES].map(ratio).join(', ')}`);
  }
  console.log(`\nMeasured ${utcMinute()} at ${commit()}; load average ${loadBefore} before, ${load()} after.`);
} catch (error) {
  console.error(`\nbench:nav failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  await browser?.close();
  await site?.stop();
}
