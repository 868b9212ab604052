import { createHash, type Hash } from 'node:crypto';

/** The strong entity tag of content with this sha256 (quoted, as HTTP wants it). */
export function etagOfDigest(sha256: Buffer): string {
  return `"${sha256.toString('base64url')}"`;
}

/** A running sha256 with the byte count. */
export function contentHasher(): { update(chunk: Uint8Array): void; digest(): { sha256: Buffer; size: number } } {
  const hash: Hash = createHash('sha256');
  let size = 0;
  return {
    update(chunk) {
      hash.update(chunk);
      size += chunk.length;
    },
    digest: () => ({ sha256: hash.digest(), size }),
  };
}

/** Last-Modified keeps whole seconds; a stored date is cut to them so If-Modified-Since compares exactly. */
export function wholeSeconds(date: Date): Date {
  return new Date(Math.floor(date.getTime() / 1000) * 1000);
}
