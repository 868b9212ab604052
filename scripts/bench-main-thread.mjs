#!/usr/bin/env node
// `npm run bench:main-thread`: how long the app keeps a phone's main thread busy once the page has painted (issue 32,
// item 4), in a real trace rather than Lighthouse's simulation (whose TBT on this kind of host spreads 300-1,300 ms
// between runs of one build). Phone profile (390x844 touch, 4x CPU, 150 ms round trip, 1.6 Mbit/s down), a fresh
// context per run, a CDP trace from the navigation to WAIT_MS after load; printed per page and site: medians of the
// blocking time after the first contentful paint (the sum of each task's time beyond 50 ms), of the number of
// tasks of 50 ms and more, and of the main thread's busy time (its top-level tasks) after that paint.
// Two or more sites (other builds on their own servers) alternate run by run, so builds are compared in the same run.
// Usage: RUNS=10 node scripts/bench-main-thread.mjs <page path> <origin> [<origin of another build> ...]
import { chromium } from '@playwright/test';
import { PHONE, commit, launchChromium, load, median, throttledPage, utcMinute } from './lib/person-tap.mjs';
import { traceMainThread } from './lib/main-thread-trace.mjs';

const RUNS = Number(process.env.RUNS ?? 8);
const WAIT_MS = Number(process.env.WAIT_MS ?? 6000);
const [path, ...origins] = process.argv.slice(2);
if (!path || origins.length === 0) throw new Error('usage: node scripts/bench-main-thread.mjs <page path> <origin> [<another build’s origin> ...]');

/** One cold load, traced: the blocking time, long tasks and busy time after the first contentful paint. */
async function tracedLoad(browser, origin) {
  const { context, page, cdp } = await throttledPage(browser, PHONE, { origin });
  try {
    const { start, events, tasks } = await traceMainThread(cdp, async () => {
      await page.goto(origin + path, { waitUntil: 'load' });
      await page.waitForTimeout(WAIT_MS);
    });
    const paint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === start.pid);
    if (!paint) throw new Error('no firstContentfulPaint in the trace');
    const painted = tasks.filter((e) => e.ts >= paint.ts);
    const ms = (e) => e.dur / 1000;
    return {
      blocking: painted.reduce((sum, e) => sum + Math.max(0, ms(e) - 50), 0),
      long: painted.filter((e) => ms(e) >= 50).length,
      busy: painted.reduce((sum, e) => sum + ms(e), 0),
    };
  } catch (error) {
    console.log(`  (a run failed: ${error.message.split('\n')[0]})`);
    return null;
  } finally {
    await context.close();
  }
}

const browser = await launchChromium(chromium);
const results = new Map(origins.map((origin) => [origin, []]));
try {
  for (let run = 0; run < RUNS; run++) {
    // Alternating order, so neither build always goes first on a warming machine.
    for (const origin of run % 2 ? [...origins].reverse() : origins) {
      const figures = await tracedLoad(browser, origin);
      if (figures) results.get(origin).push(figures);
    }
  }
} finally {
  await browser.close();
}

const whole = (x) => (Number.isFinite(x) ? Math.round(x) : 'n/a');
console.log(`\nMain thread after the first contentful paint, ${path}, phone profile, ${RUNS} alternating runs (${utcMinute()}, ${commit()}, load ${load()}):`);
console.log('| site | blocking time (tasks beyond 50 ms) | tasks >= 50 ms | busy | runs |');
console.log('|---|---|---|---|---|');
for (const [origin, runs] of results) {
  const of = (key) => runs.map((r) => r[key]);
  console.log(
    `| ${origin} | ${whole(median(of('blocking')))} ms (${of('blocking').map(whole).join(' ')}) | ${whole(median(of('long')))} | ${whole(median(of('busy')))} ms | ${runs.length} |`,
  );
}
