#!/usr/bin/env node
// `npm run bench:play`: how fast a visitor gets a moving picture (issue 19). A fresh browser per run, on the phone
// profile (390x844 touch, 4x CPU slowdown, 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) and at 1440x900
// without throttling. Each case is measured next to a bare page in the same run (a <video> of the same file and a
// Play button, nothing else). Figures only: medians and ranges of RUNS runs, printed with the ratios and targets.
//   (a) free episode URL -> first frame of the playing video, pressing Play as soon as it is there
//   (b) the share dialog's short link -> first frame (the redirect included)
//   (c) a locked episode URL -> lock panel visible
//   (d) "next episode" (a swipe on the phone, the Next button on the desktop) from a playing episode whose next
//       episode was fetched ahead -> first frame of the next
// First frame: requestVideoFrameCallback with mediaTime > 0 while the video is not paused, in page time.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { freePort, startTsServer } from './lib/server-process.mjs';

const RUNS = Number(process.env.RUNS ?? 7);
const chromePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
if (!chromePath) throw new Error('No Chromium: apt-get install chromium, or set CHROMIUM_PATH.');

const PHONE = {
  name: 'phone',
  context: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  network: { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 },
  cpu: 4,
};
const DESKTOP = { name: 'desktop', context: { viewport: { width: 1440, height: 900 } }, network: null, cpu: 1 };

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (ms) => (ms === undefined || Number.isNaN(ms) ? 'n/a' : `${(ms / 1000).toFixed(2)} s`);
const step = (text) => console.log(`\n> ${text}`);

/** Hooks every <video> of the page: the page time of its first frame shown while playing. */
const FIRST_FRAME_PROBE = () => {
  window.firstFrames = [];
  const hook = (video) => {
    if (video.firstFrameHooked) return;
    video.firstFrameHooked = true;
    const onFrame = (now, meta) => {
      if (meta.mediaTime > 0 && !video.paused) window.firstFrames.push({ at: now, src: video.currentSrc });
      else video.requestVideoFrameCallback(onFrame);
    };
    video.requestVideoFrameCallback(onFrame);
    // A new source in the same element is a new first frame to wait for.
    video.addEventListener('emptied', () => {
      video.firstFrameHooked = false;
      hook(video);
    });
  };
  new MutationObserver(() => document.querySelectorAll('video').forEach(hook)).observe(document, { childList: true, subtree: true });
};

async function newPage(browser, profile) {
  const context = await browser.newContext(profile.context);
  await context.addInitScript(FIRST_FRAME_PROBE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (profile.network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', profile.network);
  }
  if (profile.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  return { context, page };
}

const press = (page, locator, profile) => (profile.context.hasTouch ? locator.tap() : locator.click());

/** Opens `url`, presses the first Play control as soon as it shows, and answers the page time of the first frame. */
async function firstFrameAfterPlay(page, url, profile, playButton) {
  await page.goto(url, { waitUntil: 'commit' });
  const play = playButton(page);
  await play.waitFor({ state: 'visible', timeout: 60_000 });
  await press(page, play, profile).catch(() => undefined);
  await page.waitForFunction(() => window.firstFrames.length > 0, null, { timeout: 60_000, polling: 50 });
  return page.evaluate(() => window.firstFrames[0].at);
}

/** A swipe up over the player through the browser's touch pipeline (the phone's "next episode"). */
async function swipeUp(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 195, y: 600 }] });
  for (let step = 1; step <= 5; step++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: 195 + step, y: 600 - step * 70 }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

const sitePlay = (page) => page.locator('.player__big-play, [data-play-before-app]').first();
const barePlay = (page) => page.locator('#play');

async function measure(browser, profile, fn) {
  const { context, page } = await newPage(browser, profile);
  try {
    return await fn(page);
  } catch (error) {
    console.log(`  (a run failed: ${error.message.split('\n')[0]})`);
    return NaN;
  } finally {
    await context.close();
  }
}

/**
 * A bare page on its own port: the episode's file in a <video> with a Play button, nothing else. Its media comes
 * through this port too (passed on to the site with its Range header), so page and file share one origin as on
 * the site: the site's media answers are same-origin only (Cross-Origin-Resource-Policy).
 */
async function startBarePage(origin, mediaPath, posterPath) {
  const port = await freePort();
  const html = `<!doctype html><html><head><meta name="viewport" content="width=device-width"><title>bare</title></head><body style="margin:0">
<video id="v" src="${mediaPath}" poster="${posterPath}" playsinline preload="auto" style="width:100%;aspect-ratio:9/16;background:#000"></video>
<button id="play" style="position:absolute;top:40%;left:40%;font-size:2rem" onclick="document.getElementById('v').play()">Play</button></body></html>`;
  const server = createServer(async (req, res) => {
    if (!req.url.startsWith('/media/')) return res.writeHead(200, { 'content-type': 'text/html' }).end(html);
    const upstream = await fetch(`${origin}${req.url}`, { headers: req.headers.range ? { range: req.headers.range } : {} });
    const headers = Object.fromEntries([...upstream.headers].filter(([name]) => !['content-encoding', 'transfer-encoding', 'connection'].includes(name)));
    res.writeHead(upstream.status, headers).end(Buffer.from(await upstream.arrayBuffer()));
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}/bare.html`, stop: () => new Promise((resolve) => server.close(resolve)) };
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

async function runProfile(browser, profile, pages, bare) {
  const cases = {
    a: { site: [], bare: [] },
    b: { site: [], bare: [] },
    c: { site: [] },
    d: { site: [] },
  };
  for (let run = 1; run <= RUNS; run++) {
    process.stdout.write(`  ${profile.name} run ${run}/${RUNS}\r`);
    cases.a.bare.push(await measure(browser, profile, (page) => firstFrameAfterPlay(page, bare.url, profile, barePlay)));
    cases.a.site.push(await measure(browser, profile, (page) => firstFrameAfterPlay(page, pages.free, profile, sitePlay)));
    cases.b.site.push(await measure(browser, profile, (page) => firstFrameAfterPlay(page, pages.shortLink, profile, sitePlay)));
    cases.c.site.push(
      await measure(browser, profile, async (page) => {
        await page.goto(pages.locked, { waitUntil: 'commit' });
        await page.getByRole('region', { name: `Episode ${pages.lockedNumber} is locked` }).waitFor({ timeout: 60_000 });
        return page.evaluate(() => performance.now());
      }),
    );
    cases.d.site.push(
      await measure(browser, profile, async (page) => {
        // The next episode's first bytes are fetched ahead while one plays (a Range request of the data budget):
        // the visitor goes on once they are in, as one who watched a few seconds would.
        const fetchedAhead = page
          .waitForResponse((response) => /^bytes=0-\d+$/.test(response.request().headers().range ?? ''), { timeout: 30_000 })
          .then((response) => response.finished())
          .catch(() => console.log('  (d: nothing fetched ahead)'));
        await firstFrameAfterPlay(page, pages.free, profile, sitePlay);
        await fetchedAhead;
        const player = page.getByRole('region', { name: /Video player/ });
        const before = await page.evaluate(() => window.firstFrames.length);
        let pressedAt;
        if (profile.context.hasTouch) {
          // A phone goes on with a swipe up (a tap on the picture would pause it).
          pressedAt = await page.evaluate(() => performance.now());
          await swipeUp(page);
        } else {
          await player.hover();
          const next = player.getByRole('button', { name: 'Next episode' });
          await next.waitFor({ state: 'visible', timeout: 10_000 });
          pressedAt = await page.evaluate(() => performance.now());
          await press(page, next, profile);
        }
        await page.waitForFunction((count) => window.firstFrames.length > count, before, { timeout: 60_000, polling: 50 });
        return page.evaluate((start) => window.firstFrames.at(-1).at - start, pressedAt);
      }),
    );
  }
  cases.b.bare = cases.a.bare;
  return cases;
}

function printProfile(profile, cases) {
  const targets = profile.name === 'phone' ? { a: '<= 1.5x bare', b: '<= 1.5x bare', c: '< 1.5 s', d: '< 300 ms' } : {};
  const labels = {
    a: '(a) free episode URL -> first frame',
    b: '(b) short link -> first frame',
    c: '(c) locked episode URL -> lock panel',
    d: '(d) next episode -> first frame',
  };
  console.log(
    `\n${profile.name === 'phone' ? 'Phone profile (390x844, 4x CPU, 150 ms RTT, 1.6 Mbit/s down)' : 'Desktop 1440x900, no throttling'}, medians of ${RUNS} (range):`,
  );
  console.log('| case | site | bare page | site / bare | target |');
  console.log('|---|---|---|---|---|');
  for (const key of ['a', 'b', 'c', 'd']) {
    const site = cases[key].site.filter((x) => !Number.isNaN(x));
    const bare = (cases[key].bare ?? []).filter((x) => !Number.isNaN(x));
    const range = (xs) => (xs.length ? ` (${fmt(Math.min(...xs))}-${fmt(Math.max(...xs))})` : '');
    const ratio = bare.length && site.length ? `${(median(site) / median(bare)).toFixed(2)}x` : '';
    console.log(
      `| ${labels[key]} | ${fmt(median(site))}${range(site)} | ${bare.length ? fmt(median(bare)) + range(bare) : ''} | ${ratio} | ${targets[key] ?? ''} |`,
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
  let origin = process.env.BENCH_ORIGIN;
  if (!origin) {
    step('starting the site on a fresh embedded database');
    site = await startTsServer({
      env: { DATA_DIR: process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'bench-play-')), DATABASE_URL: '', NODE_ENV: 'production' },
    });
    origin = site.url;
  }
  const pages = await pickEpisodes(origin);
  bare = await startBarePage(origin, pages.media, pages.poster);
  console.log(`  free: ${pages.free}\n  locked: ${pages.locked}\n  short link: ${pages.shortLink}\n  media: ${pages.media}`);
  browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-dev-shm-usage', '--autoplay-policy=user-gesture-required'] });
  for (const profile of [PHONE, DESKTOP]) {
    step(`measuring: ${profile.name}`);
    printProfile(profile, await runProfile(browser, profile, pages, bare));
  }
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
  console.log(`\nMeasured ${new Date().toISOString().slice(0, 10)} at ${commit}.`);
} catch (error) {
  console.error(`\nbench:play failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  await browser?.close();
  await bare?.stop();
  await site?.stop();
}
