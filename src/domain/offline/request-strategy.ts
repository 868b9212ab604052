/**
 * What the service worker does with each request (docs/architecture.md, "Offline and the service worker"). Pure, so
 * that the table of cases next to it decides the rules and the worker only carries them out.
 *
 * - `pass`: not touched at all (no respondWith): the browser fetches it as if there were no worker. Media and range
 *   requests, anything but GET, other origins, the build check, and every answer that may depend on the member.
 * - `code`: built, hashed files: from the cache, else the network (their names change when their bytes do).
 * - `page`: a navigation: the network, else the copy kept when the visitor last opened it, else the offline screen.
 * - `data`: a public read the pages need (catalog payloads): the network, else the copy kept last time.
 */
export type RequestStrategy = 'pass' | 'code' | 'page' | 'data';

/** The parts of a request the rules read (a plain object: the worker builds it from its Request). */
export interface RequestFacts {
  readonly method: string;
  /** The request's URL, absolute. */
  readonly url: string;
  /** The worker's own origin. */
  readonly origin: string;
  /** `navigate` for a page load. */
  readonly mode: string;
  /** The request names a member (an Authorization header). */
  readonly signedIn: boolean;
  /** The request asks for part of a file (a Range header): video. */
  readonly ranged: boolean;
}

/** The public API reads a page needs to show its content; everything else under /api/ passes. */
const PUBLIC_READS = [/^\/api\/config$/, /^\/api\/categories$/, /^\/api\/content\//, /^\/api\/comments\/monthly-hot$/, /^\/api\/films\//];
/** Reads under /api/films/ that are personal (the member's lists) or permission-bound (who may play or read what). */
const PERSONAL_FILM_READS = /^\/api\/films\/(?:user-|play-permission|episode-video|transcript)/;
/** The answers a page carries, for in-app navigations (server/web/page-payload.routes.ts): always anonymous. */
const PAGE_PAYLOAD = /\/_payload\.json$/;
/** Files at the root that keep their name across builds (icons, manifests): fresh when online. */
const ROOT_FILES = /^\/(?:manifests\/[a-z]{2}\.webmanifest|[a-z0-9][\w-]*\.(?:png|svg|ico))$/;

/** The strategy for one request. */
export function requestStrategy(request: RequestFacts): RequestStrategy {
  if (request.method !== 'GET' || request.ranged) return 'pass';
  const url = new URL(request.url);
  if (url.origin !== request.origin) return 'pass';
  const path = url.pathname;
  if (path.startsWith('/media/') || path.startsWith('/builds/') || path === '/sw.js') return 'pass';
  if (request.mode === 'navigate') return isConsole(path) ? 'pass' : 'page';
  if (path.startsWith('/assets/')) return 'code';
  // A member's request never enters a cache another member could read from.
  if (request.signedIn) return 'pass';
  if (PAGE_PAYLOAD.test(path) || ROOT_FILES.test(path)) return 'data';
  if (PUBLIC_READS.some((read) => read.test(path)) && !PERSONAL_FILM_READS.test(path)) return 'data';
  return 'pass';
}

/** The operators' console: never offline, never kept. */
function isConsole(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/');
}

/** The parts of an answer that say whether it may be kept. */
export interface AnswerFacts {
  readonly status: number;
  /** The Cache-Control header, or '' without one. */
  readonly cacheControl: string;
  /** The Vary header, or '' without one. */
  readonly vary: string;
  /** An opaque or redirected answer cannot be checked, so it is not kept. */
  readonly redirected: boolean;
}

/**
 * True when an answer may go into the worker's caches: a plain 200 that the server did not mark as personal
 * (`private`, `no-store`) and that does not vary with the member's cookies or credentials.
 */
export function mayKeepAnswer(answer: AnswerFacts): boolean {
  if (answer.status !== 200 || answer.redirected) return false;
  const directives = answer.cacheControl
    .toLowerCase()
    .split(',')
    .map((part) => part.trim());
  if (directives.some((directive) => directive === 'no-store' || directive === 'private' || directive.startsWith('private='))) return false;
  const varies = answer.vary
    .toLowerCase()
    .split(',')
    .map((part) => part.trim());
  return !varies.some((name) => name === '*' || name === 'cookie' || name === 'authorization');
}

/** The language of a page path (its first segment when it is one of `languages`), else the default. */
export function pageLanguage(path: string, languages: readonly string[], fallback: string): string {
  const first = path.split('/')[1] ?? '';
  return languages.includes(first) ? first : fallback;
}
