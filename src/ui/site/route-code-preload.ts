import { ROUTE_CODE_ID, type RouteCode } from '../../../contract/site/route-code';
import type { RouteName } from '../../domain/routing/route-table';

let code: RouteCode | null | undefined;
const asked = new Set<string>();
const prefetched = new Set<string>();

/**
 * The page's RouteCode block (written by the server), read once; null where there is none (dev server, tests). The
 * chunks the page asked for itself (its module scripts and preload links) count as asked: one that failed is then
 * not fetched again behind the retry policy's back (a feature's code given up on stays given up until a reload).
 */
function routeCode(): RouteCode | null {
  if (code !== undefined) return code;
  for (const element of document.querySelectorAll('link[rel="modulepreload"][href], script[type="module"][src]')) {
    asked.add(element.getAttribute('href') ?? element.getAttribute('src') ?? '');
  }
  try {
    const text = document.getElementById(ROUTE_CODE_ID)?.textContent;
    code = text ? (JSON.parse(text) as RouteCode) : null;
  } catch {
    code = null;
  }
  return code;
}

/**
 * Asks for all of a route's code in one go, as modulepreload links (one per task, addLink): its screen's chunk and
 * the chunks that chunk imports, which the browser otherwise discovers only once that chunk has arrived (one more
 * round trip on a phone's network, 150 ms and more, between a tap and its page, until the service worker has the
 * site's code). Each chunk once; one the page already has comes from the browser's module map. The screen's own
 * `import()` finds them fetched.
 */
export function preloadRouteCode(route: RouteName): void {
  for (const href of chunksOf(route)) {
    if (asked.has(href)) continue;
    asked.add(href);
    addLink('modulepreload', href);
  }
}

/**
 * Fetches a route's code into the HTTP cache ahead of any intent (`<link rel="prefetch">`: lowest priority, not parsed
 * or run, so it costs the main thread nothing). A later intent's modulepreload (above) then finds the bytes at hand:
 * a tap on a drama card otherwise waited ~300 ms on a phone's network for the film page's chunk (28 KB compressed)
 * before anything of that page could paint, the service worker's install not having reached it yet (issue 32).
 */
export function prefetchRouteCode(route: RouteName): void {
  for (const href of chunksOf(route)) {
    if (asked.has(href) || prefetched.has(href)) continue;
    prefetched.add(href);
    addLink('prefetch', href);
  }
}

function chunksOf(route: RouteName): string[] {
  const current = routeCode();
  return (current?.routes[route] ?? []).flatMap((index) => current?.files[index] ?? []);
}

/**
 * Adds a link in a task of its own. Each link starts a fetch, ~2 ms of main thread on a laptop and 8-30 ms on the
 * phone profile: a route's 4-8 links added at once were a task of 100 ms at 4x CPU while the visitor was reading
 * (the warm-up of a film page's Watch, issue 32), and even one is a task's worth. Timers of the same delay run in the
 * order they were set, each as its own task, so the links go in one per task, a route's own chunk first, as the
 * page's inline script adds the app's own chunks. An intent loses nothing by it: the screen's `import()` asks for
 * its chunk at once.
 */
function addLink(rel: 'modulepreload' | 'prefetch', href: string): void {
  setTimeout(() => {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    document.head.append(link);
  }, 0);
}

/** Tests: forget the page's block and what was asked for. */
export function forgetRouteCode(): void {
  code = undefined;
  asked.clear();
  prefetched.clear();
}
