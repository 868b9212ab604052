import { PRELOADED_RESPONSES_ELEMENT_ID, SERVER_RENDERED_ATTRIBUTE, scriptSafeJson } from '../../contract/preloaded-responses';
import type { RenderedPage } from './page-renderer';

const ROOT_OPEN = '<div id="root">';
const OUTLET_END = '<!--/app-html-->';

/**
 * The page around the app's HTML: the shell up to `#root` (head tags, `firstInHead` at the head's start and the
 * route's modulepreload links written in), the rendered tree streamed into `#root`, then the answers the stores
 * were filled from, for the browser's stores to hydrate from, and the rest of the shell. The shell's skeleton (between its outlet markers) is dropped.
 */
export function renderedPageStream(shell: string, preloadLinks: string, page: RenderedPage, firstInHead = ''): ReadableStream<Uint8Array> {
  // First in the head, before any stylesheet: an inline script after one would hold the parser until it loaded.
  const withFirst = firstInHead ? shell.replace(/<head>/i, (head) => `${head}\n    ${firstInHead}`) : shell;
  const withPreloads = preloadLinks ? withFirst.replace(/<\/head>/i, () => `  ${preloadLinks}\n  </head>`) : withFirst;
  const rootAt = withPreloads.indexOf(ROOT_OPEN);
  const outletEnd = withPreloads.indexOf(OUTLET_END, rootAt);
  const before = rootAt < 0 ? withPreloads : withPreloads.slice(0, rootAt);
  const after = rootAt < 0 ? '' : withPreloads.slice(outletEnd < 0 ? rootAt + ROOT_OPEN.length : outletEnd + OUTLET_END.length);
  const data = `<script type="application/json" id="${PRELOADED_RESPONSES_ELEMENT_ID}">${scriptSafeJson(page.answers)}</script>`;
  const closing = after.replace(/<\/body>/i, () => `  ${data}\n  </body>`);
  const encoder = new TextEncoder();
  const reader = page.html.getReader();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`${before}<div id="root" ${SERVER_RENDERED_ATTRIBUTE}="">`));
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
