import { parsePath } from '../routing/route-path.parser';

/** What the page knows about the current view when it reports it. */
export interface PageVisit {
  /** The site host, e.g. `dramas.example`. */
  readonly host: string;
  /** The current path; query and fragment are dropped from `ul`. */
  readonly path: string;
  readonly referrer: string;
  /** The classified traffic source of the visit. */
  readonly source: string;
  /**
   * The signed-in member's id (sent as `u`); null for anonymous visitors and until the member's info is loaded.
   * Never the bearer token: the pixel's URL ends up in access logs and proxies.
   */
  readonly memberId: string | null;
  readonly fingerprintId: string;
  /** Milliseconds since the epoch, from the clock port. */
  readonly timestamp: number;
}

/** Parameters of the tracking pixel (spec section 3). */
export interface TrackingEvent {
  readonly ul: string;
  readonly ht: string;
  readonly p: string;
  readonly ts: number;
  readonly rl: string;
  readonly sr: string;
  readonly u: string;
  readonly ev: 'pv' | 'pt' | FeedEvent;
  readonly uuid: string;
  /** Seconds on the page; only on `pt` events. */
  readonly secs?: number;
  /** The drama a feed event is about; only on feed events. */
  readonly f?: number;
}

/**
 * The "For you" feed's events (issue 34, item 4): `fi` an item seen for FEED_IMPRESSION_MS, `fw` a tap on Watch the
 * series, `fe` the drama's next episode reached on its episode page after a start from the feed.
 */
export type FeedEvent = 'fi' | 'fw' | 'fe';

/** How long a feed item must be on screen, the tab visible, to count as an impression. */
export const FEED_IMPRESSION_MS = 3_000;

/** The page name reported as `p`: the route's name, or `notFound` for a path that is no page. */
export function pageNameOf(path: string): string {
  const parsed = parsePath(path);
  return parsed.notFound ? 'notFound' : parsed.route;
}

function base(visit: PageVisit, ev: TrackingEvent['ev']): TrackingEvent {
  const pathname = visit.path.split(/[?#]/, 1)[0] ?? '';
  return {
    ul: `${visit.host}${pathname}`,
    ht: visit.host,
    p: pageNameOf(pathname),
    ts: visit.timestamp,
    rl: visit.referrer,
    sr: visit.source,
    u: visit.memberId ?? '',
    ev,
    uuid: visit.fingerprintId,
  };
}

/** A page-view event. */
export function buildPageView(visit: PageVisit): TrackingEvent {
  return base(visit, 'pv');
}

/** A page-time event; seconds are whole and never negative, whatever the clock did. */
export function buildPageTime(visit: PageVisit, secs: number): TrackingEvent {
  const whole = Number.isFinite(secs) ? Math.max(0, Math.round(secs)) : 0;
  return { ...base(visit, 'pt'), secs: whole };
}

/** A feed event about drama `filmId`, reported from the page of `visit` (the feed, or the episode page reached). */
export function buildFeedEvent(visit: PageVisit, ev: FeedEvent, filmId: number): TrackingEvent {
  return { ...base(visit, ev), f: filmId };
}

const ORDER: ReadonlyArray<keyof TrackingEvent> = ['ul', 'ht', 'p', 'ts', 'rl', 'sr', 'u', 'ev', 'uuid', 'secs', 'f'];

/**
 * The pixel's query string, in a fixed order, every value percent-encoded (`%20`, never `+`). Empty values are
 * left out: `uuid=` from a visitor not identified yet would fail the server's uuid check and lose the event.
 */
export function toQueryString(event: TrackingEvent): string {
  return ORDER.filter((key) => event[key] !== undefined && event[key] !== '')
    .map((key) => `${key}=${encodeURIComponent(String(event[key]))}`)
    .join('&');
}
