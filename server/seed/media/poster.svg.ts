import type { Lang } from '../core/languages';
import { rngFor, type Rng } from '../core/prng';
import type { SeedFilm } from '../generators/catalog.model';
import { bokeh, couple, gradient, textBlock, wrap } from './svg-kit';

/** A category's backdrop motif, drawn in the film's colours. */
function motif(category: string, rng: Rng, accent: string, mid: string, width: number, height: number): string {
  const moon = `<circle cx="${width * 0.68}" cy="${height * 0.24}" r="${width * 0.2}" fill="${accent}" opacity="0.85"/>`;
  const skyline = Array.from({ length: 9 }, (_, i) => {
    const w = width / 9;
    const h = rng.int(Math.round(height * 0.12), Math.round(height * 0.34));
    return `<rect x="${(i * w).toFixed(1)}" y="${height * 0.62 - h}" width="${(w - 3).toFixed(1)}" height="${h}" fill="${mid}" opacity="0.9"/>`;
  }).join('');
  const hills = `<path d="M0 ${height * 0.6} Q${width * 0.3} ${height * 0.45} ${width * 0.55} ${height * 0.58} T${width} ${height * 0.52} V${height} H0 Z" fill="${mid}" opacity="0.9"/>`;
  const roof = `<path d="M${width * 0.15} ${height * 0.42} L${width * 0.5} ${height * 0.3} L${width * 0.85} ${height * 0.42} Q${width * 0.5} ${height * 0.37} ${width * 0.15} ${height * 0.42} Z" fill="${mid}"/><rect x="${width * 0.25}" y="${height * 0.41}" width="${width * 0.5}" height="${height * 0.2}" fill="${mid}" opacity="0.85"/>`;
  const heart = `<path d="M${width / 2} ${height * 0.42} C${width * 0.1} ${height * 0.22} ${width * 0.3} ${height * 0.05} ${width / 2} ${height * 0.2} C${width * 0.7} ${height * 0.05} ${width * 0.9} ${height * 0.22} ${width / 2} ${height * 0.42} Z" fill="${accent}" opacity="0.55"/>`;
  const streaks = Array.from(
    { length: 5 },
    (_, i) =>
      `<rect x="${-width * 0.2 + i * width * 0.3}" y="0" width="${width * 0.06}" height="${height * 1.4}" fill="${accent}" opacity="0.12" transform="rotate(25 ${width / 2} ${height / 2})"/>`,
  ).join('');
  switch (category) {
    case 'werewolf':
    case 'fantasy':
      return moon + hills;
    case 'historical':
      return moon + roof;
    case 'ceo':
    case 'urban':
    case 'thriller':
      return streaks + skyline;
    case 'romance':
    case 'campus':
      return heart + hills;
    default:
      return streaks + moon + hills;
  }
}

/**
 * The 9:16 poster of a film: its palette, a category motif, two silhouettes and the title in `lang` (360×640
 * viewBox). Every language's poster is the same picture, so only the title differs.
 */
export function posterSvg(film: SeedFilm, lang: Lang = 'en'): string {
  const rng = rngFor(film.id, 'poster');
  const [deep, mid, accent] = film.palette;
  const lines = wrap(film.texts[lang].title.toLocaleUpperCase(lang), 16);
  const top = 640 - 70 - lines.length * 36;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 640" width="360" height="640">` +
    `<defs>${gradient('bg', mid, deep)}${gradient('shade', 'rgba(0,0,0,0)', 'rgba(0,0,0,0.85)')}</defs>` +
    `<rect width="360" height="640" fill="url(#bg)"/>${bokeh(rng, 360, 640, accent, 10)}${motif(film.categorySlug, rng, accent, deep, 360, 640)}` +
    couple(180, 430, 1.3, '#0b0710') +
    `<rect y="330" width="360" height="310" fill="url(#shade)"/>` +
    textBlock(lines, 180, top, 30, '#ffffff', 800) +
    `<rect x="150" y="${640 - 48}" width="60" height="4" rx="2" fill="${accent}"/>` +
    `</svg>`
  );
}
