import * as v from 'valibot';

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
 * v.safeParse(TrackingQuery, query) for a query read into a record of strings (hono's getQueryParam), written out:
 * the parsed event, or undefined where the schema fails. The pixel is the busiest call and the schema's run was
 * about a tenth of its CPU; tracking-event.schema.test.ts checks both give the same answer, output included, on
 * generated queries. TrackingQuery stays the definition: a change to it must be made here as well.
 */
export function parseTrackingQuery(query: Readonly<Record<string, string>>): TrackingQuery | undefined {
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
  if ('u' in query) q.u = idOf(query['u']);
  if ('uuid' in query) q.uuid = idOf(query['uuid']);
  if (secs !== undefined) q.secs = secs;
  if (fText !== undefined) q.f = Number(fText);
  return q;
}

/** optionalId: a uuid in lower case, else undefined. */
const idOf = (value: string | undefined): string | undefined => (value !== undefined && UUID.test(value) ? value.toLowerCase() : undefined);
