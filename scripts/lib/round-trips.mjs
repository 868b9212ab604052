// Round trips of a cold page load on the phone profile (issue 19): how many sequential request waves stand between
// the navigation and the app's code, its first API call and the episode's media request. A request's wave is one
// more than the latest wave among the requests that had finished before it started and could have led to it (the
// HTML is wave 1), so requests fetched in parallel share a wave and a chain of discoveries counts each link.
import { chromium } from '@playwright/test';

export const PHONE = {
  context: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  network: { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 },
  cpu: 4,
};

// Answers that can make a page ask for more (its HTML, code, data); a finished image or video leads to nothing.
const DISCOVERING = new Set(['Document', 'Script', 'Stylesheet', 'XHR', 'Fetch']);

/**
 * Each request's wave from a list of { url, type, start, end } in one clock (type: the DevTools resource type; a
 * request still running has no end). Only finished requests of a kind that can lead to another count.
 */
export function requestWaves(requests) {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const waves = [];
  for (const request of sorted) {
    const before = waves.filter((done) => done.end !== undefined && done.end <= request.start && DISCOVERING.has(done.type));
    waves.push({ ...request, wave: 1 + Math.max(0, ...before.map((done) => done.wave)) });
  }
  return waves;
}

/**
 * Loads `url` in a fresh phone context until the app is ready and the network is quiet: the requests' waves, each
 * marked whether it was sent before the app was ready.
 */
export async function pageWaves(browser, url) {
  const context = await browser.newContext(PHONE.context);
  try {
    // The wall-clock time the app took over, noted by the page itself (a poll from here would come late).
    await context.addInitScript(() => {
      // Observed from the document: the script runs before the <html> element exists.
      new MutationObserver((_, observer) => {
        if (!document.documentElement?.hasAttribute('data-app-ready')) return;
        window.appReadyAt = Date.now();
        observer.disconnect();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app-ready'] });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', PHONE.network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpu });
    const requests = new Map();
    cdp.on('Network.requestWillBeSent', (event) => {
      if (!event.request.url.startsWith('data:'))
        requests.set(event.requestId, { url: event.request.url, type: event.type, start: event.timestamp, sentAt: event.wallTime * 1000 });
    });
    cdp.on('Network.loadingFinished', (event) => {
      const request = requests.get(event.requestId);
      if (request) request.end = event.timestamp;
    });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForSelector('html[data-app-ready]', { state: 'attached', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    // What the page asked for until the app took over; code fetched later (dialogs, prefetched routes) is not its own.
    const readyAt = await page.evaluate(() => window.appReadyAt);
    return requestWaves([...requests.values()]).map(({ sentAt, ...request }) => ({ ...request, beforeReady: sentAt <= readyAt }));
  } finally {
    await context.close();
  }
}

/**
 * The figures bench:web prints for a page: waves after the HTML before the last script it loaded until the app was
 * ready (all scripts when that is not known), before its first API call and before its media request.
 */
export function roundTripFigures(waves) {
  const path = (request) => new URL(request.url).pathname;
  const html = waves[0]?.wave ?? 1;
  const scripts = waves.filter((request) => /\.js$/.test(path(request)) && request.beforeReady !== false);
  const api = waves.find((request) => path(request).startsWith('/api/'));
  const media = waves.find((request) => /\.(mp4|webm|m3u8)$/.test(path(request)));
  return {
    scripts: scripts.length,
    scriptRoundTrips: scripts.length ? Math.max(...scripts.map((request) => request.wave)) - html : undefined,
    apiRoundTrips: api ? api.wave - html : undefined,
    apiCall: api ? path(api) : undefined,
    mediaRoundTrips: media ? media.wave - html : undefined,
  };
}

export async function launchChromium(executablePath) {
  return chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
}
