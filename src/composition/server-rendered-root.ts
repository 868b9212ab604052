import { SERVER_RENDERED_ATTRIBUTE } from '../../contract/preloaded-responses';

/** The page's `#root` when the server rendered the app into it (the app hydrates it), otherwise null. */
export function serverRenderedRoot(): HTMLElement | null {
  const root = typeof document === 'undefined' ? null : document.getElementById('root');
  return root?.hasAttribute(SERVER_RENDERED_ATTRIBUTE) ? root : null;
}
