/** How a route parameter is written in a path and what values it accepts. */
export type ParamKind = 'id' | 'page' | 'slug' | 'categorySlug' | 'guideType';

// Catalog ids are Postgres `serial` integers: anything larger would make the server fail, not answer 404.
const MAX_ID = 2_147_483_647;
// Canonical decimal only (no sign, no leading zero) so each page has exactly one URL.
const INTEGER_TEXT = /^[1-9]\d{0,9}$/;
// Same slug shape as the contract's `Slug`, bounded so a hostile path cannot grow without limit.
const SLUG_TEXT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG = 100;
// Category slugs share `/short-play/{_cname}/...` with the comments and episodes pages.
const RESERVED_CATEGORY_SLUGS: ReadonlySet<string> = new Set(['comments', 'episodes']);

/** True when a number is a valid id or page: a positive safe integer within the database's range. */
export function isValidNumber(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= MAX_ID;
}

/** True when a string is a valid slug for the kind. */
export function isValidSlug(value: string, kind: ParamKind): boolean {
  if (value.length > MAX_SLUG || !SLUG_TEXT.test(value)) return false;
  return kind !== 'categorySlug' || !RESERVED_CATEGORY_SLUGS.has(value);
}

/** True when a typed value is acceptable for the kind. */
export function isValidParam(kind: ParamKind, value: unknown): boolean {
  if (kind === 'id' || kind === 'page') return typeof value === 'number' && isValidNumber(value);
  return typeof value === 'string' && isValidSlug(value, kind);
}

/** Reads a path segment as a typed value; undefined when the segment is not valid for the kind. */
export function readParam(kind: ParamKind, text: string): number | string | undefined {
  if (kind === 'id' || kind === 'page') {
    if (!INTEGER_TEXT.test(text)) return undefined;
    const value = Number(text);
    return isValidNumber(value) ? value : undefined;
  }
  return isValidSlug(text, kind) ? text : undefined;
}
