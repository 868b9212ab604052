import { escapeHtml } from './escape-html';

/** The import map Vite writes into the built index.html (vite.config.ts: `build.chunkImportMap`). */
const IMPORT_MAP = /[ \t]*<script type="importmap">([\s\S]*?)<\/script>\s*/;

function tag(map: string, nonce: string): string {
  return `<script type="importmap" nonce="${escapeHtml(nonce)}">${map.replaceAll('</', '<\\/')}</script>`;
}

/**
 * The build's chunks import each other by stable names that the page's import map turns into hashed files (a
 * change to one module renames only its chunks, issue 32). The map is an inline script: the page's CSP lets it
 * run only with the response's nonce. `html` with the map where it stands, now with the nonce.
 */
export function importMapWithNonce(html: string, nonce: string): string {
  return html.replace(IMPORT_MAP, (found, map: string) => `${found.slice(0, found.indexOf('<'))}${tag(map, nonce)}\n    `);
}

/**
 * `html` without its import map, and the map's tag with the nonce, for a page that asks for its code at the end
 * of the body (app-code.script.ts): the map goes right before that request (it must come before any module is
 * fetched), not into the head before what the visitor came for.
 */
export function takeImportMap(html: string, nonce: string): { html: string; importMap: string } {
  const found = IMPORT_MAP.exec(html);
  if (!found) return { html, importMap: '' };
  return { html: html.replace(found[0], ''), importMap: tag(found[1]!, nonce) };
}
