import { chromium } from '@playwright/test';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const out = [];
for (let run = 0; run < 3; run++) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  await context.addCookies([{ name: 'consent', value: `v1.a1.m0.${Date.now()}`, url }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200000, uploadThroughput: 93750 });
  const events = [];
  cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,blink.user_timing,loading', transferMode: 'ReportEvents' });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  await cdp.send('Tracing.end'); await done;
  const nav = events.find((e) => e.name === 'navigationStart' || e.name === 'NavigationStart' )?.ts ?? Math.min(...events.filter(e=>e.ts>0).map((e) => e.ts));
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  const fp = events.find((e) => e.name === 'firstPaint');
  const until = fcp?.ts ?? Infinity;
  const sum = {};
  for (const e of events) if (e.ph === 'X' && e.ts < until && e.dur) { const k = e.name; if (['ParseHTML','UpdateLayoutTree','Layout','Paint','EvaluateScript','ParseAuthorStyleSheet','RunTask','PrePaint','Layerize','Commit'].includes(k)) sum[k] = (sum[k] ?? 0) + e.dur / 1000; }
  const resp = events.find((e) => e.name === 'ResourceReceiveResponse');
  out.push({ fcp: fcp ? ((fcp.ts - nav) / 1000).toFixed(0) : null, fp: fp ? ((fp.ts - nav)/1000).toFixed(0): null, ...Object.fromEntries(Object.entries(sum).map(([k, v]) => [k, v.toFixed(0)])) });
  await context.close();
}
console.table(out);
await browser.close();
