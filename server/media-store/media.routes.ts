import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import type { ServerContext } from '../context';
import type { AppEnv } from '../http/app-env';
import { isFingerprinted } from './fingerprint';
import { noneMatch, parseRange } from './http-range';
import { isMediaKey } from './media-key';
import { UnsatisfiableRangeError, type MediaInfo } from './media-store.port';

// no-transform: ranges and tags describe the stored bytes, so neither the app's gzip nor a proxy may re-encode them.
const IMMUTABLE = 'public, max-age=31536000, immutable, no-transform';
const MEDIA_CACHE = 'public, max-age=604800, no-transform';

function validators(info: MediaInfo): Record<string, string> {
  return {
    ETag: info.etag,
    'Last-Modified': info.lastModified.toUTCString(),
    'Cache-Control': isFingerprinted(info.key) ? IMMUTABLE : MEDIA_CACHE,
    'Accept-Ranges': 'bytes',
  };
}

/** True when the client's copy is current: If-None-Match when sent, else If-Modified-Since (RFC 9110 13.2.2). */
function notModified(c: Context, info: MediaInfo): boolean {
  const tags = c.req.header('if-none-match');
  if (tags !== undefined) return noneMatch(tags, info.etag);
  const since = Date.parse(c.req.header('if-modified-since') ?? '');
  return !Number.isNaN(since) && info.lastModified.getTime() <= since;
}

/** If-Range: a Range holds only while the client's tag (strong) or date still describes the object. */
function rangeStillApplies(c: Context, info: MediaInfo): boolean {
  const condition = c.req.header('if-range');
  if (condition === undefined) return true;
  if (condition.startsWith('"')) return condition === info.etag;
  const date = Date.parse(condition);
  return !Number.isNaN(date) && info.lastModified.getTime() === date;
}

/**
 * GET/HEAD /media/<key>: any object of the media store, with Range (206/416), ETag and Last-Modified from the store
 * (the same on every process), 304 for a current copy, and a year's cache for fingerprinted names, so a CDN can
 * sit in front. Unknown or malformed keys are 404; nothing outside the store is reachable.
 */
export function mediaRoutes(ctx: ServerContext): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  router.get('/media/*', async (c) => {
    let key: string;
    try {
      key = decodeURIComponent(c.req.path.slice('/media/'.length));
    } catch {
      return c.body(null, 404);
    }
    if (!isMediaKey(key)) return c.body(null, 404);
    const info = await ctx.media.stat(key);
    if (!info) return c.body(null, 404);
    const headers = validators(info);
    if (notModified(c, info)) return c.body(null, 304, headers);
    const wanted = rangeStillApplies(c, info) ? parseRange(c.req.header('range'), info.size) : { kind: 'whole' as const };
    if (wanted.kind === 'unsatisfiable') return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${info.size}` });
    const range = wanted.kind === 'part' ? wanted.range : undefined;
    if (c.req.method === 'HEAD') {
      const length = range ? range.end - range.start + 1 : info.size;
      const rangeHeader: Record<string, string> = range ? { 'Content-Range': `bytes ${range.start}-${range.end}/${info.size}` } : {};
      return c.body(null, range ? 206 : 200, { ...headers, ...rangeHeader, 'Content-Type': info.contentType, 'Content-Length': String(length) });
    }
    let object;
    try {
      object = await ctx.media.get(key, range);
    } catch (error) {
      // Replaced by a shorter object between the stat and the read.
      if (error instanceof UnsatisfiableRangeError) return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${error.size}` });
      throw error;
    }
    if (!object) return c.body(null, 404);
    const served = object.range;
    const body = Readable.toWeb(object.body) as ReadableStream<Uint8Array>;
    const sent = validators(object.info);
    if (!served) return c.body(body, 200, { ...sent, 'Content-Type': object.info.contentType, 'Content-Length': String(object.info.size) });
    return c.body(body, 206, {
      ...sent,
      'Content-Type': object.info.contentType,
      'Content-Length': String(served.end - served.start + 1),
      'Content-Range': `bytes ${served.start}-${served.end}/${object.info.size}`,
    });
  });
  return router;
}
