/**
 * When the player's controls show. They stay while the media is paused or the visitor is using them (focus or
 * pointer inside the control bar, a menu open); while it plays they hide a few seconds after the last activity,
 * like the short-drama apps, and any tap, pointer move or key brings them back. Pure: time comes in from the caller.
 */
export interface ControlsVisibility {
  readonly visible: boolean;
  readonly playing: boolean;
  /** The visitor is on the controls themselves: they must not vanish under the finger or the focus ring. */
  readonly held: boolean;
  /** When to hide (epoch ms), null while nothing is due. */
  readonly hideAt: number | null;
}

export type ControlsEvent =
  | { readonly type: 'played'; readonly now: number }
  | { readonly type: 'paused' }
  | { readonly type: 'activity'; readonly now: number }
  | { readonly type: 'held'; readonly held: boolean; readonly now: number }
  | { readonly type: 'tick'; readonly now: number };

/** How long controls stay after the last activity while the media plays. */
export const CONTROLS_HIDE_AFTER_MS = 3000;

export const initialControlsVisibility: ControlsVisibility = { visible: true, playing: false, held: false, hideAt: null };

function shown(state: ControlsVisibility, now: number): ControlsVisibility {
  const hideAt = state.playing && !state.held ? now + CONTROLS_HIDE_AFTER_MS : null;
  return { ...state, visible: true, hideAt };
}

/** Applies one event. */
export function controlsTransition(state: ControlsVisibility, event: ControlsEvent): ControlsVisibility {
  switch (event.type) {
    case 'played':
      return shown({ ...state, playing: true }, event.now);
    case 'paused':
      return { ...state, playing: false, visible: true, hideAt: null };
    case 'activity':
      return shown(state, event.now);
    case 'held':
      return shown({ ...state, held: event.held }, event.now);
    case 'tick':
      return state.hideAt !== null && event.now >= state.hideAt ? { ...state, visible: false, hideAt: null } : state;
  }
}
