/**
 * The code each kind of page needs beyond the app's own, written into every page by the server
 * (server/web/route-chunks.ts) for the app's link intent (src/ui/site/route-code-preload.ts): the chunks of a route's
 * screen, its extras and its features, with their static imports. The build has no module-preload helper
 * (build.modulePreload is off), so without this a lazy chunk's imports are asked for only once it has arrived.
 */
export interface RouteCode {
  /** Chunk paths from the site's root, each once. */
  readonly files: readonly string[];
  /** For each route name, the indexes in `files` of its chunks. */
  readonly routes: Readonly<Record<string, readonly number[]>>;
}

/** The id of the page's `<script type="application/json">` holding the RouteCode. */
export const ROUTE_CODE_ID = 'route-code';
