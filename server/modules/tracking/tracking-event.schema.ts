import * as v from 'valibot';
import { tryDecodeURIComponent } from 'hono/utils/url';

const text = (max: number) => v.optional(v.pipe(v.string(), v.maxLength(max)), '');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An id that may be missing, empty (a visitor not yet identified sends `uuid=`) or malformed: any of those is kept
 * as no id, so the event itself is still stored.
 */
const optionalId = v.fallback(v.optional(v.pipe(v.string(), v.regex(UUID), v.toLowerCase())), undefined);

/** The feed's events (issue 34, item 4): an item seen 3 s, a tap on Watch the series, episode 2 of that drama reached. */
export const FEED_EVENTS = ['fi', 'fw', 'fe'] as const;
export type FeedEvent = (typeof FEED_EVENTS)[number];
export const isFeedEvent = (ev: string): ev is FeedEvent => (FEED_EVENTS as readonly string[]).includes(ev);

/**
 * The query of `GET /_icon.png` (spec section 3): ev pv (page view) or pt (page time, with secs), or a feed event
 * (fi impression, fw watch start, fe episode 2 reached; added: not in the spec) with f the drama's id, ul host plus
 * path, ht host, p page name, ts client time in ms, rl referrer, sr traffic source, u member id, uuid fingerprint id.
 * `u` is the signed-in member's id, never the bearer token (spec: "u (token)"): anything else, such as a token
 * from an older page, is ignored rather than stored, and the event is kept.
 */
export const TrackingQuery = v.pipe(
  v.object({
    ev: v.picklist(['pv', 'pt', ...FEED_EVENTS]),
    ul: v.pipe(v.string(), v.minLength(1), v.maxLength(2048)),
    ht: text(255),
    p: text(255),
    ts: v.optional(v.pipe(v.string(), v.regex(/^\d{10,14}$/), v.transform(Number))),
    rl: text(2048),
    sr: text(64),
    u: optionalId,
    uuid: optionalId,
    secs: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number), v.maxValue(86_400))),
    f: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/), v.transform(Number))),
  }),
  // A page-time event without its seconds says nothing, nor a feed event without its drama.
  v.check((q) => q.ev !== 'pt' || q.secs !== undefined),
  v.check((q) => !isFeedEvent(q.ev) || q.f !== undefined),
);
export type TrackingQuery = v.InferOutput<typeof TrackingQuery>;

const EVENTS: readonly string[] = ['pv', 'pt', ...FEED_EVENTS];
const CLIENT_TIME = /^\d{10,14}$/;
const SECONDS = /^\d{1,6}$/;
const FILM_ID = /^[1-9]\d{0,8}$/;

/** An optional text of TrackingQuery (`text(max)`): '' when missing, undefined (invalid) when longer than `max`. */
const textOf = (value: string | undefined, max: number): string | undefined => (value === undefined ? '' : value.length <= max ? value : undefined);

/**
 * v.safeParse(TrackingQuery, query) for a query's text (hono's getQueryParam record, or trackingQueryOf's, where an
 * undefined value is a name not in the query: getQueryParam never gives one), written out:
 * the parsed event, or undefined where the schema fails. The pixel is the busiest call and the schema's run was
 * about a tenth of its CPU; tracking-event.schema.test.ts checks both give the same answer, output included, on
 * generated queries. TrackingQuery stays the definition: a change to it must be made here as well.
 */
export function parseTrackingQuery(query: Readonly<TrackingQueryText>): TrackingQuery | undefined {
  const ev = query['ev'];
  if (ev === undefined || !EVENTS.includes(ev)) return undefined;
  const ul = query['ul'];
  if (ul === undefined || ul.length < 1 || ul.length > 2048) return undefined;
  const ht = textOf(query['ht'], 255);
  const p = textOf(query['p'], 255);
  const rl = textOf(query['rl'], 2048);
  const sr = textOf(query['sr'], 64);
  if (ht === undefined || p === undefined || rl === undefined || sr === undefined) return undefined;
  const tsText = query['ts'];
  if (tsText !== undefined && !CLIENT_TIME.test(tsText)) return undefined;
  const secsText = query['secs'];
  const secs = secsText === undefined ? undefined : SECONDS.test(secsText) ? Number(secsText) : NaN;
  if (secs !== undefined && !(secs <= 86_400)) return undefined;
  const fText = query['f'];
  if (fText !== undefined && !FILM_ID.test(fText)) return undefined;
  if (ev === 'pt' && secs === undefined) return undefined;
  if (fText === undefined && isFeedEvent(ev)) return undefined;
  // The keys the schema's output has: a missing optional one is left out, a present but malformed id is undefined.
  const q: TrackingQuery = { ev: ev as TrackingQuery['ev'], ul, ht, p, rl, sr };
  if (tsText !== undefined) q.ts = Number(tsText);
  if (query['u'] !== undefined) q.u = idOf(query['u']);
  if (query['uuid'] !== undefined) q.uuid = idOf(query['uuid']);
  if (secs !== undefined) q.secs = secs;
  if (fText !== undefined) q.f = Number(fText);
  return q;
}

/** optionalId: a uuid in lower case, else undefined. */
const idOf = (value: string | undefined): string | undefined => (value !== undefined && UUID.test(value) ? value.toLowerCase() : undefined);

/** A query's text for the names TrackingQuery reads (undefined: not in the query). */
export type TrackingQueryText = { [Name in keyof TrackingQuery]?: string | undefined };

/** hono's decoding of a query's name or value (utils/url.ts: _decodeURI): '+' as a space, then percent-decoding. */
const decodeQueryPart = (part: string) => tryDecodeURIComponent(part.indexOf('+') === -1 ? part : part.replace(/\+/g, ' '));

/** The value of the query's pair whose '=' is at `equals` (-1: none) and which ends at `next` (-1: the end). */
const valueAt = (url: string, equals: number, next: number) => (equals === -1 ? '' : decodeQueryPart(url.slice(equals + 1, next === -1 ? undefined : next)));

/**
 * The names TrackingQuery reads, with their values, from a request's URL (its path and query): what hono's
 * getQueryParam(url) makes of it (the same walk: first value of a repeated name, a name without '=' valued '',
 * the same decoding, nothing after '#'), without the names the schema drops. For a URL that starts with its path
 * (the pixel's): like getQueryParam, it looks for '?' and '#' from the 9th character on. Each name is matched by
 * a switch and stored in an object of one shape, where getQueryParam puts every name into a prototype-less
 * dictionary, each looked up in the string table: that cost the pixel as much as reading the event did.
 * tracking-event.schema.test.ts checks both on generated URLs.
 */
export function trackingQueryOf(url: string): TrackingQueryText {
  const hash = url.indexOf('#', 8);
  if (hash !== -1) url = url.slice(0, hash);
  const q: TrackingQueryText = {
    ev: undefined,
    ul: undefined,
    ht: undefined,
    p: undefined,
    ts: undefined,
    rl: undefined,
    sr: undefined,
    u: undefined,
    uuid: undefined,
    secs: undefined,
    f: undefined,
  };
  let at = url.indexOf('?', 8);
  while (at !== -1) {
    const next = url.indexOf('&', at + 1);
    let equals = url.indexOf('=', at);
    if (equals > next && next !== -1) equals = -1;
    const name = decodeQueryPart(url.slice(at + 1, equals === -1 ? (next === -1 ? undefined : next) : equals));
    at = next;
    // The first value of a name counts (getQueryParam: results[name] ??= value); values are never undefined.
    switch (name) {
      case 'ev':
        q.ev ??= valueAt(url, equals, next);
        break;
      case 'ul':
        q.ul ??= valueAt(url, equals, next);
        break;
      case 'ht':
        q.ht ??= valueAt(url, equals, next);
        break;
      case 'p':
        q.p ??= valueAt(url, equals, next);
        break;
      case 'ts':
        q.ts ??= valueAt(url, equals, next);
        break;
      case 'rl':
        q.rl ??= valueAt(url, equals, next);
        break;
      case 'sr':
        q.sr ??= valueAt(url, equals, next);
        break;
      case 'u':
        q.u ??= valueAt(url, equals, next);
        break;
      case 'uuid':
        q.uuid ??= valueAt(url, equals, next);
        break;
      case 'secs':
        q.secs ??= valueAt(url, equals, next);
        break;
      case 'f':
        q.f ??= valueAt(url, equals, next);
        break;
    }
  }
  return q;
}
