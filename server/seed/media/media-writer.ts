import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentTypeOfKey } from '../../media-store/content-type';
import { ensureFaststart } from '../../media-store/mp4-faststart';
import type { MediaStore } from '../../media-store/media-store.port';
import { LANGS } from '../core/languages';
import type { DemoCatalog } from '../generators/catalog.generator';
import { posterSvg } from './poster.svg';
import { avatarSvg, categoryCoverSvg, filmCoverSvg, photoSvg } from './scene.svg';

/** server/media: the committed sample clips and subtitles (clips/), copied into the media store by the seed. */
export const DEFAULT_MEDIA_DIR = fileURLToPath(new URL('../../media/', import.meta.url));
/** Bump when the drawings change, so existing media stores are redrawn. */
const MEDIA_VERSION = 4;
/** Where the store keeps the record of what was drawn (no key of the catalog starts with an underscore folder). */
const MARKER_KEY = '_seed/generated.json';
/**
 * Every drawing and clip gets this Last-Modified: a date of the drawing version, not of the moment a process drew
 * it, so all processes (and all stores) answer the same validators for the same file.
 */
const DRAWN_AT = new Date(Date.UTC(2026, 0, MEDIA_VERSION));
/** Puts in flight at once: enough to hide a bucket's round trips, few enough not to flood it. */
const PARALLEL_PUTS = 16;

function markerFor(films: number, stamp: string): string {
  return JSON.stringify({ version: MEDIA_VERSION, films, stamp });
}

/** True when `store` already holds the drawings of a catalog of `films` films made with `stamp` (the seed). */
export async function mediaIsCurrent(store: MediaStore, films: number, stamp: string): Promise<boolean> {
  const marker = await store.get(MARKER_KEY);
  if (!marker) return false;
  const chunks: Buffer[] = [];
  for await (const chunk of marker.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8') === markerFor(films, stamp);
}

/** Every generated file of a catalog as [path under /media/, content] pairs. */
export function* mediaFiles(catalog: DemoCatalog): Generator<readonly [string, string]> {
  const filmsById = new Map(catalog.films.map((film) => [film.id, film]));
  for (const film of catalog.films) {
    yield [film.posterPath, posterSvg(film)];
    // The same poster with the title in each other language: posterUrl (server/modules/catalog) serves these.
    for (const lang of LANGS) if (lang !== 'en') yield [film.posterPath.replace(/\.svg$/, `.${lang}.svg`), posterSvg(film, lang)];
    yield [film.coverPath, filmCoverSvg(film)];
  }
  for (const photo of catalog.photos) {
    const film = filmsById.get(photo.filmId);
    if (film) yield [photo.path, photoSvg(film, photo)];
  }
  for (const category of catalog.categories) if (category.coverPath) yield [category.coverPath, categoryCoverSvg(category)];
  for (const user of catalog.users) yield [user.avatarPath, avatarSvg(user.id, user.username)];
  for (const person of catalog.contributors) yield [person.avatarPath, avatarSvg(person.name, person.name)];
}

/** The committed clips and subtitles as [key, bytes]; every clip is checked to start with its index (faststart). */
function* clipFiles(): Generator<readonly [string, Uint8Array]> {
  const dir = join(DEFAULT_MEDIA_DIR, 'clips');
  for (const name of readdirSync(dir).sort()) {
    const bytes = readFileSync(join(dir, name));
    yield [`clips/${name}`, name.endsWith('.mp4') ? ensureFaststart(bytes) : bytes];
  }
}

/**
 * Puts the catalog's posters, covers, photos and avatars (SVG) and the sample clips into the media store (paths
 * like /media/posters/1.svg become the key posters/1.svg). A marker object records what was drawn, so a later
 * start with the same catalog skips the work. Processes starting together may both draw: the drawings are
 * deterministic and each put replaces an object whole, so they write the same bytes with the same dates.
 * Returns the number of objects written.
 */
export async function writeMediaFiles(catalog: DemoCatalog, store: MediaStore, stamp = ''): Promise<number> {
  if (await mediaIsCurrent(store, catalog.films.length, stamp)) return 0;
  function* all(): Generator<readonly [string, Uint8Array, string]> {
    for (const [path, svg] of mediaFiles(catalog)) yield [path.replace(/^\/media\//, ''), Buffer.from(svg), 'image/svg+xml'];
    for (const [key, bytes] of clipFiles()) yield [key, bytes, contentTypeOfKey(key)];
  }
  const files = all();
  let written = 0;
  const worker = async () => {
    for (let next = files.next(); !next.done; next = files.next()) {
      const [key, bytes, contentType] = next.value;
      await store.put(key, bytes, { contentType, lastModified: DRAWN_AT });
      written++;
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_PUTS }, worker));
  await store.put(MARKER_KEY, Buffer.from(markerFor(catalog.films.length, stamp)), { contentType: 'application/json', lastModified: DRAWN_AT });
  return written;
}
