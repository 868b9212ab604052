import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Answers the success envelope `{ code: 0, msg: 'ok', data }`. */
export function ok<T>(c: Context, data: T) {
  return c.json({ code: 0, msg: 'ok', data });
}

/** The success envelope of `data` as JSON text, for answers that are cached already serialized. */
export function okJsonText<T>(data: T): string {
  return JSON.stringify({ code: 0, msg: 'ok', data });
}

/** Answers a success envelope serialized beforehand by okJsonText (same bytes and headers as `ok`). */
export function okSerialized(c: Context, json: string) {
  return c.body(json, 200, { 'content-type': 'application/json' });
}

/**
 * Answers a failure envelope. `code` is the body code (401 opens the SPA's login modal), `msgKey` a dotted
 * message key such as `auth.wrong_password`; the HTTP status defaults to the body code when that is an HTTP error.
 */
export function fail(c: Context, code: number, msgKey: string, status?: ContentfulStatusCode, data: Readonly<Record<string, string | number>> | null = null) {
  const httpStatus = status ?? (code >= 400 && code <= 599 ? (code as ContentfulStatusCode) : 400);
  return c.json({ code, msg: msgKey, data }, httpStatus);
}
