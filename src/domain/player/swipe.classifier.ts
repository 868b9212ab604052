/** What a finger's stroke over the vertical player asks for. */
export type SwipeIntent = 'next' | 'previous' | 'none';

/** A stroke shorter than this share of the player's height is a tap or a wobble, not a swipe. */
const MIN_SHARE_OF_HEIGHT = 0.12;
/** ...but never shorter than this many CSS pixels, so a short landscape frame still needs a real stroke. */
const MIN_PIXELS = 48;
/** The stroke must be clearly vertical: this many times longer up or down than sideways. */
const MIN_VERTICAL_RATIO = 1.5;

/**
 * Classifies a finished stroke by where it started and ended: up goes to the next episode and down to the
 * previous one, as in the short-drama apps. Distances only (no speed), so a slow, deliberate swipe counts too.
 */
export function classifySwipe(start: { x: number; y: number }, end: { x: number; y: number }, frameHeight: number): SwipeIntent {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (![dx, dy, frameHeight].every(Number.isFinite)) return 'none';
  const needed = Math.max(MIN_PIXELS, frameHeight * MIN_SHARE_OF_HEIGHT);
  if (Math.abs(dy) < needed || Math.abs(dy) < Math.abs(dx) * MIN_VERTICAL_RATIO) return 'none';
  return dy < 0 ? 'next' : 'previous';
}
