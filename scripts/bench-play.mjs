#!/usr/bin/env node
// `npm run bench:play`: how fast a visitor gets a moving picture (issues 19 and 32), measured as a person taps. A
// fresh browser context per run, on the phone profile (390x844 touch, 4x CPU slowdown, 150 ms round trip, 1.6 Mbit/s
// down, 750 kbit/s up) and at 1440x900 with a mouse, unthrottled; the visitor has answered the privacy choices.
//   (a) free episode URL -> first frame of the playing video
//   (b) the share dialog's short link -> first frame (answered with the page itself since issue 32 (b); a redirect
//       would be included)
//   (c) a locked episode URL -> lock panel painted
//   (d) "next episode" (a swipe on the phone, the Next button on the desktop) from a playing episode whose next
//       episode was fetched ahead -> first frame of the next
// Play is pressed as a person presses it: a raw touch (phone) or a raw mouse click (desktop) through CDP, in the
// first animation frame in which the control is painted and nothing covers it (lib/person-tap.mjs), not after
// Playwright's readiness checks. (a) and (b) are each measured against a bare page: the episode's file in a
// <video preload=auto> with a Play button, nothing else, served by the site's own server from the same origin
// (written into dist/builds/, which the server serves as it is) through the same emulated network; when the site
// does not serve it (BENCH_ORIGIN of another build) a node:http page on its own port passes the file on instead.
// PAIRS (15) pairs per profile: in each, every case once, the site and the bare page of (a) and (b) alternating
// (site first in odd pairs, bare first in even ones). Printed per case: the medians of the site's and the bare
// page's times, the median of the per-pair ratios site / bare with its range, when Play was touched, and the load
// average at the start and the end with the commit and the date. Each page is asked for once before the first run
// (the server's page cache warm, as on a live site).
// First frame: requestVideoFrameCallback with mediaTime > 0 while the video is not paused, in page time (from the
// navigation's start, any redirect of (b) included). PROFILES=phone (or desktop) runs one profile only.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import {
  DESKTOP,
  PHONE,
  commit,
  firstFrameValue,
  fmt,
  launchChromium,
  load,
  median,
  playFromUrl,
  range,
  runInFreshContext,
  seconds,
  tapWhenPainted,
  utcMinute,
  valueInPage,
  waitInPage,
} from './lib/person-tap.mjs';
import { fetchWithin, freePort, startTsServer } from './lib/server-process.mjs';

const PAIRS = Number(process.env.PAIRS ?? 15);
const PROFILES = [PHONE, DESKTOP].filter((profile) => (process.env.PROFILES ?? 'phone,desktop').split(',').includes(profile.name));
const DIST = fileURLToPath(new URL('../dist', import.meta.url));

const SITE_PLAY = '.player__big-play';
const BARE_PLAY = '#bare-play';

const step = (text) => console.log(`\n> ${text}`);
const inputOf = (profile) => (profile.context.hasTouch ? 'touch' : 'mouse');

/** Opens `url`, presses Play as soon as it is painted, and answers the page times of that press and of the first frame. */
async function playFromLink(page, cdp, url, profile, playSelector) {
  const { tap, frameAt } = await playFromUrl(page, cdp, url, playSelector, { input: inputOf(profile) });
  return { ms: frameAt, tapAt: tap.pageAt, appReady: tap.appReady };
}

/** A swipe up over the player through the browser's touch pipeline (the phone's "next episode"). */
async function swipeUp(cdp) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 195, y: 600 }] });
  for (let at = 1; at <= 5; at++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: 195 + at, y: 600 - at * 70 }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** (c) the locked episode's page -> the page time of the first frame in which its lock panel is painted. */
async function lockPanel(page, cdp, pages) {
  await page.goto(pages.locked, { waitUntil: 'commit' });
  const painted = await firstFrameValue(
    cdp,
    function lockPanelPainted(text) {
      const title = document.getElementById('locked-title');
      if (!title || title.textContent.trim() !== text) return null;
      const box = title.getBoundingClientRect();
      return box.width > 0 && box.height > 0 ? performance.now() : null;
    },
    `Episode ${pages.lockedNumber} is locked`,
  );
  return { ms: painted };
}

/** (d) from the free episode, playing, with the next one fetched ahead -> "next episode" -> the next's first frame. */
async function nextEpisode(page, cdp, pages, profile) {
  // The next episode's first bytes are fetched ahead while one plays (a Range request of the data budget): the
  // visitor goes on once they are in, as one who watched a few seconds would.
  const fetchedAhead = page
    .waitForResponse((response) => /^bytes=0-\d+$/.test(response.request().headers().range ?? ''), { timeout: 30_000 })
    .then((response) => response.finished())
    .catch(() => console.log('  (d: nothing fetched ahead)'));
  await playFromLink(page, cdp, pages.free, profile, SITE_PLAY);
  await fetchedAhead;
  const before = await valueInPage(cdp, 'window.firstFrames.length');
  let pressedAt;
  if (profile.context.hasTouch) {
    // A phone goes on with a swipe up (a tap on the picture would pause it).
    pressedAt = await valueInPage(cdp, 'performance.now()');
    await swipeUp(cdp);
  } else {
    // The mouse moves over the player (its controls show), then clicks Next as soon as it is painted.
    const player = await valueInPage(
      cdp,
      `(() => { const box = document.querySelector('.player').getBoundingClientRect(); return { x: box.left + box.width / 2, y: box.top + box.height / 3 }; })()`,
    );
    await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', ...player });
    pressedAt = (await tapWhenPainted(cdp, 'button[aria-label="Next episode"]:not([disabled])', { input: 'mouse', timeout: 10_000 })).pageAt;
  }
  const frame = await waitInPage(cdp, `window.firstFrames.length > ${before} && window.firstFrames.at(-1).at`);
  return { ms: frame - pressedAt };
}

const bareHtml = (
  media,
  poster,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>bare</title></head><body style="margin:0">
<video id="bare-video" src="${media}" poster="${poster}" playsinline preload="auto" style="display:block;width:100%;aspect-ratio:9/16;background:#000"></video>
<button id="bare-play" type="button" style="position:absolute;top:40%;left:40%;font-size:2rem">Play</button></body></html>
`;

/**
 * The bare page, served if possible by the site's own server from the same origin: a file in dist/builds/, which the
 * server sends as it is (its security headers and no-cache included). When the site at `origin` does not answer it
 * (a BENCH_ORIGIN of another build), a node:http server on its own port sends the page and passes the media on to
 * the site with its Range header (page and file share one origin there too: the site's media answers are
 * same-origin only, Cross-Origin-Resource-Policy). Either way the browser reaches it through the profile's network.
 */
async function startBarePage(origin, pages) {
  const html = bareHtml(pages.media, pages.poster);
  const name = `bench-play-bare-${process.pid}.html`;
  const file = join(DIST, 'builds', name);
  if (existsSync(join(DIST, 'builds'))) {
    writeFileSync(file, html);
    const res = await fetchWithin(`${origin}/builds/${name}`, 10_000);
    if (res?.ok && (await res.text()) === html) {
      return { url: `${origin}/builds/${name}`, how: "the site's server, same origin (dist/builds/)", stop: async () => rmSync(file, { force: true }) };
    }
    rmSync(file, { force: true });
  }
  const port = await freePort();
  const server = createServer(async (req, res) => {
    if (!req.url.startsWith('/media/')) return res.writeHead(200, { 'content-type': 'text/html' }).end(html);
    const upstream = await fetch(`${origin}${req.url}`, { headers: req.headers.range ? { range: req.headers.range } : {} });
    const headers = Object.fromEntries([...upstream.headers].filter(([key]) => !['content-encoding', 'transfer-encoding', 'connection'].includes(key)));
    res.writeHead(upstream.status, headers).end(Buffer.from(await upstream.arrayBuffer()));
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/bare.html`,
    how: 'a node:http server on its own port, the media passed on to the site (the site did not serve dist/builds/ of this tree)',
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function api(origin, path, init) {
  const res = await fetch(`${origin}${path}`, init);
  const body = await res.json();
  if (body.code !== 0) throw new Error(`${path}: ${JSON.stringify(body).slice(0, 200)}`);
  return body.data;
}

async function pickEpisodes(origin) {
  const config = await api(origin, '/api/config');
  const filmId = 1;
  const list = await api(origin, `/api/films/episodes?film_id=${filmId}`);
  const byNumber = (n) => list.find((e) => e.episode_num === n);
  const free = byNumber(1);
  const locked = byNumber(config.free_episodes + 1);
  if (!free || !locked) throw new Error('film 1 needs its first episode and a locked one');
  const video = await api(origin, `/api/films/play/${filmId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ episode_num: 1 }),
  });
  const shortLink = await api(origin, '/api/short-url', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ original_url: `${origin}/playlet/${filmId}/videos/${free.id}.html` }),
  });
  return {
    free: `${origin}/playlet/${filmId}/videos/${free.id}.html`,
    locked: `${origin}/playlet/${filmId}/videos/${locked.id}.html`,
    lockedNumber: locked.episode_num,
    shortLink,
    media: new URL(video.url, origin).pathname,
    poster: new URL(video.poster_url, origin).pathname,
  };
}

/**
 * Asks the server once for each page a run opens, as the answered visitor asks for it (its page cache keys on the
 * privacy choice), so that no run pays a page's first render.
 */
async function warmUp(origin, pages, bare) {
  const headers = { cookie: `consent=v1.a1.m0.${Date.now()}`, 'accept-encoding': 'gzip, deflate, br' };
  for (const url of [pages.free, pages.locked, pages.shortLink, bare.url]) {
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
  }
}

async function runProfile(browser, profile, origin, pages, bare) {
  const cases = { a: [], b: [], c: [], d: [] };
  for (let pair = 1; pair <= PAIRS; pair++) {
    process.stdout.write(`  ${profile.name} pair ${pair}/${PAIRS}\r`);
    const order = pair % 2 === 1 ? ['site', 'bare'] : ['bare', 'site'];
    for (const [key, url] of [
      ['a', pages.free],
      ['b', pages.shortLink],
    ]) {
      const got = {};
      for (const who of order) {
        got[who] = await runInFreshContext(browser, profile, origin, (page, cdp) =>
          who === 'site' ? playFromLink(page, cdp, url, profile, SITE_PLAY) : playFromLink(page, cdp, bare.url, profile, BARE_PLAY),
        );
      }
      cases[key].push(got);
    }
    cases.c.push({ site: await runInFreshContext(browser, profile, origin, (page, cdp) => lockPanel(page, cdp, pages)) });
    cases.d.push({ site: await runInFreshContext(browser, profile, origin, (page, cdp) => nextEpisode(page, cdp, pages, profile)) });
  }
  return cases;
}

function printProfile(profile, cases) {
  const targets = profile.name === 'phone' ? { a: '<= 1.2x bare', b: '<= 1.2x bare', c: '< 1.5 s', d: '< 300 ms' } : {};
  const labels = {
    a: '(a) free episode URL -> first frame',
    b: '(b) short link -> first frame',
    c: '(c) locked episode URL -> lock panel',
    d: '(d) next episode -> first frame',
  };
  console.log(`\n${profile.label}, medians of ${PAIRS} alternating pairs (range):`);
  console.log('| case | site | bare page | site / bare (median of per-pair ratios) | Play touched at: site / bare | runs | target |');
  console.log('|---|---|---|---|---|---|---|');
  for (const key of ['a', 'b', 'c', 'd']) {
    const pairs = cases[key];
    const site = pairs.map((p) => p.site).filter(Boolean);
    const bare = pairs.map((p) => p.bare).filter(Boolean);
    const ms = (runs) => runs.map((r) => r.ms);
    const ratios = pairs.filter((p) => p.site && p.bare).map((p) => p.site.ms / p.bare.ms);
    const ratio = ratios.length ? `**${median(ratios).toFixed(2)}x**${range(ratios, (x) => x.toFixed(2))}` : '';
    const taps = site.some((r) => r.tapAt !== undefined)
      ? `${fmt(median(site.map((r) => r.tapAt)))} / ${bare.length ? fmt(median(bare.map((r) => r.tapAt))) : ''}`
      : '';
    const before = site.filter((r) => r.appReady === false).length;
    const tapNote = taps && before ? ` (${before} before the app)` : '';
    const runs = key === 'a' || key === 'b' ? `${ratios.length} pairs of ${PAIRS}` : `${site.length} of ${PAIRS}`;
    const bareCell = bare.length ? `${fmt(median(ms(bare)))}${range(ms(bare), seconds)}` : '';
    console.log(
      `| ${labels[key]} | ${fmt(median(ms(site)))}${range(ms(site), seconds)} | ${bareCell} | ${ratio} | ${taps}${tapNote} | ${runs} | ${targets[key] ?? ''} |`,
    );
  }
}

let site;
let bare;
let browser;
try {
  if (process.env.SKIP_BUILD !== '1' && !process.env.BENCH_ORIGIN) {
    step('building the site');
    const out = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
    if (out.status !== 0) process.exit(out.status ?? 1);
  }
  const loadBefore = load();
  console.log(`bench:play at ${commit()}, ${utcMinute()}; load average ${loadBefore} (1, 5, 15 min)`);
  let origin = process.env.BENCH_ORIGIN;
  if (!origin) {
    step('starting the site on a fresh embedded database');
    site = await startTsServer({
      // No access log (a line per request, relayed by this process): the bare page is served by the same server.
      env: {
        DATA_DIR: process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'bench-play-')),
        DATABASE_URL: '',
        NODE_ENV: 'production',
        ACCESS_LOG: process.env.ACCESS_LOG ?? 'off',
      },
    });
    origin = site.url;
  }
  const pages = await pickEpisodes(origin);
  bare = await startBarePage(origin, pages);
  console.log(`  free: ${pages.free}\n  locked: ${pages.locked}\n  short link: ${pages.shortLink}\n  media: ${pages.media}`);
  console.log(`  bare page: ${bare.url}, served by ${bare.how}`);
  await warmUp(origin, pages, bare);
  browser = await launchChromium(chromium);
  for (const profile of PROFILES) {
    step(`measuring: ${profile.name}, ${PAIRS} pairs`);
    printProfile(profile, await runProfile(browser, profile, origin, pages, bare));
  }
  console.log(`\nMeasured ${utcMinute()} at ${commit()}; load average ${loadBefore} at the start, ${load()} at the end.`);
} catch (error) {
  console.error(`\nbench:play failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  await browser?.close();
  await bare?.stop();
  await site?.stop();
}
