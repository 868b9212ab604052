import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGS } from '../core/languages';
import type { DemoCatalog } from '../generators/catalog.generator';
import { posterSvg } from './poster.svg';
import { avatarSvg, categoryCoverSvg, filmCoverSvg, photoSvg } from './scene.svg';

/** server/media, served by the server at /media/. */
export const DEFAULT_MEDIA_DIR = fileURLToPath(new URL('../../media/', import.meta.url));
/** Bump when the drawings change, so existing media directories are redrawn. */
const MEDIA_VERSION = 3;
const MARKER = 'generated.json';

function markerFor(films: number, stamp: string): string {
  return JSON.stringify({ version: MEDIA_VERSION, films, stamp });
}

/** True when `mediaDir` already holds the drawings of a catalog of `films` films made with `stamp` (the seed). */
export function mediaIsCurrent(mediaDir: string, films: number, stamp: string): boolean {
  const markerPath = join(mediaDir, MARKER);
  return existsSync(markerPath) && readFileSync(markerPath, 'utf8') === markerFor(films, stamp);
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

/**
 * Writes the catalog's posters, covers, photos and avatars as SVG files under `mediaDir` (paths like
 * /media/posters/1.svg map to <mediaDir>/posters/1.svg). A marker file records what was drawn, so a later start
 * with the same catalog skips the work. Returns the number of files written.
 */
export function writeMediaFiles(catalog: DemoCatalog, mediaDir: string = DEFAULT_MEDIA_DIR, stamp = ''): number {
  if (mediaIsCurrent(mediaDir, catalog.films.length, stamp)) return 0;
  const made = new Set<string>();
  let written = 0;
  for (const [path, content] of mediaFiles(catalog)) {
    const target = join(mediaDir, path.replace(/^\/media\//, ''));
    const dir = dirname(target);
    if (!made.has(dir)) {
      mkdirSync(dir, { recursive: true });
      made.add(dir);
    }
    writeFileSync(target, content);
    written++;
  }
  writeFileSync(join(mediaDir, MARKER), markerFor(catalog.films.length, stamp));
  return written;
}
