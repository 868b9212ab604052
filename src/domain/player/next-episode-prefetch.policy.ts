import { shouldPrefetch, type ConnectionHints } from '../catalog/prefetch.policy';

/**
 * The data budget of the next episode's media, fetched while the current one plays: its first 256 KB. That holds
 * the MP4's index (faststart files have it at the front) and the first seconds of picture — about 4.9 s of the
 * catalog's largest clip (643 KB for 12 s), 2 s of a 1 Mbit/s episode — which is what a player needs to start;
 * the rest streams while it plays. A hidden `<video preload="auto">` would let the browser decide how much to
 * buffer (often the whole file); a Range request has an exact size. Once it is in, the player stands the next
 * video by in a `<video preload="metadata">` that reads this head from the cache (Chromium, a 428 KB episode: 262,144
 * bytes from the network before the visitor went on), so going on plays an element already decoded.
 */
export const NEXT_EPISODE_MEDIA_BUDGET_BYTES = 256 * 1024;

/**
 * The head of a file the visitor is about to open (a finger or a press on an episode of a list): its first 64 KB,
 * the MP4's index and its first key frame (4-18 KB in the catalog; a 1 Mbit/s episode's first half second), fetched
 * at once at high priority. Small, so that it is in the HTTP cache before the tap's page has rendered its `<video>`
 * (~900 ms after the touch on the phone profile): 64 KB take ~330 ms on its 1.6 Mbit/s, 256 KB would take 1.3 s. A
 * `<video>` that asks while the head is still on its way does not wait for it: Chromium fetches the file again beside
 * it (traced). The rest streams once the episode plays.
 */
export const TAPPED_EPISODE_MEDIA_BYTES = 64 * 1024;

/**
 * The head of a file whose `<video>` waits for it: a tap that starts the episode before its page exists
 * (src/ui/film/tapped-start.ts) asks for the file once this head is in the HTTP cache, because a media element's own
 * loading is held back while the browser handles the touch and a fetch made in the touch is not. Its size is on the
 * way to the first frame, so it is Chromium's media read block, 32 KB: the MP4's index and the first key frame of
 * the catalog's clips (11-25 KB), ~160 ms on the phone profile's 1.6 Mbit/s where 64 KB took ~320 ms (traced:
 * first frames 464-657 ms after the touch against 740-860 ms). A larger first frame streams on from the network.
 */
export const TAP_STARTED_MEDIA_BYTES = 32 * 1024;

/** What to fetch ahead for the next episode while one plays. */
export type NextEpisodePrefetchPlan =
  /** Nothing: the visitor saves data or is on a 2G connection; the next episode loads when it is opened. */
  | { readonly kind: 'none' }
  /** Its page data, play permission, video answer (no play recorded), poster and the first `mediaBytes` of its file. */
  | { readonly kind: 'ahead'; readonly mediaBytes: number; readonly tappedMediaBytes: number; readonly tapStartedMediaBytes: number };

const none: NextEpisodePrefetchPlan = { kind: 'none' };
const ahead: NextEpisodePrefetchPlan = {
  kind: 'ahead',
  mediaBytes: NEXT_EPISODE_MEDIA_BUDGET_BYTES,
  tappedMediaBytes: TAPPED_EPISODE_MEDIA_BYTES,
  tapStartedMediaBytes: TAP_STARTED_MEDIA_BYTES,
};

/** The same rule as prefetch on intent (spec section 9): none on Save-Data or 2G, the budget otherwise. */
export function nextEpisodePrefetchPlan(hints: ConnectionHints | undefined): NextEpisodePrefetchPlan {
  return shouldPrefetch(hints) ? ahead : none;
}
