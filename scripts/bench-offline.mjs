#!/usr/bin/env node
// `npm run bench:offline`: does the service worker slow the episode's start (issue 35, item 5)? On the phone profile
// (scripts/lib/person-tap.mjs), a free episode URL -> first frame of the playing video, Play pressed as a person
// presses it, in a fresh browser context with service workers blocked (the site as it was before the worker) and
// one with them allowed, alternating (blocked first in odd pairs):
//   first visit:  nothing cached; with the worker allowed the page registers it once idle (after the first frame).
//   repeat visit: the same episode again in a new tab of the same context, once the worker controls the site (or,
//                 blocked, after the same wait): the HTTP cache alone against the worker's caches.
// Also counted: the requests the worker made on the first visit (its install and what it kept), and when it took
// control. PAIRS (5) pairs. Printed: medians (range) and the median of per-pair ratios worker / none, the load
// average at the start and the end, the commit and the date.
// Caveat: Chromium's CDP network throttling is set on the page; the worker's own fetches (its install, the public
// reads it answers) are not throttled, so the install's competition for the phone's bandwidth is counted in
// requests and bytes, not felt in time.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import {
  FIRST_FRAME_PROBES,
  PHONE,
  commit,
  fmt,
  launchChromium,
  load,
  median,
  range,
  seconds,
  playFromUrl,
  throttledPage,
  throttledTab,
  utcMinute,
  waitInPage,
} from './lib/person-tap.mjs';
import { startTsServer } from './lib/server-process.mjs';

const PAIRS = Number(process.env.PAIRS ?? 5);

async function firstFrame(page, cdp, url) {
  return (await playFromUrl(page, cdp, url, '.player__big-play')).frameAt;
}

/** One context: the first visit, then (worker in control, or the same wait) the repeat visit in a new tab. */
async function visitTwice(browser, origin, url, worker) {
  const { context, page, cdp } = await throttledPage(browser, PHONE, {
    origin,
    initScripts: [FIRST_FRAME_PROBES],
    contextOptions: { serviceWorkers: worker ? 'allow' : 'block' },
  });
  const workerRequests = [];
  context.on('request', (request) => {
    if (request.serviceWorker()) workerRequests.push(request);
  });
  try {
    const first = await firstFrame(page, cdp, url);
    let controlledAt;
    if (worker) {
      controlledAt = await waitInPage(cdp, 'navigator.serviceWorker.controller ? performance.now() : null', { every: 100 });
    }
    // The worker keeps what the page opened; the HTTP cache needs no wait: the same pause for both.
    await page.waitForTimeout(3_000);
    const bytes = (await Promise.all(workerRequests.map(async (request) => (await (await request.response())?.body().catch(() => null))?.length ?? 0))).reduce(
      (sum, size) => sum + size,
      0,
    );
    const installRequests = workerRequests.length;
    await page.close();
    const again = await throttledTab(context, PHONE);
    const repeat = await firstFrame(again.page, again.cdp, url);
    return { first, repeat, controlledAt, installRequests, bytes };
  } catch (error) {
    console.log(`  (a run failed: ${error.message.split('\n')[0]})`);
    return null;
  } finally {
    await context.close();
  }
}

async function freeEpisode(origin) {
  const res = await fetch(`${origin}/api/films/episodes?film_id=1`);
  const list = (await res.json()).data;
  return `${origin}/playlet/1/videos/${list.find((episode) => episode.episode_num === 1).id}.html`;
}

let site;
let browser;
try {
  if (process.env.SKIP_BUILD !== '1' && !process.env.BENCH_ORIGIN) {
    const out = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
    if (out.status !== 0) process.exit(out.status ?? 1);
  }
  const loadBefore = load();
  console.log(`bench:offline at ${commit()}, ${utcMinute()}; load average ${loadBefore} (1, 5, 15 min)`);
  let origin = process.env.BENCH_ORIGIN;
  if (!origin) {
    site = await startTsServer({
      env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-offline-')), DATABASE_URL: '', NODE_ENV: 'production', ACCESS_LOG: 'off' },
    });
    origin = site.url;
  }
  const url = await freeEpisode(origin);
  // The server's page cache warm, as on a live site.
  await (await fetch(url, { headers: { cookie: `consent=v1.a1.m0.${Date.now()}`, 'accept-encoding': 'gzip' } })).arrayBuffer();
  browser = await launchChromium(chromium);
  const runs = { none: [], worker: [] };
  for (let pair = 1; pair <= PAIRS; pair++) {
    process.stdout.write(`  pair ${pair}/${PAIRS}\r`);
    for (const worker of pair % 2 === 1 ? [false, true] : [true, false]) runs[worker ? 'worker' : 'none'].push(await visitTwice(browser, origin, url, worker));
  }
  console.log(`\n${PHONE.label}, free episode URL -> first frame, medians of ${PAIRS} alternating pairs (range):`);
  console.log('| visit | no worker (blocked) | worker allowed | worker / none (median of per-pair ratios) |');
  console.log('|---|---|---|---|');
  for (const key of ['first', 'repeat']) {
    const none = runs.none.filter(Boolean).map((run) => run[key]);
    const worker = runs.worker.filter(Boolean).map((run) => run[key]);
    const ratios = runs.none.map((run, i) => (run && runs.worker[i] ? runs.worker[i][key] / run[key] : null)).filter((x) => x !== null);
    console.log(
      `| ${key} visit | ${fmt(median(none))}${range(none, seconds)} | ${fmt(median(worker))}${range(worker, seconds)} | ${median(ratios).toFixed(2)}x${range(ratios, (x) => x.toFixed(2))} |`,
    );
  }
  const worked = runs.worker.filter(Boolean);
  console.log(
    `\nWorker in control at ${fmt(median(worked.map((run) => run.controlledAt)))} (page time, median); on the first visit it made ${median(worked.map((run) => run.installRequests))} requests, ${(median(worked.map((run) => run.bytes)) / 1024).toFixed(0)} KB of bodies (median; most answered by the HTTP cache).`,
  );
  console.log(`Measured ${utcMinute()} at ${commit()}; load average ${loadBefore} at the start, ${load()} at the end.`);
} catch (error) {
  console.error(`\nbench:offline failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  await browser?.close();
  await site?.stop();
}
