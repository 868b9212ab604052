#!/usr/bin/env -S npx tsx
/*
 * `npm run test:engines [-- --engine webkit] [--journey <part of a name>] [--repeat N] [--screenshots]`: the visitor journeys of
 * tests/engines/journeys/ in Chromium, Firefox and WebKit (Safari's engine), against the built site (`vite build`
 * first) on a fresh embedded database, the way scripts/e2e-server.mjs serves it to the Playwright suite. Each engine's
 * browser reaches the site through the page-error proxy (tests/engines/page-error-proxy.ts); a journey fails on any
 * page error the engine saw. Prints a line per journey and a closing line per engine, writes the counts to
 * test-results/engines.json (npm test adds them to its totals), and exits non-zero on any failure, including an
 * engine whose browser is not installed (the message names its Debian package; no engine is skipped).
 * With --screenshots the journeys also write their key screens to docs/screenshots/<engine>/. With --repeat N each
 * chosen journey runs N times in a row (to chase a failure seen once).
 * Ports: ENGINES_PORT (default E2E_PORT, else 3100) for the site, +1 for the proxy, +2 for WebKitWebDriver.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startChromium } from '../tests/engines/adapters/chromium.adapter';
import { EngineMissing } from '../tests/engines/adapters/engine-missing';
import { startFirefox } from '../tests/engines/adapters/firefox.adapter';
import { startWebKit } from '../tests/engines/adapters/webkit.adapter';
import { ENGINE_NAMES, type Engine, type EngineName, type EngineSession } from '../tests/engines/engine-session';
import { JOURNEYS } from '../tests/engines/journeys/all-journeys';
import type { JourneyContext } from '../tests/engines/journeys/journey';
import { startPageErrorProxy } from '../tests/engines/page-error-proxy';

const JOURNEY_TIMEOUT_MS = 180_000;
const { values } = parseArgs({
  options: {
    engine: { type: 'string', multiple: true },
    journey: { type: 'string' },
    screenshots: { type: 'boolean', default: false },
    repeat: { type: 'string', default: '1' },
    // An already running site (scripts/e2e-server.mjs with SITE_ENV below), for a quicker rerun.
    site: { type: 'string' },
  },
});
const engines = (values.engine ?? [...ENGINE_NAMES]).flatMap((value) => value.split(',')) as EngineName[];
for (const engine of engines) {
  if (!ENGINE_NAMES.includes(engine)) {
    console.error(`engine journeys: unknown engine "${engine}" (one of ${ENGINE_NAMES.join(', ')})`);
    process.exit(2);
  }
}
const chosen = JOURNEYS.filter((journey) => !values.journey || journey.name.includes(values.journey));
const repeat = Number(values.repeat);
if (!Number.isInteger(repeat) || repeat < 1) {
  console.error(`engine journeys: --repeat takes a whole number of runs, not "${values.repeat}"`);
  process.exit(2);
}
const journeys = Array.from({ length: repeat }, () => chosen).flat();
if (!journeys.length) {
  console.error(`engine journeys: no journey's name contains "${values.journey}"`);
  process.exit(2);
}
if (!values.site && !existsSync('dist/server/server-entry.js')) {
  console.error('engine journeys: the site is not built; run `npx vite build` first (npm test does).');
  process.exit(2);
}

const basePort = Number(process.env.ENGINES_PORT ?? process.env.E2E_PORT ?? 3100);
const site = values.site ?? `http://127.0.0.1:${basePort}`;
const started = Date.now();
const proxyPort = basePort + 1;
/** The site's settings: the Playwright suite's, and the proxy's origin as its public one. */
const SITE_ENV = { ADMIN_EMAILS: 'operator@example.com', COMMENT_REPORT_THRESHOLD: '2', PUBLIC_ORIGIN: `http://127.0.0.1:${proxyPort}` };

/** The built site on a fresh embedded database, with the Playwright suite's settings. */
async function startSite(): Promise<ChildProcess | undefined> {
  if (values.site) return undefined;
  // Its own process group, so stopping it ends the server it starts too.
  const child = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    // Behind the proxy as behind any reverse proxy: the public origin (links, short links) is the proxy's.
    env: { ...process.env, ...SITE_ENV, PORT: String(basePort), HOST: '127.0.0.1' },
  });
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the site exited (${child.exitCode}) before answering; is port ${basePort} free?`);
    const answer = await fetch(`${site}/api/config`, { signal: AbortSignal.timeout(2000) }).catch(() => undefined);
    if (answer?.ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stopGroup(child);
  throw new Error(`the site did not answer at ${site} within 300 s`);
}

function stopGroup(child: ChildProcess | undefined): void {
  if (child?.pid && child.exitCode === null) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

function start(name: EngineName): Promise<Engine> {
  if (name === 'chromium') return startChromium();
  if (name === 'firefox') return startFirefox();
  return startWebKit(basePort + 2);
}

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} took more than ${ms / 1000} s`)), ms)));
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const indent = (message: string) =>
  message
    .split('\n')
    .map((line) => `      ${line}`)
    .join('\n');

const siteProcess = await startSite();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopGroup(siteProcess);
    // Each engine's stop ends its processes synchronously first (the WebKit driver's group; puppeteer's browsers).
    void running?.stop();
    process.exit(130);
  });
}
const proxy = await startPageErrorProxy(site, proxyPort);
let running: Engine | undefined;
const totals = { passed: 0, failed: 0 };
const closing: string[] = [];
const limitations: string[] = [];

for (const name of engines) {
  const engineStarted = Date.now();
  const counts = { passed: 0, failed: 0 };
  console.log(`\n--- ${name} ---`);
  let engine: Engine;
  try {
    engine = await start(name);
    running = engine;
  } catch (error) {
    const message =
      error instanceof EngineMissing ? error.message : `${name}: the browser did not start: ${error instanceof Error ? error.stack : String(error)}`;
    console.error(`  ✗ ${message}`);
    counts.failed += 1;
    totals.failed += 1;
    closing.push(`${name}: ${counts.passed} passed, ${counts.failed} failed (browser missing or not starting)`);
    continue;
  }
  const shots = join('docs', 'screenshots', name);
  if (values.screenshots) mkdirSync(shots, { recursive: true });
  for (const journey of journeys) {
    const journeyStarted = Date.now();
    const found: string[] = [];
    const context: JourneyContext = {
      engine: name,
      site,
      can: (capability) => !engine.cannot.has(capability),
      limitation: (what) => found.push(what),
      media: () => proxy.media(),
      dropDownloads: (path, count) => proxy.drop(path, count),
      shot: async (session, screen) => {
        if (values.screenshots) await session.screenshot(join(shots, `${screen}.png`));
      },
    };
    let session: EngineSession | undefined;
    let native: string[] | undefined;
    let failure: string | undefined;
    proxy.take();
    try {
      session = await engine.open(proxy.origin);
      await withTimeout(journey.run(session, context), JOURNEY_TIMEOUT_MS, 'the journey');
      // The driver's own reports are taken before the page goes: Firefox reports fetches its worker had in hand as
      // failed when their page unloads (a CI run), which no visitor sees.
      native = session.nativeErrors();
      // The page unloads before its session closes (EngineSession.leave), so what it does as it goes counts here.
      await withTimeout(session.leave(), 30_000, 'leaving the page');
      // Reports sent as the page went (a beacon) arrive a moment later.
      await new Promise((resolve) => setTimeout(resolve, 300));
    } catch (error) {
      failure = error instanceof Error ? (error.stack ?? error.message) : String(error);
      if (session && process.env.ENGINES_FAILURE_SHOTS !== '0') {
        mkdirSync('test-results/engines', { recursive: true });
        const file = join('test-results', 'engines', `${name}-${journey.name.replace(/[^a-z0-9]+/gi, '-')}.png`);
        await session
          .screenshot(file)
          .then(() => (failure += `\n(screenshot: ${file})`))
          .catch(() => undefined);
      }
    }
    const pageErrors = [...proxy.take(), ...(native ?? session?.nativeErrors() ?? [])];
    await session?.close().catch(() => undefined);
    for (const what of found) limitations.push(`${name} › ${journey.name}: ${what}`);
    if (!failure && !pageErrors.length) {
      counts.passed += 1;
      console.log(`  ✓ ${name} › ${journey.name} (${seconds(journeyStarted)})`);
      for (const what of found) console.log(`      not checked in ${name}: ${what}`);
      continue;
    }
    counts.failed += 1;
    console.log(`  ✗ ${name} › ${journey.name} (${seconds(journeyStarted)})`);
    if (failure) console.log(indent(failure));
    if (pageErrors.length) console.log(indent(`page errors seen by ${name}:\n${pageErrors.map((line) => `- ${line}`).join('\n')}`));
  }
  await engine.stop().catch(() => undefined);
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  const line = `${name}: ${counts.passed} passed, ${counts.failed} failed (${seconds(engineStarted)})`;
  closing.push(line);
  console.log(line);
}

await proxy.stop();
stopGroup(siteProcess);
mkdirSync('test-results', { recursive: true });
writeFileSync(join('test-results', 'engines.json'), JSON.stringify({ ...totals, engines: closing, limitations }, null, 2));
console.log(`\nengine journeys (${engines.join(', ')}) in ${seconds(started)}:`);
for (const line of closing) console.log(`  ${line}`);
if (limitations.length) {
  console.log('not checked where the engine cannot do it here:');
  for (const line of limitations) console.log(`  ${line}`);
}
console.log(`engines: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
