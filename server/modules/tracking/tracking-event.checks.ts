import { pageNameOf } from '../../../src/domain/tracking/tracking-event';

/*
 * What the pixel can tell about an event on its own, before it is queued (tracking.routes.ts): its page kind and
 * its client time. What needs the shared store (limits, page time against its page view) is decided when a batch
 * is written (tracking-admission.ts).
 */

/** A client clock this far ahead of the server's is still believed (phones and PCs drift, users set clocks by hand). */
export const FUTURE_SKEW_MS = 10 * 60_000;

/**
 * Page names a page loaded before a rename still sends, mapped to the name the page has now (the film page's route
 * was `episodeList`): those tabs report real visits for a while after a deploy.
 */
const RENAMED_PAGES = new Map([['episodeList', 'film']]);

/**
 * The page kind of an event: the route name of the path in `ul` (`host/path`), as the SPA names it
 * (src/domain/tracking/tracking-event.ts), so only kinds the site has are ever stored. `p` may be left out; when
 * sent, it must be that name (or its name before a rename): undefined otherwise, and the event cannot be real.
 */
export function pageKindOf(ul: string, p: string): string | undefined {
  const slash = ul.indexOf('/');
  const kind = pageNameOf(slash < 0 ? '/' : ul.slice(slash));
  return p === '' || p === kind || RENAMED_PAGES.get(p) === kind ? kind : undefined;
}

/** Whether a client time (ms since the epoch) lies further in the future than any honest clock's drift. */
export function isFutureTime(ts: number | undefined, now: number): boolean {
  return ts !== undefined && ts > now + FUTURE_SKEW_MS;
}

/**
 * Whether a feed event comes from its page: an impression and a watch start from the feed (the tap on Watch is made
 * there), episode 2 reached from an episode page of that very drama (`/playlet/{f}/videos/…`; which episode it is,
 * the admission reads from the catalog).
 */
export function feedEventFitsPage(ev: 'fi' | 'fw' | 'fe', page: string, ul: string, filmId: number): boolean {
  if (ev !== 'fe') return page === 'feed';
  return page === 'filmVideo' && filmIdOfEpisodePage(ul) === filmId;
}

/** The drama and video ids of an episode page's `ul` (`host[/lang]/playlet/{film}/videos/{video}.html`). */
export function episodePageIds(ul: string): { filmId: number; videoId: number } | undefined {
  const match = /\/playlet\/([1-9]\d{0,8})\/videos\/([1-9]\d{0,8})\.html$/.exec(ul);
  return match ? { filmId: Number(match[1]), videoId: Number(match[2]) } : undefined;
}

function filmIdOfEpisodePage(ul: string): number | undefined {
  return episodePageIds(ul)?.filmId;
}
