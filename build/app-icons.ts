import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { Plugin } from 'vite';

/**
 * The installed app's icons, drawn at build time from the site's one icon source (public/favicon.svg, a rounded
 * accent square with a play triangle) and written at the build's root, where the server serves root files:
 * - icon-192.png, icon-512.png ("any"): the favicon as it is;
 * - icon-maskable-512.png: full-bleed accent with the triangle inside the safe zone (the inner 80% circle), so a
 *   launcher's circle or squircle mask never cuts it;
 * - apple-touch-icon.png (180): full-bleed too, since iOS rounds the corners itself and shows transparency as black.
 */
export const APP_ICONS = {
  any192: 'icon-192.png',
  any512: 'icon-512.png',
  maskable512: 'icon-maskable-512.png',
  appleTouch: 'apple-touch-icon.png',
} as const;

/** The favicon's accent and the triangle, read from the source so the icons follow it. */
function parts(source: string): { fill: string; glyph: string } {
  const fill = /<rect[^>]*\bfill="([^"]+)"/.exec(source)?.[1] ?? '#ff4d6d';
  const glyph = /<path[^>]*\/>/.exec(source)?.[0] ?? '';
  return { fill, glyph };
}

/** A full-bleed square: the background everywhere, the glyph scaled by `scale` around the centre. */
function fullBleed(source: string, scale: number): string {
  const { fill, glyph } = parts(source);
  const offset = 32 * (1 - scale);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${fill}"/><g transform="translate(${offset} ${offset}) scale(${scale})">${glyph}</g></svg>`;
}

function png(svg: string, size: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
}

/** Renders the four icons from `svgSource`. */
export function renderAppIcons(svgSource: string): Record<(typeof APP_ICONS)[keyof typeof APP_ICONS], Buffer> {
  return {
    [APP_ICONS.any192]: png(svgSource, 192),
    [APP_ICONS.any512]: png(svgSource, 512),
    // The favicon's triangle spans about 34% of the width around the centre; the safe zone allows 80%.
    [APP_ICONS.maskable512]: png(fullBleed(svgSource, 1.25), 512),
    [APP_ICONS.appleTouch]: png(fullBleed(svgSource, 1.1), 180),
  };
}

/** Emits the icons into the browser's build. */
export function appIcons(root: string): Plugin {
  return {
    name: 'app-icons',
    apply: 'build',
    generateBundle() {
      if (this.environment.name !== 'client') return;
      const icons = renderAppIcons(readFileSync(join(root, 'public/favicon.svg'), 'utf8'));
      for (const [fileName, source] of Object.entries(icons)) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
