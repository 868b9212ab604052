/// <reference lib="webworker" />
/*
 * The site's service worker (docs/architecture.md, "Offline and the service worker"). Built into dist/sw.js by
 * build/service-worker.ts, which puts SW_BUILD (the build id, the files to keep at install, the offline screen's
 * words) in front of it. Which request gets which treatment is decided by src/domain/offline/request-strategy.ts.
 */
import { mayKeepAnswer, pageLanguage, requestStrategy } from '../../domain/offline/request-strategy';
import { offlineScreen, type OfflineTexts } from './offline-screen';
import type { WorkerMessage } from './worker-messages';

declare const SW_BUILD: { id: string; precache: string[]; languages: string[]; texts: Record<string, OfflineTexts> };
declare const self: ServiceWorkerGlobalScope;

/** Caches by role. Built files keep their names across builds, so one cache serves every build (trimmed). */
const CODE = 'sd-code';
const PAGES = 'sd-pages';
const DATA = 'sd-data';
const OURS = new Set([CODE, PAGES, DATA]);
/** Built files kept besides the current build's: an old page kept offline still finds its chunks. */
const OLDER_CODE_KEPT = 150;
const PAGES_KEPT = 60;
const DATA_KEPT = 200;

self.addEventListener('install', (event) => {
  // A file that cannot be fetched now is kept the first time a page asks for it: the install never fails for it.
  event.waitUntil(keep(CODE, SW_BUILD.precache));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Page loads start at once instead of waiting for this worker to start (Chromium, Firefox soon).
      await self.registration.navigationPreload?.enable().catch(() => undefined);
      for (const name of await caches.keys()) if (!OURS.has(name)) await caches.delete(name);
      await trim(CODE, OLDER_CODE_KEPT, new Set(SW_BUILD.precache.map((path) => new URL(path, self.location.origin).href)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  const message = event.data as WorkerMessage;
  if (message?.type === 'skip-waiting') void self.skipWaiting();
  else if (message?.type === 'keep') event.waitUntil(keepOpened(message.urls));
  else if (message?.type === 'forget-personal') event.waitUntil(caches.delete(DATA));
  else if (message?.type === 'build') event.ports[0]?.postMessage({ type: 'build', id: SW_BUILD.id });
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const strategy = requestStrategy({
    method: request.method,
    url: request.url,
    origin: self.location.origin,
    mode: request.mode,
    signedIn: request.headers.has('authorization'),
    ranged: request.headers.has('range'),
  });
  // Passed requests are left to the browser entirely: no respondWith, so nothing of them goes through this worker.
  if (strategy === 'pass') return;
  if (strategy === 'code') event.respondWith(codeFirst(event));
  else if (strategy === 'page') event.respondWith(pageFromNetwork(event));
  else event.respondWith(dataFromNetwork(event));
});

function keepable(answer: Response): boolean {
  return mayKeepAnswer({
    status: answer.status,
    cacheControl: answer.headers.get('cache-control') ?? '',
    vary: answer.headers.get('vary') ?? '',
    redirected: answer.redirected || answer.type === 'opaque',
  });
}

/** Built, hashed files: the kept copy, else the network (and kept). */
async function codeFirst(event: FetchEvent): Promise<Response> {
  const cache = await caches.open(CODE);
  const kept = await cache.match(event.request.url, { ignoreVary: true });
  if (kept) return kept;
  const answer = await fetch(event.request);
  if (keepable(answer)) event.waitUntil(cache.put(event.request.url, answer.clone()));
  return answer;
}

/**
 * Pages: the network; offline, the copy kept with its own headers (its CSP names the nonce its body carries: a kept
 * body is never paired with a fresh header), else the offline screen in the page's language.
 */
async function pageFromNetwork(event: FetchEvent): Promise<Response> {
  const key = pageKey(event.request.url);
  try {
    const answer = ((await event.preloadResponse) as Response | undefined) ?? (await fetch(event.request));
    if (keepable(answer)) event.waitUntil(putTrimmed(PAGES, key, answer.clone(), PAGES_KEPT));
    return answer;
  } catch {
    // No answer at all (a server's error page is an answer, and is passed on as it is).
    const kept = await caches.open(PAGES).then((cache) => cache.match(key, { ignoreVary: true }));
    return kept ?? offlineAnswer(new URL(key).pathname);
  }
}

/** Public reads: the network; offline, the copy kept last time (per language: the answers are written in it). */
async function dataFromNetwork(event: FetchEvent): Promise<Response> {
  const key = dataKey(event.request);
  try {
    const answer = await fetch(event.request);
    if (keepable(answer)) event.waitUntil(putTrimmed(DATA, key, answer.clone(), DATA_KEPT));
    return answer;
  } catch (error) {
    const kept = await caches.open(DATA).then((cache) => cache.match(key, { ignoreVary: true }));
    if (kept) return kept;
    throw error;
  }
}

function offlineAnswer(path: string): Response {
  const lang = pageLanguage(path, SW_BUILD.languages, SW_BUILD.languages[0]!);
  const texts = SW_BUILD.texts[lang] ?? SW_BUILD.texts[SW_BUILD.languages[0]!]!;
  const home = lang === SW_BUILD.languages[0] ? '/' : `/${lang}/`;
  const screen = offlineScreen(lang, texts, home);
  return new Response(screen.html, { status: 503, headers: screen.headers });
}

/** A page's key: its address without the fragment. */
function pageKey(url: string): string {
  const parsed = new URL(url);
  parsed.hash = '';
  return parsed.href;
}

/** A read's key: its address and the language its answer is in (the API reads it from Accept-Language). */
function dataKey(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.set('sw-lang', request.headers.get('accept-language') ?? '');
  return url.href;
}

/** Keeps files not yet kept, one at a time and at low priority: the install never competes with a playing video. */
async function keep(cacheName: string, paths: readonly string[]): Promise<void> {
  const cache = await caches.open(cacheName);
  for (const path of paths) {
    const url = new URL(path, self.location.origin).href;
    if (await cache.match(url, { ignoreVary: true })) continue;
    try {
      // Most of them are in the HTTP cache already: the page that registered this worker loaded them.
      const answer = await fetch(url, { priority: 'low', credentials: 'same-origin' } as RequestInit);
      if (keepable(answer)) await cache.put(url, answer);
    } catch {
      // Offline or gone: fetched and kept when a page asks for it.
    }
  }
}

/** What a page reports it opened before this worker controlled it (its built files, the page itself). */
async function keepOpened(urls: readonly string[]): Promise<void> {
  const origin = self.location.origin;
  const same = urls.map((url) => new URL(url, origin)).filter((url) => url.origin === origin);
  await keep(
    CODE,
    same.filter((url) => url.pathname.startsWith('/assets/')).map((url) => url.href),
  );
  for (const url of same.filter(
    (candidate) => requestStrategy({ method: 'GET', url: candidate.href, origin, mode: 'navigate', signedIn: false, ranged: false }) === 'page',
  )) {
    const key = pageKey(url.href);
    try {
      const answer = await fetch(key, { priority: 'low', credentials: 'same-origin', headers: { Accept: 'text/html' } } as RequestInit);
      if (keepable(answer) && (answer.headers.get('content-type') ?? '').startsWith('text/html')) await putTrimmed(PAGES, key, answer, PAGES_KEPT);
    } catch {
      // Offline: the page is kept the next time it is opened.
    }
  }
}

async function putTrimmed(cacheName: string, key: string, answer: Response, limit: number): Promise<void> {
  const cache = await caches.open(cacheName);
  await cache.delete(key, { ignoreVary: true });
  await cache.put(key, answer);
  await trim(cacheName, limit, new Set());
}

/** Drops the oldest entries (a cache lists its keys in the order they were put) beyond `limit`, sparing `spared`. */
async function trim(cacheName: string, limit: number, spared: ReadonlySet<string>): Promise<void> {
  const cache = await caches.open(cacheName);
  const others = (await cache.keys()).filter((request) => !spared.has(request.url));
  for (const request of others.slice(0, Math.max(0, others.length - limit))) await cache.delete(request);
}
