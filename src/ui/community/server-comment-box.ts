/**
 * The server's comment box on a film or episode page, which a visitor can type into before the comments section's
 * code has come (lazy-comments.view.tsx hydrates the section later than its page). The section, once live, takes
 * over what was typed there (its text, caret and focus) as its draft (comments-section.view.tsx), so nothing typed
 * is lost, whether React hydrated the box in place or rendered a new one.
 */
export interface ServerBoxState {
  readonly value: string;
  readonly selectionStart: number;
  readonly selectionEnd: number;
  /** The box had the focus when last seen (a box React replaced loses it: the new one takes it back). */
  readonly focused: boolean;
}

interface ServerBox {
  node: HTMLTextAreaElement;
  state: () => ServerBoxState;
  stop: () => void;
}

let offered: ServerBox | null = null;

const SEEN_ON = ['focus', 'blur', 'input', 'keyup', 'select', 'pointerup'] as const;

/** The host of the server's section offers its box while that section has not hydrated; a later offer replaces it. */
export function offerServerBox(node: HTMLTextAreaElement): () => void {
  let focused = node.ownerDocument.activeElement === node;
  let last: ServerBoxState = read();
  function read(): ServerBoxState {
    return { value: node.value, selectionStart: node.selectionStart, selectionEnd: node.selectionEnd, focused };
  }
  // A box still in the page is read as it is; one React removed is remembered as it last was.
  const seen = (event: Event) => {
    if (!node.isConnected) return;
    if (event.type === 'focus') focused = true;
    if (event.type === 'blur') focused = false;
    last = read();
  };
  for (const type of SEEN_ON) node.addEventListener(type, seen);
  const stop = () => {
    for (const type of SEEN_ON) node.removeEventListener(type, seen);
  };
  offered?.stop();
  offered = {
    node,
    state: () => (node.isConnected ? ((focused = node.ownerDocument.activeElement === node), read()) : last),
    stop,
  };
  return () => {
    if (offered?.node !== node) return;
    stop();
    offered = null;
  };
}

/**
 * Once: what the visitor left in the server's box (null when there was none, or nothing was typed), and whether
 * `box`, the live section's box, is a new element in its place.
 */
export function takeServerBox(box: HTMLTextAreaElement | null): (ServerBoxState & { replaced: boolean }) | null {
  const taken = offered;
  if (!taken) return null;
  offered = null;
  const state = taken.state();
  taken.stop();
  if (state.value === '' && !state.focused) return null;
  return { ...state, replaced: box !== taken.node };
}
