/** One path segment: letters, digits, `_`, `-`, `.`, not starting with a dot (no `..`, no hidden files). */
const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,199}$/;
const MAX_KEY_LENGTH = 512;

/** True for keys a store accepts: `posters/12.svg`, `uploads/comments/2026/ab12.webp`; never absolute or escaping. */
export function isMediaKey(key: string): boolean {
  return key.length > 0 && key.length <= MAX_KEY_LENGTH && key.split('/').every((segment) => SEGMENT.test(segment));
}

/** Throws for a key isMediaKey refuses; stores call it first, so a bad key never reaches a file system or a bucket. */
export function assertMediaKey(key: string): void {
  if (!isMediaKey(key)) throw new RangeError(`not a media key: ${JSON.stringify(key.slice(0, 80))}`);
}

/** A site path (`/media/posters/12.svg`, as the database stores it) -> its key; undefined for anything else. */
export function mediaKeyOfPath(path: string): string | undefined {
  if (!path.startsWith('/media/')) return undefined;
  const key = path.slice('/media/'.length);
  return isMediaKey(key) ? key : undefined;
}
