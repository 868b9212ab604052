#!/usr/bin/env node
// `npm run bench:landing-thread`: how busy the main thread is on an episode landing (issue 32, item 1): what the page
// makes a phone's main thread do before the touch on Play and between it and the first frame. Phone profile (390x844
// touch, 4x CPU, 150 ms round trip, 1.6 Mbit/s down), a fresh context per run, Play touched as soon as it is painted
// (person-tap.mjs), a CDP trace of the page; printed per site: medians of the touch, the first frame, and the main
// thread's busy time (the sum of its top-level tasks) from the navigation to the touch and from the touch to the
// first frame.
// Two or more sites (other builds on their own servers) alternate run by run: busy times stretch with the machine's
// load as the landing's times do, so builds are compared in the same run.
// Usage: RUNS=8 node scripts/bench-landing-thread.mjs <episode URL> [<episode URL of another build> ...]
import { chromium } from '@playwright/test';
import { FIRST_FRAME_PROBES, PHONE, commit, launchChromium, load, median, playFromUrl, throttledPage, utcMinute } from './lib/person-tap.mjs';
import { traceMainThread } from './lib/main-thread-trace.mjs';

const RUNS = Number(process.env.RUNS ?? 8);
const urls = process.argv.slice(2);
if (urls.length === 0) throw new Error('usage: node scripts/bench-landing-thread.mjs <episode URL> [<another build’s episode URL> ...]');

/** One landing, traced: the touch, the first frame, and the main thread's busy time before and after the touch. */
async function tracedLanding(browser, url) {
  const { context, page, cdp } = await throttledPage(browser, PHONE, { origin: new URL(url).origin, initScripts: [FIRST_FRAME_PROBES] });
  try {
    const { result, start, tasks } = await traceMainThread(cdp, () => playFromUrl(page, cdp, url, '.player__big-play'));
    const { tap, frameAt } = result;
    const at = (ts) => (ts - start.ts) / 1000;
    const busy = (from, to) => tasks.reduce((sum, e) => sum + Math.max(0, Math.min(at(e.ts + e.dur), to) - Math.max(at(e.ts), from)), 0);
    return { tap: tap.pageAt, frame: frameAt, beforeTap: busy(0, tap.pageAt), tapToFrame: busy(tap.pageAt, frameAt) };
  } catch (error) {
    console.log(`  (a run failed: ${error.message.split('\n')[0]})`);
    return null;
  } finally {
    await context.close();
  }
}

const before = load();
const browser = await launchChromium(chromium);
const runs = new Map(urls.map((url) => [url, []]));
for (let round = 0; round < RUNS; round++) {
  for (const url of round % 2 ? [...urls].reverse() : urls) {
    const got = await tracedLanding(browser, url);
    if (got) runs.get(url).push(got);
  }
}
await browser.close();
const ms = (xs) => `${Math.round(median(xs))} ms`;
console.log(`\n${PHONE.label}, medians of ${RUNS} alternating runs:`);
console.log('| site | runs | Play touched | first frame | main thread busy before the touch | busy from the touch to the first frame |');
console.log('|---|---|---|---|---|---|');
for (const [url, got] of runs) {
  const column = (key) => ms(got.map((run) => run[key]));
  console.log(`| ${url} | ${got.length} | ${column('tap')} | ${column('frame')} | ${column('beforeTap')} | ${column('tapToFrame')} |`);
}
console.log(`\nMeasured ${utcMinute()} at ${commit()}; load average ${before} before, ${load()} after.`);
