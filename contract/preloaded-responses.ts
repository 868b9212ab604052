/**
 * Answers the server writes into a page's HTML for the calls its first screen makes, so the SPA renders the
 * landing page without waiting on those round trips. The SPA's HTTP adapter takes each answer once, checks it
 * against the call's contract like any other answer, and asks the network for anything not there.
 */

/** The `<script type="application/json">` element that carries the answers. */
export const PRELOADED_RESPONSES_ELEMENT_ID = 'preloaded-responses';

/** Envelopes (`{ code, msg, data }`) by request key. */
export type PreloadedResponses = Record<string, unknown>;

/**
 * The key of a GET request: its path and its query sorted by name, so both sides agree whatever order the
 * parameters were written in. `path` is the built path (`/api/films/detail/7`), without origin.
 */
export function preloadKey(path: string, query: Readonly<Record<string, string>> = {}): string {
  const search = new URLSearchParams(Object.entries(query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))).toString();
  return search ? `${path}?${search}` : path;
}

/** JSON that is safe inside a `<script>` element: no `</script>` or `<!--` can close or open anything. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The attribute of `#root` when the server rendered the page into it: the SPA hydrates instead of rendering. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-ssr';
/**
 * The attribute of a server-rendered `#root` naming the texts loaded on demand that the render read (comma-separated
 * namespaces, e.g. `site-errors` when a section showed why it failed): the SPA loads them before it hydrates.
 */
export const SERVER_TEXTS_ATTRIBUTE = 'data-texts';
/**
 * `GET {page path}/_payload.json` (spec: infrastructure calls): the same answers for one page in one request, for
 * client-side navigation and prefetch on intent. Always the anonymous answers (cacheable and shared): a signed-in
 * member's client uses only those of calls that are the same for everyone. Answered as an envelope whose data is
 * the answers by request key; an unknown page is `page.not_found` (404), a malformed one `validation.page_path` (400).
 */
export const PAGE_PAYLOAD_SUFFIX = '/_payload.json';

/**
 * The payload URL of a page path, or null when the path is not one of the site's own (a scheme or host, `//`,
 * backslashes, control characters): a payload is only ever fetched from the site itself. Query and hash are dropped.
 */
export function pagePayloadPath(pagePath: string): string | null {
  if (typeof pagePath !== 'string' || !pagePath.startsWith('/') || pagePath.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(pagePath)) return null;
  const pathname = pagePath.split(/[?#]/, 1)[0] ?? '/';
  if (pathname.includes('//') || pathname.length > 512) return null;
  return pathname.endsWith('/') ? `${pathname}${PAGE_PAYLOAD_SUFFIX.slice(1)}` : `${pathname}${PAGE_PAYLOAD_SUFFIX}`;
}

/** The page path a payload URL's path names (the inverse of pagePayloadPath), or null when it is not one. */
export function pageOfPayloadPath(payloadPath: string): string | null {
  if (!payloadPath.endsWith(PAGE_PAYLOAD_SUFFIX)) return null;
  // `/de/_payload.json` is the page `/de/`; `/x.html/_payload.json` the page `/x.html` (pages are files or folders).
  const folder = payloadPath.slice(0, -PAGE_PAYLOAD_SUFFIX.length + 1);
  const file = folder.slice(0, -1);
  const page = file.endsWith('.html') ? file : folder;
  return pagePayloadPath(page) === payloadPath ? page : null;
}
