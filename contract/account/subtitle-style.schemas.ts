import * as v from 'valibot';
import { Lang } from '../common.schemas';

/**
 * How a member wants subtitles drawn, kept for every device they sign in on. The values are the player's offered
 * steps (src/domain/player/subtitle-style.ts); the server test checks that both lists agree.
 */
export const SubtitleStyle = v.strictObject({
  /** Size step, 0 the smallest, 4 the largest. */
  size: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(4)),
  color: v.picklist(['white', 'yellow', 'cyan', 'green']),
  background: v.picklist(['none', 'shadow', 'box']),
  /** Percent; used with the box background. */
  box_opacity: v.picklist([25, 50, 75, 100]),
  /** Steps above (positive) or below (negative) the default line. */
  position: v.picklist([-2, -1, 0, 1, 2]),
  /** The subtitle language chosen apart from the page's; null follows the page. */
  language: v.nullable(Lang),
});
export type SubtitleStyle = v.InferOutput<typeof SubtitleStyle>;

/** The member's stored style, or null when they never chose one (the device's own choice stays). */
export const StoredSubtitleStyle = v.object({ style: v.nullable(SubtitleStyle) });
export type StoredSubtitleStyle = v.InferOutput<typeof StoredSubtitleStyle>;
