/** What a key asks of the feed. */
export type FeedKeyCommand = 'next' | 'previous' | 'toggle';

const TYPING = new Set(['INPUT', 'TEXTAREA', 'SELECT']);
// Space on a button or a link presses it; only elsewhere does it play or pause.
const PRESSABLE = new Set(['BUTTON', 'A']);

/**
 * The feed's keys: ArrowDown or J for the next drama, ArrowUp or K for the previous one, Space to play or pause.
 * Nothing while the visitor types (`targetTag`) or holds a modifier (browser and system shortcuts).
 */
export function feedKeyCommand(key: string, targetTag: string, modifier: boolean): FeedKeyCommand | null {
  if (modifier || TYPING.has(targetTag)) return null;
  if (key === 'ArrowDown' || key === 'j' || key === 'J') return 'next';
  if (key === 'ArrowUp' || key === 'k' || key === 'K') return 'previous';
  if (key === ' ' && !PRESSABLE.has(targetTag)) return 'toggle';
  return null;
}
