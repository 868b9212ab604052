import type { ByteRange } from './media-store.port';

/** What a Range header asks of an object of `size` bytes. */
export type RangeRequest = { readonly kind: 'whole' } | { readonly kind: 'part'; readonly range: ByteRange } | { readonly kind: 'unsatisfiable' };

const WHOLE: RangeRequest = { kind: 'whole' };
const MAX_DIGITS = 15;

/**
 * One byte range (`bytes=0-99`, `bytes=500-`, `bytes=-500`) -> that part. RFC 9110 lets a server ignore a Range it
 * does not want to serve: several ranges (a multipart answer no player needs), other units and malformed values
 * get the whole object. A well-formed range that starts past the end (or an empty suffix) is unsatisfiable (416).
 */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  if (header === undefined) return WHOLE;
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return WHOLE;
  const [, first = '', last = ''] = match;
  if ((first === '' && last === '') || first.length > MAX_DIGITS || last.length > MAX_DIGITS) return WHOLE;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', range: { start: Math.max(size - suffix, 0), end: size - 1 } };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Number(last);
  if (start >= size) return { kind: 'unsatisfiable' };
  if (end < start) return WHOLE;
  return { kind: 'part', range: { start, end: Math.min(end, size - 1) } };
}

/** If-None-Match: `*` or a list of tags, compared weakly (W/"x" matches "x"), as RFC 9110 asks for GET. */
export function noneMatch(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => bare(tag) === bare(etag));
}
