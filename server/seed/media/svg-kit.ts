import { escapeHtml } from '../../modules/content/body-html.renderer';
import type { Rng } from '../core/prng';

/** A vertical linear gradient definition with the given id. */
export function gradient(id: string, from: string, to: string, angle: 'down' | 'diagonal' = 'down'): string {
  const end = angle === 'down' ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

/** Splits a title into lines of at most `width` characters, breaking between words. */
export function wrap(text: string, width: number, maxLines = 4): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

/** Centered multi-line text. */
export function textBlock(lines: readonly string[], x: number, y: number, size: number, fill: string, weight = 700): string {
  const spans = lines.map((line, i) => `<tspan x="${x}" dy="${i === 0 ? 0 : size * 1.15}">${escapeHtml(line)}</tspan>`).join('');
  return `<text x="${x}" y="${y}" font-family="system-ui, 'Segoe UI', Roboto, sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="middle">${spans}</text>`;
}

/** Soft light circles scattered over the picture (bokeh), for depth. */
export function bokeh(rng: Rng, width: number, height: number, color: string, count: number): string {
  return Array.from({ length: count }, () => {
    const r = rng.int(Math.round(width * 0.02), Math.round(width * 0.09));
    return `<circle cx="${rng.int(0, width)}" cy="${rng.int(0, height)}" r="${r}" fill="${color}" opacity="${(0.08 + rng.next() * 0.22).toFixed(2)}"/>`;
  }).join('');
}

/** Two silhouettes facing each other, standing on `ground`. */
export function couple(cx: number, ground: number, scale: number, color: string): string {
  const figure = (x: number, tall: number, width: number) => {
    const top = ground - (tall - 24) * scale;
    const half = width * scale;
    const shoulder = top + 16 * scale;
    return (
      `<circle cx="${x}" cy="${top - 12 * scale}" r="${13 * scale}" fill="${color}"/>` +
      `<path d="M${x - half * 0.8} ${ground} L${x - half} ${shoulder} Q${x - half} ${top} ${x - half * 0.5} ${top} L${x + half * 0.5} ${top} Q${x + half} ${top} ${x + half} ${shoulder} L${x + half * 0.8} ${ground} Z" fill="${color}"/>`
    );
  };
  return figure(cx - 28 * scale, 120, 24) + figure(cx + 28 * scale, 106, 20);
}
