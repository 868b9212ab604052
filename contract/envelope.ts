import * as v from 'valibot';
import { INT32_MAX, WireInteger } from './common.schemas';

/** Every answer of the API: `code` 0 is success, anything else names a failure whose `msg` is a message key. */
export function envelope<TData extends v.GenericSchema>(data: TData) {
  return v.object({ code: v.number(), msg: v.string(), data });
}

export const ErrorEnvelope = v.object({ code: v.number(), msg: v.string(), data: v.nullable(v.unknown()) });
export type ErrorEnvelope = v.InferOutput<typeof ErrorEnvelope>;

/** One shape for every paged list. */
export function paged<TItem extends v.GenericSchema>(item: TItem) {
  return v.object({
    items: v.array(item),
    page: v.pipe(v.number(), v.integer(), v.minValue(1)),
    page_size: v.pipe(v.number(), v.integer(), v.minValue(1)),
    total: v.pipe(v.number(), v.integer(), v.minValue(0)),
  });
}

/**
 * The query parameters every paged call accepts (strings on the wire, numbers after parsing). Numbers are
 * accepted too so that callers can pass `{ page: 2 }` without stringifying.
 */
export const PageQuery = {
  page: v.optional(v.pipe(WireInteger, v.transform(Number), v.number(), v.integer(), v.minValue(1), v.maxValue(INT32_MAX)), '1'),
  page_size: v.optional(v.pipe(WireInteger, v.transform(Number), v.number(), v.integer(), v.minValue(1), v.maxValue(100)), '20'),
};

/** Body codes besides 0. 401 is the one the SPA reacts to by opening the login modal. */
export const ResponseCode = {
  ok: 0,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooManyRequests: 429,
  serverError: 500,
  unavailable: 503,
} as const;
