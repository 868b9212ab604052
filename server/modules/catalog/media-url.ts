/**
 * A stored media path as the URL the SPA loads: absolute URLs and site-rooted paths pass unchanged, bare
 * relative paths (as the seed may store them) are served under /media/.
 */
export function mediaUrl(path: string): string {
  if (/^https?:\/\//.test(path) || path.startsWith('/')) return path;
  return `/media/${path}`;
}

/** Like mediaUrl, keeping null for missing media. */
export function optionalMediaUrl(path: string | null | undefined): string | null {
  return path ? mediaUrl(path) : null;
}
