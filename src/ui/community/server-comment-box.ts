/**
 * The server's comment box on a film or episode page, which a visitor can type into before the comments section's
 * code has come (lazy-comments.view.tsx hydrates the section later than its page). The section, once live, takes
 * over what was typed there (its text, caret and focus) as its draft (comments-section.view.tsx), so nothing typed
 * is lost, whether React hydrated the box in place or rendered a new one (a box taken out of the page keeps its
 * value and caret; its focus is remembered).
 */
export interface ServerBoxState {
  readonly value: string;
  readonly selectionStart: number;
  readonly selectionEnd: number;
  readonly focused: boolean;
  /** The live section's box is a new element in place of the server's. */
  readonly replaced: boolean;
}

let offered: { node: HTMLTextAreaElement; focused: () => boolean; stop: () => void } | null = null;

/** The host of the server's section offers its box while that section has not hydrated. */
export function offerServerBox(node: HTMLTextAreaElement): () => void {
  let focused = node.ownerDocument.activeElement === node;
  // A blur as React takes the box out of the page leaves it as the visitor had it: focused.
  const seen = (event: Event) => {
    if (node.isConnected) focused = event.type === 'focus';
  };
  node.addEventListener('focus', seen);
  node.addEventListener('blur', seen);
  const stop = () => {
    node.removeEventListener('focus', seen);
    node.removeEventListener('blur', seen);
    if (offered?.node === node) offered = null;
  };
  offered = { node, focused: () => (node.isConnected ? node.ownerDocument.activeElement === node : focused), stop };
  return stop;
}

/** Once: what the visitor left in the server's box, null when there was none or it was left untouched. */
export function takeServerBox(box: HTMLTextAreaElement | null): ServerBoxState | null {
  if (!offered) return null;
  const { node, focused, stop } = offered;
  const state = { value: node.value, selectionStart: node.selectionStart, selectionEnd: node.selectionEnd, focused: focused(), replaced: box !== node };
  stop();
  return state.value === '' && !state.focused ? null : state;
}
