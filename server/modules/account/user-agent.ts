/** What the session list shows of the browser that signed in; empty strings where the User-Agent does not say. */
export interface BrowserInfo {
  readonly browser: string;
  readonly os: string;
  readonly device: 'desktop' | 'phone' | 'tablet' | 'unknown';
}

/** The longest User-Agent kept with a session; real ones are far shorter, and the list never needs more. */
export const USER_AGENT_MAX = 400;

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari, and every in-app browser says Mobile Safari.
const BROWSERS: readonly [name: string, pattern: RegExp][] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\b(?:OPR|Opera)\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)(?:\.\d+)*.*\bSafari\//],
];

const SYSTEMS: readonly [name: string, pattern: RegExp][] = [
  ['iOS', /\b(?:iPhone|iPad|iPod)\b/],
  ['Android', /\bAndroid\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['Windows', /\bWindows\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['Linux', /\bLinux\b/],
];

/** Names the browser, system and kind of device of a User-Agent header, for people (not for decisions). */
export function describeUserAgent(userAgent: string): BrowserInfo {
  const ua = userAgent.slice(0, USER_AGENT_MAX);
  const browserHit = BROWSERS.map(([name, pattern]) => [name, ua.match(pattern)] as const).find(([, m]) => m);
  const browser = browserHit ? `${browserHit[0]} ${browserHit[1]![1]}` : '';
  const os = SYSTEMS.find(([, pattern]) => pattern.test(ua))?.[0] ?? '';
  let device: BrowserInfo['device'] = 'unknown';
  if (/\biPad\b|\bTablet\b/.test(ua) || (/\bAndroid\b/.test(ua) && !/\bMobile\b/.test(ua))) device = 'tablet';
  else if (/\bMobile\b|\biPhone\b/.test(ua)) device = 'phone';
  else if (os !== '') device = 'desktop';
  return { browser, os, device };
}
