#!/usr/bin/env node
// `npm run bench:feed`: how fast the "For you" feed moves (issue 34), measured as a person taps, on the phone profile
// (390x844 touch, 4x CPU slowdown, 150 ms round trip, 1.6 Mbit/s down), a fresh context per run, the privacy choices
// answered (lib/person-tap.mjs):
//   (a) the feed's link -> first frame of its first drama, Play touched as soon as it is painted, against a bare page
//       (the same file in a <video preload=auto> with a Play button, served by the site's server from dist/builds/)
//   (b) a swipe up from that playing drama -> first frame of the next drama, whose opening stood by (the visitor
//       swipes once the stand-by element has its metadata and the drama has played 2 s)
// PAIRS (5) pairs, site and bare page alternating (site first in odd pairs). Printed: medians with ranges, the median
// of the per-pair ratios site / bare, the commit, the date and the load average. First frame: requestVideoFrameCallback
// with mediaTime > 0 while the video is not paused, in page time. BENCH_ORIGIN measures a running site instead.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import {
  PHONE,
  commit,
  fmt,
  launchChromium,
  load,
  median,
  range,
  runInFreshContext,
  seconds,
  tapWhenPainted,
  utcMinute,
  valueInPage,
  waitInPage,
} from './lib/person-tap.mjs';
import { fetchWithin, startTsServer } from './lib/server-process.mjs';

const PAIRS = Number(process.env.PAIRS ?? 5);
const DIST = fileURLToPath(new URL('../dist', import.meta.url));

async function playFromLink(page, cdp, url, playSelector) {
  await page.goto(url, { waitUntil: 'commit' });
  const tap = await tapWhenPainted(cdp, playSelector);
  return { ms: await step(cdp, 'first frame after the tap', 'window.firstFrames[0]?.at'), tapAt: tap.pageAt };
}

/** Waits for `expression` in the page (through CDP, lib/person-tap.mjs); a timeout names the step, so a run that is not recorded says why. */
async function step(cdp, name, expression) {
  try {
    return await waitInPage(cdp, expression, { every: 100 });
  } catch (error) {
    throw new Error(`${name}: ${error.message.split('\n')[0]}`);
  }
}

async function swipeToNext(page, cdp, feedUrl) {
  await playFromLink(page, cdp, feedUrl, '.feed__play');
  // The next drama's opening stands by once one plays and the head of its file is in the cache (preload=metadata):
  // the visitor swipes once it has its metadata and the playing drama has run two seconds, as one who watched a
  // little would.
  await step(cdp, 'stand-by element with metadata', `document.querySelector('video.feed__standby')?.readyState >= 1`);
  await step(cdp, 'two seconds played', `document.querySelector('video.feed__video')?.currentTime >= 2`);
  const before = await valueInPage(cdp, 'window.firstFrames.length');
  const pressedAt = await valueInPage(cdp, 'performance.now()');
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 195, y: 500 }] });
  for (let at = 1; at <= 5; at++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: 195, y: 500 - at * 50 }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  const frame = await step(cdp, 'first frame after the swipe', `window.firstFrames.length > ${before} && window.firstFrames.at(-1).at`);
  return { ms: frame - pressedAt };
}

const bareHtml = (
  media,
  poster,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>bare</title></head><body style="margin:0">
<video id="bare-video" src="${media}" poster="${poster}" playsinline preload="auto" style="display:block;width:100%;aspect-ratio:9/16;background:#000"></video>
<button id="bare-play" type="button" style="position:absolute;top:40%;left:40%;font-size:2rem">Play</button></body></html>
`;

let site;
let browser;
let bareFile;
try {
  if (process.env.SKIP_BUILD !== '1' && !process.env.BENCH_ORIGIN) {
    const out = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
    if (out.status !== 0) process.exit(out.status ?? 1);
  }
  const loadBefore = load();
  console.log(`bench:feed at ${commit()}, ${utcMinute()}; load average ${loadBefore} (1, 5, 15 min)`);
  let origin = process.env.BENCH_ORIGIN;
  if (!origin) {
    site = await startTsServer({
      env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-feed-')), DATABASE_URL: '', NODE_ENV: 'production', ACCESS_LOG: 'off' },
    });
    origin = site.url;
  }
  const feedUrl = `${origin}/feed.html`;
  const first = (await (await fetch(`${origin}/api/films/feed?limit=1`)).json()).data.items[0];
  const name = `bench-feed-bare-${process.pid}.html`;
  bareFile = join(DIST, 'builds', name);
  writeFileSync(bareFile, bareHtml(new URL(first.episode.url, origin).pathname, new URL(first.episode.poster_url, origin).pathname));
  const bareUrl = `${origin}/builds/${name}`;
  if (!(await fetchWithin(bareUrl, 10_000))?.ok) throw new Error('the site does not serve dist/builds/ (BENCH_ORIGIN of another build?)');
  const headers = { cookie: `consent=v1.a1.m0.${Date.now()}`, 'accept-encoding': 'gzip, deflate, br' };
  for (const url of [feedUrl, bareUrl]) await (await fetch(url, { headers })).arrayBuffer();
  console.log(`  feed: ${feedUrl} (first drama ${first.film.id}, ${first.episode.url}); bare page: ${bareUrl}`);

  browser = await launchChromium(chromium);
  const pairs = [];
  const swipes = [];
  for (let pair = 1; pair <= PAIRS; pair++) {
    process.stdout.write(`  pair ${pair}/${PAIRS}\r`);
    const order = pair % 2 === 1 ? ['site', 'bare'] : ['bare', 'site'];
    const got = {};
    for (const who of order) {
      got[who] = await runInFreshContext(browser, PHONE, origin, (page, cdp) =>
        who === 'site' ? playFromLink(page, cdp, feedUrl, '.feed__play') : playFromLink(page, cdp, bareUrl, '#bare-play'),
      );
    }
    pairs.push(got);
    swipes.push(await runInFreshContext(browser, PHONE, origin, (page, cdp) => swipeToNext(page, cdp, feedUrl)));
  }
  const site_ = pairs.map((p) => p.site).filter(Boolean);
  const bare_ = pairs.map((p) => p.bare).filter(Boolean);
  const ratios = pairs.filter((p) => p.site && p.bare).map((p) => p.site.ms / p.bare.ms);
  const swipeMs = swipes.filter(Boolean).map((r) => r.ms);
  console.log(`\n${PHONE.label}, medians of ${PAIRS} alternating pairs (range):`);
  console.log('| case | site | bare page | site / bare (median of per-pair ratios) | Play touched at: site / bare | runs | target |');
  console.log('|---|---|---|---|---|---|---|');
  const ms = (runs) => runs.map((r) => r.ms);
  console.log(
    `| (a) feed link -> first frame | ${fmt(median(ms(site_)))}${range(ms(site_), seconds)} | ${fmt(median(ms(bare_)))}${range(ms(bare_), seconds)} | **${median(ratios).toFixed(2)}x**${range(ratios, (x) => x.toFixed(2))} | ${fmt(median(site_.map((r) => r.tapAt)))} / ${fmt(median(bare_.map((r) => r.tapAt)))} | ${ratios.length} pairs of ${PAIRS} | <= 1.2x bare |`,
  );
  console.log(`| (b) swipe -> next drama's first frame | ${fmt(median(swipeMs))}${range(swipeMs, seconds)} | | | | ${swipeMs.length} of ${PAIRS} | < 300 ms |`);
  console.log(`\nMeasured ${utcMinute()} at ${commit()}; load average ${loadBefore} at the start, ${load()} at the end.`);
} catch (error) {
  console.error(`\nbench:feed failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  await browser?.close();
  if (bareFile) rmSync(bareFile, { force: true });
  await site?.stop();
}
