import { existsSync } from 'node:fs';
import { renderAsync, Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';
import { OG_HEIGHT, OG_WIDTH } from './og-image.path';

/** Debian's fonts-noto-core (.ci/run installs it): Latin and Cyrillic in Noto Sans, Hindi in Noto Sans Devanagari. */
const NOTO_DIR = '/usr/share/fonts/truetype/noto';
const FONT_FILES = ['NotoSans-Bold.ttf', 'NotoSans-Regular.ttf', 'NotoSansDevanagari-Bold.ttf', 'NotoSansDevanagari-Regular.ttf'].map(
  (f) => `${NOTO_DIR}/${f}`,
);
const MARGIN = 96;
const TITLE_WIDTH = OG_WIDTH - 2 * MARGIN;

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A word placed on the card: its line and its x offset from the margin. */
export interface PlacedWord {
  readonly text: string;
  readonly line: number;
  readonly x: number;
}

/**
 * Lays a title out word by word in lines of at most `maxWidth`, at most `maxLines` of them; the last line ends with
 * an ellipsis when the title does not fit. Words are placed one by one because resvg drops the space after a
 * Devanagari word that ends in a vowel sign; `measure` answers a word's width in pixels.
 */
export function layoutTitle(title: string, measure: (word: string) => number, space: number, maxWidth: number, maxLines: number): PlacedWord[] {
  const placed: PlacedWord[] = [];
  let line = 0;
  let x = 0;
  for (const word of title.trim().split(/\s+/).filter(Boolean)) {
    const width = Math.min(measure(word), maxWidth);
    if (x > 0 && x + space + width > maxWidth) {
      line += 1;
      x = 0;
    }
    if (line === maxLines) {
      const last = placed.at(-1);
      if (last) placed[placed.length - 1] = { ...last, text: `${last.text}…` };
      return placed;
    }
    placed.push({ text: word, line, x: x === 0 ? 0 : x + space });
    x = (x === 0 ? 0 : x + space) + width;
  }
  return placed;
}

/**
 * Devanagari text is set in Noto Sans Devanagari first (its own shaping and metrics), everything else in Noto Sans;
 * each falls back to the other.
 */
function fontFamily(text: string): string {
  return /[\u0900-\u097F]/.test(text) ? 'Noto Sans Devanagari, Noto Sans, sans-serif' : 'Noto Sans, Noto Sans Devanagari, sans-serif';
}

let fontFiles: string[] | undefined;

function renderOptions(): ResvgRenderOptions {
  fontFiles ??= FONT_FILES.filter((file) => existsSync(file));
  // Without the Noto files (a machine that did not run .ci/run) the system's fonts are the best there is.
  const font = fontFiles.length > 0 ? { fontFiles, loadSystemFonts: false, defaultFontFamily: 'Noto Sans' } : { loadSystemFonts: true };
  return { font, fitTo: { mode: 'original' } };
}

/** A word's rendered width, measured by resvg itself (so the layout matches what it draws). */
function measureWith(family: string, fontSize: number, weight: 400 | 700): (word: string) => number {
  return (word) => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="${fontSize * 2}"><text x="0" y="${fontSize * 1.5}" font-size="${fontSize}" font-weight="${weight}" font-family="${family}">${escapeXml(word)}</text></svg>`;
    const box = new Resvg(svg, renderOptions()).getBBox();
    return box ? box.x + box.width : word.length * fontSize * 0.6;
  };
}

/** The title card as SVG: dark backdrop, the site's accent, the title large, the site name and a tagline. */
export function ogCardSvg(input: { title: string; siteName: string; tagline: string; lang: string }): string {
  const family = fontFamily(`${input.title} ${input.tagline}`);
  const fontSize = input.title.length > 42 ? 64 : 84;
  const words = layoutTitle(input.title, measureWith(family, fontSize, 700), fontSize * 0.28, TITLE_WIDTH, 3);
  const tagline = layoutTitle(input.tagline, measureWith(family, 34, 400), 34 * 0.28, TITLE_WIDTH, 1)
    .map((w) => `<text x="${(MARGIN + w.x).toFixed(1)}" y="560" font-size="34" fill="#e9d8e4">${escapeXml(w.text)}</text>`)
    .join('');
  const lines = (words.at(-1)?.line ?? 0) + 1;
  const lineHeight = Math.round(fontSize * 1.25);
  const top = 315 - ((lines - 1) * lineHeight) / 2 + fontSize * 0.35;
  const title = words
    .map(
      (w) =>
        `<text x="${(MARGIN + w.x).toFixed(1)}" y="${(top + w.line * lineHeight).toFixed(1)}" font-size="${fontSize}" font-weight="700" fill="#ffffff">${escapeXml(w.text)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}" xml:lang="${escapeXml(input.lang)}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1b1026"/><stop offset="1" stop-color="#4a1538"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <rect x="0" y="0" width="16" height="${OG_HEIGHT}" fill="#ff4f7b"/>
  <circle cx="1060" cy="110" r="46" fill="#ff4f7b"/><path d="M1044 84 L1084 110 L1044 136 Z" fill="#ffffff"/>
  <g font-family="${family}">
    <text x="${MARGIN}" y="120" font-size="40" font-weight="700" fill="#ff8fab">${escapeXml(input.siteName)}</text>
    ${title}
    ${tagline}
  </g>
</svg>`;
}

/**
 * Renders the card to a PNG of OG_WIDTH x OG_HEIGHT with resvg (a Rust renderer shipped as an npm package), on
 * libuv's thread pool rather than the event loop.
 */
export async function renderOgPng(svg: string): Promise<Buffer> {
  return (await renderAsync(svg, renderOptions())).asPng();
}
