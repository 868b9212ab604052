// What the benches that measure as a person taps share (bench:nav, bench:play, bench:feed, bench:offline) to measure as a person taps (issue 32, item 3): the phone profile, a visitor
// who has answered the privacy choices, a raw touch (or a raw mouse click) landed in the first animation frame in
// which the control is on screen rather than after Playwright's readiness checks, and the small print of a run
// (medians, the load average, the commit and the date), the browser and the first-frame probes.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';

/** 390x844 touch, 4x CPU slowdown, 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
export const PHONE = {
  name: 'phone',
  label: 'Phone profile (390x844, 4x CPU, 150 ms RTT, 1.6 Mbit/s down)',
  context: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  network: { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 },
  cpu: 4,
};

/** 1440x900 with a mouse, no throttling. */
export const DESKTOP = {
  name: 'desktop',
  label: 'Desktop 1440x900, no throttling',
  context: { viewport: { width: 1440, height: 900 } },
  network: null,
  cpu: 1,
};

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(xs) {
  if (xs.length === 0) return NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** os.loadavg() as "1 5 15" minutes, two decimals. */
export const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

/** The short hash of HEAD ("unknown" outside a git work tree). */
export const commit = () => spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout?.trim() || 'unknown';

/** "YYYY-MM-DD HH:MM UTC" of now. */
export const utcMinute = () => `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** A new context of `profile` with its page and a CDP session on it, the network and the CPU throttled as the profile says. */
export async function throttledPage(browser, profile, { origin, consent = true, initScripts = [], contextOptions = {} } = {}) {
  const context = await browser.newContext({ ...profile.context, ...contextOptions });
  if (consent && origin) await context.addCookies([consentCookie(origin)]);
  for (const script of initScripts) await context.addInitScript(script);
  const { page, cdp } = await throttledTab(context, profile);
  return { context, page, cdp };
}

/** Another page in `context`, throttled as `profile` says (CDP throttling is per page). */
export async function throttledTab(context, profile) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (profile.network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', profile.network);
  }
  if (profile.cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  return { page, cdp };
}

/** The cookie of a visitor who has answered the privacy choices (analytics yes, marketing no), as in the end-to-end tests. */
export function consentCookie(origin) {
  return {
    name: 'consent',
    value: `v1.a1.m0.${Date.now()}`,
    domain: new URL(origin).hostname,
    path: '/',
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax',
  };
}

/**
 * Evaluates `expression` in the page's main world through CDP alone and answers its value. Playwright's own
 * `page.evaluate` and `waitForFunction` first inject their helper scripts into each new document: 100-160 ms of main
 * thread on the phone profile, landing in the middle of the load a bench measures (a person's phone runs no such
 * script), so the benches that time a page's first moments talk to it through CDP only.
 */
export async function valueInPage(cdp, expression) {
  const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', { expression, returnByValue: true });
  if (exceptionDetails) throw new Error(`in the page: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
  return result.value;
}

/**
 * Polls `expression` (valueInPage) every `every` ms until it is truthy and answers that value; an evaluation that
 * fails because the page is between two documents is tried again.
 */
export async function waitInPage(cdp, expression, { timeout = 60_000, every = 50 } = {}) {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    const value = await valueInPage(cdp, expression).catch(() => null);
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, every));
  }
  throw new Error(`${expression}: nothing within ${Math.round(timeout / 1000)} s`);
}

/**
 * Opens `url`, presses `playSelector` as soon as it is painted (tapWhenPainted, `input` as there) and waits for the
 * first frame shown while playing (FIRST_FRAME_PROBES): answers the tap and the frame's page time.
 */
export async function playFromUrl(page, cdp, url, playSelector, { input = 'touch' } = {}) {
  await page.goto(url, { waitUntil: 'commit' });
  const tap = await tapWhenPainted(cdp, playSelector, { input });
  const frameAt = await waitInPage(cdp, 'window.firstFrames[0]?.at');
  return { tap, frameAt };
}

const FRAME_BINDING = '__benchFrameValue';
let watches = 0;

/**
 * Runs `predicate(arg)` in the page in every animation frame (requestAnimationFrame) from now on, in the current
 * document, and answers its first value other than null, as soon as the page reports it through a CDP binding
 * (Runtime.addBinding: no script injected beyond the predicate itself).
 */
export async function firstFrameValue(cdp, predicate, arg, { timeout = 60_000 } = {}) {
  await cdp.send('Runtime.addBinding', { name: FRAME_BINDING });
  const watch = ++watches;
  const value = new Promise((resolve, reject) => {
    const onCall = (event) => {
      if (event.name !== FRAME_BINDING) return;
      const { watch: from, value } = JSON.parse(event.payload);
      if (from !== watch) return;
      done();
      resolve(value);
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`nothing in ${Math.round(timeout / 1000)} s of frames: ${predicate.name || 'predicate'}(${JSON.stringify(arg)})`));
    }, timeout);
    const done = () => {
      clearTimeout(timer);
      cdp.off('Runtime.bindingCalled', onCall);
    };
    cdp.on('Runtime.bindingCalled', onCall);
  });
  const watcher = `(() => { const predicate = (${predicate}); const look = () => { const value = predicate(${JSON.stringify(arg)}); if (value === null) requestAnimationFrame(look); else window.${FRAME_BINDING}(JSON.stringify({ watch: ${watch}, value })); }; look(); })()`;
  await valueInPage(cdp, watcher);
  return value;
}

/**
 * The first element matching `sel` that is painted: in the document with a box, not `visibility: hidden`, inside the
 * viewport (scrolled to the middle as a visitor would scroll to it) and the element a finger at its middle would land
 * on (nothing over it); null while there is none.
 */
function paintedSpot({ sel, afterApp }) {
  if (afterApp && !document.documentElement.hasAttribute('data-app-ready')) return null;
  for (const element of document.querySelectorAll(sel)) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === 'hidden') continue;
    if (box.top < 0 || box.bottom > innerHeight) {
      element.scrollIntoView({ block: 'center' });
      return null;
    }
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const hit = document.elementFromPoint(x, y);
    if (!hit || !element.contains(hit)) return null;
    const now = performance.now();
    return { x, y, at: performance.timeOrigin + now, pageAt: now, appReady: document.documentElement.hasAttribute('data-app-ready') };
  }
  return null;
}

/**
 * Waits, frame by frame, for the first element matching `selector` to be painted (paintedSpot), then at once a raw
 * touch there (CDP Input.dispatchTouchEvent: start and end), or with `input: 'mouse'` a raw mouse move, press and
 * release (Input.dispatchMouseEvent). Answers where and when: `at` on the wall clock (performance.timeOrigin + now,
 * comparable across documents), `pageAt` in the page's own time (from its navigation start), and whether the app had
 * started (html[data-app-ready]). `afterApp`: only once the app has started. The watch runs in the current document
 * (call it once the navigation has committed) through CDP alone (firstFrameValue).
 */
export async function tapWhenPainted(cdp, selector, { afterApp = false, input = 'touch', timeout = 60_000 } = {}) {
  const spot = await firstFrameValue(cdp, paintedSpot, { sel: selector, afterApp }, { timeout });
  if (input === 'mouse') {
    const at = { x: spot.x, y: spot.y };
    await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', ...at });
    await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...at, button: 'left', buttons: 1, clickCount: 1 });
    await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...at, button: 'left', buttons: 0, clickCount: 1 });
  } else {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: spot.x, y: spot.y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  }
  return spot;
}

/** Debian's Chromium (or CHROMIUM_PATH), launched as every bench launches it: a video starts only on a gesture. */
export function launchChromium(chromium) {
  const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  if (!executablePath) throw new Error('No Chromium: apt-get install chromium, or set CHROMIUM_PATH.');
  return chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-dev-shm-usage', '--autoplay-policy=user-gesture-required'] });
}

/** Milliseconds as seconds with two decimals; `fmt` with the unit, and 'n/a' for a missing figure. */
export const seconds = (ms) => (ms / 1000).toFixed(2);
export const fmt = (ms) => (ms === undefined || Number.isNaN(ms) ? 'n/a' : `${seconds(ms)} s`);
/** ` (min-max)` of `xs` written by `show`, or nothing for no figures. */
export const range = (xs, show) => (xs.length ? ` (${show(Math.min(...xs))}-${show(Math.max(...xs))})` : '');

/**
 * An init script for every document: the page time (and source) of each <video>'s first frame shown while playing,
 * in `window.firstFrames` (requestVideoFrameCallback with mediaTime > 0 while the video is not paused; a new source
 * in the same element is a new first frame to wait for), and the bare page's Play handler (the site's CSP lets no
 * inline script of a static file run; an init script costs the page no request).
 */
export const FIRST_FRAME_PROBES = () => {
  window.firstFrames = [];
  const hook = (video) => {
    if (video.firstFrameHooked) return;
    video.firstFrameHooked = true;
    const onFrame = (now, meta) => {
      if (meta.mediaTime > 0 && !video.paused) window.firstFrames.push({ at: now, src: video.currentSrc });
      else video.requestVideoFrameCallback(onFrame);
    };
    video.requestVideoFrameCallback(onFrame);
    video.addEventListener('emptied', () => {
      video.firstFrameHooked = false;
      hook(video);
    });
  };
  new MutationObserver(() => document.querySelectorAll('video').forEach(hook)).observe(document, { childList: true, subtree: true });
  document.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.id === 'bare-play') document.getElementById('bare-video')?.play();
  });
};

/** One run in a fresh context of `profile` with the first-frame probes; its answer, or null when it failed (said on the console). */
export async function runInFreshContext(browser, profile, origin, fn) {
  const { context, page, cdp } = await throttledPage(browser, profile, { origin, initScripts: [FIRST_FRAME_PROBES] });
  try {
    return await fn(page, cdp);
  } catch (error) {
    console.log(`  (a run failed: ${error.message.split('\n')[0]})`);
    return null;
  } finally {
    await context.close();
  }
}
