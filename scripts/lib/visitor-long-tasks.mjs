// Long tasks of a cold page load as the page itself sees them (PerformanceObserver 'longtask'), on the phone profile
// (4x CPU, 150 ms round trip, 1.6 Mbit/s down), over the Chrome DevTools Protocol with nothing else attached.
// With `runtime: true` the protocol's Runtime domain is enabled first, as Lighthouse, Playwright and an open DevTools
// do: V8 then records every new error's stack in detail, which costs main-thread time a visitor's browser never
// spends (issue 32: React DOM's module-time errors cost 150-240 ms that way before build/stackless-sentinels.ts).
// The sum of each task's time over 50 ms after the first contentful paint, until the app is ready plus 3 s, is the
// "blocking" figure: Lighthouse's TBT measured on a real (not simulated) 4x CPU.
import WebSocket from 'ws';

const PHONE_NETWORK = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const OBSERVE_LONG_TASKS = `window.__longTasks = [];
new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]); })
  .observe({ type: 'longtask', buffered: true });`;

/** A connection to the browser's DevTools endpoint (`port`): `send(method, params, sessionId)` and `close()`. */
export async function devtoolsConnection(port) {
  const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let lastId = 0;
  const waiting = new Map();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    const answer = message.id === undefined ? undefined : waiting.get(message.id);
    if (!answer) return;
    waiting.delete(message.id);
    if (message.error) answer.reject(new Error(`${answer.method}: ${message.error.message}`));
    else answer.resolve(message.result);
  });
  const send = (method, params = {}, sessionId = undefined) =>
    new Promise((resolve, reject) => {
      const id = ++lastId;
      waiting.set(id, { method, resolve, reject });
      socket.send(JSON.stringify({ id, method, params, sessionId }));
    });
  return { send, close: () => socket.close() };
}

/** One cold load of `url` in a fresh browser context: the long tasks after the first contentful paint. */
export async function visitorLongTasks(connection, url, { runtime = false, settleMs = 3000 } = {}) {
  const { send } = connection;
  const { browserContextId } = await send('Target.createBrowserContext', { disposeOnDetach: true });
  try {
    const { targetId } = await send('Target.createTarget', { url: 'about:blank', browserContextId });
    const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
    const inPage = async (expression) => (await send('Runtime.evaluate', { expression, returnByValue: true }, sessionId)).result.value;
    await send('Page.enable', {}, sessionId);
    await send('Network.enable', {}, sessionId);
    if (runtime) await send('Runtime.enable', {}, sessionId);
    await send('Emulation.setDeviceMetricsOverride', { width: 390, height: 844, deviceScaleFactor: 2, mobile: true }, sessionId);
    await send('Network.emulateNetworkConditions', PHONE_NETWORK, sessionId);
    await send('Emulation.setCPUThrottlingRate', { rate: 4 }, sessionId);
    await send('Page.addScriptToEvaluateOnNewDocument', { source: OBSERVE_LONG_TASKS }, sessionId);
    await send('Page.navigate', { url }, sessionId);
    // Runtime.evaluate answers without the Runtime domain enabled: polling does not change what is measured.
    const deadline = Date.now() + 60_000;
    while (!(await inPage(`document.documentElement?.hasAttribute('data-app-ready') ?? false`).catch(() => false))) {
      if (Date.now() > deadline) throw new Error(`${url}: the app was not ready within 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    const fcp = await inPage(`performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0`);
    const tasks = (await inPage('window.__longTasks')).filter(([start]) => start >= fcp);
    return { blockingMs: tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0), longTasks: tasks.length };
  } finally {
    await send('Target.disposeBrowserContext', { browserContextId }).catch(() => undefined);
  }
}
