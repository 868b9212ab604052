import { SERVER_RENDERED_ATTRIBUTE, SERVER_TEXTS_ATTRIBUTE } from '../../contract/preloaded-responses';

/** The page's `#root` when the server rendered the app into it (the app hydrates it), otherwise null. */
export function serverRenderedRoot(): HTMLElement | null {
  const root = typeof document === 'undefined' ? null : document.getElementById('root');
  return root?.hasAttribute(SERVER_RENDERED_ATTRIBUTE) ? root : null;
}

/** The on-demand texts the server's render read (an error message), which the page must have to hydrate. */
export function serverRenderedTexts(): string[] {
  return serverRenderedRoot()?.getAttribute(SERVER_TEXTS_ATTRIBUTE)?.split(',').filter(Boolean) ?? [];
}

/** The longest hydration waits for the server's streamed parts to be revealed. */
const STREAMED_PARTS_WAIT_MS = 3000;

function hasPendingPart(root: Node): boolean {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if ((node as Comment).data === '$?') return true;
  return false;
}

/**
 * Resolves once every part the server streamed after the page's shell has been revealed in place (React's inline
 * reveal scripts batch them on a timer): hydrating before would hydrate a placeholder the reveal then replaces.
 */
export async function streamedPartsRevealed(root: HTMLElement): Promise<void> {
  const until = Date.now() + STREAMED_PARTS_WAIT_MS;
  while (hasPendingPart(root) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 16));
}
