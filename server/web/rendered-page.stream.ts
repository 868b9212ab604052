import { PRELOADED_RESPONSES_ELEMENT_ID, SERVER_RENDERED_ATTRIBUTE, SERVER_TEXTS_ATTRIBUTE, scriptSafeJson } from '../../contract/preloaded-responses';
import type { RenderedPage } from './page-renderer';

const ROOT_OPEN = '<div id="root">';
const OUTLET_END = '<!--/app-html-->';

/** What the server writes around the rendered tree. */
export interface PageParts {
  /** Inline scripts, first in the head: after a stylesheet they would hold the parser until it loaded. */
  readonly firstInHead: string;
  /** At the head's end (the route's modulepreload links). */
  readonly headEnd: string;
  /** At the body's end, after the answers. */
  readonly bodyEnd: string;
  /**
   * The id of the element the first paint waits for; by default the answers' element right after the rendered tree.
   * A video page paints once its stage is in (AFTER_STAGE_ID), not 50 KB later.
   */
  readonly paintAfter?: string;
}

/**
 * The page around the app's HTML: the shell up to `#root` (with the head's parts written in), the rendered tree
 * streamed into `#root`, then the answers the stores were filled from, for the browser's stores to hydrate from,
 * the body's end and the rest of the shell. The shell's skeleton (between its outlet markers) is dropped.
 */
export function renderedPageStream(shell: string, parts: PageParts, page: RenderedPage): ReadableStream<Uint8Array> {
  // The first paint waits until the whole rendered tree is in (the answers' element comes right after it), or on a
  // video page its stage: a frame of a half-read page would show a bar half built and move it when the rest arrived
  // (layout shift).
  const holdPaint = `<link rel="expect" href="#${parts.paintAfter ?? PRELOADED_RESPONSES_ELEMENT_ID}" blocking="render">`;
  const withFirst = shell.replace(/<head>/i, (head) => `${head}\n    ${holdPaint}${parts.firstInHead ? `\n    ${parts.firstInHead}` : ''}`);
  const withPreloads = parts.headEnd ? withFirst.replace(/<\/head>/i, () => `  ${parts.headEnd}\n  </head>`) : withFirst;
  const rootAt = withPreloads.indexOf(ROOT_OPEN);
  const outletEnd = withPreloads.indexOf(OUTLET_END, rootAt);
  const before = rootAt < 0 ? withPreloads : withPreloads.slice(0, rootAt);
  const after = rootAt < 0 ? '' : withPreloads.slice(outletEnd < 0 ? rootAt + ROOT_OPEN.length : outletEnd + OUTLET_END.length);
  const data = `<script type="application/json" id="${PRELOADED_RESPONSES_ELEMENT_ID}">${scriptSafeJson(page.answers)}</script>`;
  const closing = after.replace(/<\/body>/i, () => `  ${data}${parts.bodyEnd ? `\n    ${parts.bodyEnd}` : ''}\n  </body>`);
  // Namespaces are [a-z0-9-] names (locales/<language>/<namespace>.json): nothing to escape.
  const texts = page.texts.length > 0 ? ` ${SERVER_TEXTS_ATTRIBUTE}="${page.texts.join(',')}"` : '';
  const encoder = new TextEncoder();
  const reader = page.html.getReader();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`${before}<div id="root" ${SERVER_RENDERED_ATTRIBUTE}=""${texts}>`));
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (!done) return controller.enqueue(value);
      controller.enqueue(encoder.encode(closing));
      controller.close();
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}
