/**
 * A fingerprinted key carries a hash of its content in its file name (`uploads/comments/9f86d081884c7d65.webp`,
 * `posters/12-9f86d081884c7d65.svg`): new content means a new name, so its answer may be cached for a year.
 */
const FINGERPRINT = /(?:^|[-.])[0-9a-f]{16,64}(?=\.)/;

export function isFingerprinted(key: string): boolean {
  const name = key.slice(key.lastIndexOf('/') + 1);
  return FINGERPRINT.test(name);
}

/** The key under which content with this sha256 (hex) is stored fingerprinted: `<folder>/<16 hex>.<ext>`. */
export function fingerprintedKey(folder: string, sha256Hex: string, extension: string): string {
  return `${folder.replace(/\/+$/, '')}/${sha256Hex.slice(0, 16)}.${extension}`;
}
