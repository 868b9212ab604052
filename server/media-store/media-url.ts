/**
 * A stored media path as the URL the SPA loads: absolute URLs and site-rooted paths pass unchanged, bare
 * relative paths (as the seed may store them) are served under /media/.
 */
export function mediaUrl(path: string): string {
  if (/^https?:\/\//.test(path) || path.startsWith('/')) return path;
  return `/media/${path}`;
}

/** The posters the demo seed draws: one per film, with its title in every language beside it (media-writer.ts). */
const SEEDED_POSTER = /^\/media\/posters\/(\d+)\.svg$/;

/**
 * A film poster's URL in the page's language: a poster drawn by the seed (`/media/posters/12.svg`, English title)
 * has a copy per language with the title translated (`/media/posters/12.de.svg`); any other poster (an uploaded
 * image, a CDN URL) has no text of ours in it and passes unchanged.
 */
export function posterUrl(path: string, lang: string): string {
  const url = mediaUrl(path);
  const seeded = SEEDED_POSTER.exec(url);
  return seeded && lang !== 'en' ? `/media/posters/${seeded[1]}.${lang}.svg` : url;
}

/** Like mediaUrl, keeping null for missing media. */
export function optionalMediaUrl(path: string | null | undefined): string | null {
  return path ? mediaUrl(path) : null;
}
