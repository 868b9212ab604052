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
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The attribute of `#root` when the server rendered the page into it: the SPA hydrates instead of rendering. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-ssr';
