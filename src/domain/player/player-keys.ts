/** What a key press asks the player to do. */
export type PlayerCommand =
  | { readonly type: 'toggle' }
  | { readonly type: 'seek'; readonly seconds: number }
  | { readonly type: 'fullscreen' }
  | { readonly type: 'mute' }
  | { readonly type: 'subtitles' }
  | { readonly type: 'subtitleSize'; readonly step: 1 | -1 };

/** Seconds the arrow keys move; Shift moves further. */
const SEEK_SECONDS = 5;
const SEEK_FAR_SECONDS = 15;

/**
 * Maps a key to a player command: space or k play/pause, left/right arrows seek, f fullscreen, m mute,
 * c subtitles on/off, + and - subtitle size (= and _ too: the same keys without or with Shift). Keys with Ctrl, Alt or Meta stay with the browser; space on a button presses it. The
 * arrows seek by the same seconds on the seek bar as anywhere else in the player (the bar's own step is 1 s).
 */
export function playerCommand(
  key: string,
  modifiers: { shift: boolean; ctrlOrMeta: boolean; alt: boolean },
  target: 'button' | 'slider' | 'other',
): PlayerCommand | null {
  if (modifiers.ctrlOrMeta || modifiers.alt) return null;
  switch (key) {
    case ' ':
    case 'Spacebar':
      return target === 'button' ? null : { type: 'toggle' };
    case 'k':
    case 'K':
      return { type: 'toggle' };
    case 'ArrowRight':
      return { type: 'seek', seconds: modifiers.shift ? SEEK_FAR_SECONDS : SEEK_SECONDS };
    case 'ArrowLeft':
      return { type: 'seek', seconds: -(modifiers.shift ? SEEK_FAR_SECONDS : SEEK_SECONDS) };
    case 'f':
    case 'F':
      return { type: 'fullscreen' };
    case 'm':
    case 'M':
      return { type: 'mute' };
    case 'c':
    case 'C':
      return { type: 'subtitles' };
    case '+':
    case '=':
      return { type: 'subtitleSize', step: 1 };
    case '-':
    case '_':
      return { type: 'subtitleSize', step: -1 };
    default:
      return null;
  }
}
