import { rngFor } from '../core/prng';
import type { SeedCategory, SeedFilm, SeedPhoto } from '../generators/catalog.model';
import { hsl } from './palette';
import { bokeh, couple, gradient, textBlock, wrap } from './svg-kit';

/** A film still (16:9 or 3:4): sky, horizon, light and two silhouettes, different for every photo. */
export function photoSvg(film: SeedFilm, photo: SeedPhoto): string {
  const rng = rngFor(film.id, 'photo', photo.position);
  const { width: w, height: h } = photo;
  const [deep, mid, accent] = film.palette;
  const horizon = h * (0.55 + rng.next() * 0.2);
  const cx = w * (0.3 + rng.next() * 0.4);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">` +
    `<defs>${gradient('sky', rng.chance(0.5) ? mid : accent, deep)}</defs>` +
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>${bokeh(rng, w, horizon, '#ffffff', 14)}` +
    `<circle cx="${w * rng.next()}" cy="${horizon * 0.4}" r="${Math.min(w, h) * 0.12}" fill="${accent}" opacity="0.7"/>` +
    `<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="${deep}"/>` +
    couple(cx, horizon + h * 0.05, Math.min(w, h) / 260, '#08060c') +
    `</svg>`
  );
}

/** A 16:9 banner for a film (featured carousel) with its title. */
export function filmCoverSvg(film: SeedFilm): string {
  const rng = rngFor(film.id, 'cover');
  const [deep, mid, accent] = film.palette;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 720" width="1280" height="720">` +
    `<defs>${gradient('bg', mid, deep, 'diagonal')}</defs><rect width="1280" height="720" fill="url(#bg)"/>` +
    bokeh(rng, 1280, 720, accent, 18) +
    couple(960, 640, 3, '#0b0710') +
    textBlock(wrap(film.texts.en.title, 22, 3), 420, 300, 64, '#ffffff', 800) +
    `</svg>`
  );
}

/** A 16:9 cover for a category, ranking list or topic: a gradient and shapes in a hue derived from its slug. */
export function categoryCoverSvg(category: SeedCategory): string {
  const rng = rngFor(category.id, 'category-cover', category.slug);
  const hue = rng.int(0, 359);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 720" width="1280" height="720">` +
    `<defs>${gradient('bg', hsl(hue, 65, 38), hsl((hue + 40) % 360, 60, 12), 'diagonal')}</defs>` +
    `<rect width="1280" height="720" fill="url(#bg)"/>${bokeh(rng, 1280, 720, hsl((hue + 180) % 360, 90, 70), 24)}` +
    `</svg>`
  );
}

/** A round avatar with an initial on a colour derived from the seed key. */
export function avatarSvg(key: string, label: string): string {
  const rng = rngFor(7, 'avatar', key);
  const hue = rng.int(0, 359);
  const initial = [...label.trim()][0]?.toUpperCase() ?? '?';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96">` +
    `<defs>${gradient('a', hsl(hue, 70, 55), hsl((hue + 50) % 360, 70, 35), 'diagonal')}</defs>` +
    `<circle cx="48" cy="48" r="48" fill="url(#a)"/>` +
    textBlock([initial], 48, 62, 42, '#ffffff', 700) +
    `</svg>`
  );
}
