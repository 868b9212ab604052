import { PRELOADED_RESPONSES_ELEMENT_ID, scriptSafeJson, type PreloadedResponses } from '../../../contract/preloaded-responses';
import { escapeHtml } from '../escape-html';
import type { FirstPaint } from './first-paint.renderer';

const FIRST_PAINT = /<!--first-paint-->[\s\S]*?<!--\/first-paint-->/;

/**
 * Writes a page's first paint into the shell: the image of its largest paint preloaded from the head, the screen's
 * top in place of index.html's skeleton, and the preloaded answers as a JSON data block for the SPA.
 */
export function injectFirstPaint(html: string, paint: FirstPaint | undefined, answers: PreloadedResponses): string {
  let page = html;
  if (paint) {
    const preload = `<link rel="preload" as="image" href="${escapeHtml(paint.lcpImage)}" fetchpriority="high">`;
    // Function replacements throughout: `$&`, `` $` `` or `$'` in a title or a URL must not be read as patterns.
    page = page.replace(/<\/head>/i, () => `  ${preload}\n  </head>`);
    if (FIRST_PAINT.test(page)) {
      // `data-first-paint` tells the entry script (src/composition/start.ts) that the top is already painted.
      page = page.replace(FIRST_PAINT, () => paint.html).replace('<div id="root">', () => '<div id="root" data-first-paint="">');
    }
  }
  if (Object.keys(answers).length > 0) {
    const data = `<script type="application/json" id="${PRELOADED_RESPONSES_ELEMENT_ID}">${scriptSafeJson(answers)}</script>`;
    page = page.replace(/<\/body>/i, () => `  ${data}\n  </body>`);
  }
  return page;
}
