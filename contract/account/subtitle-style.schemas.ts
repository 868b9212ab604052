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

/**
 * A style's fields as the player names them (src/domain/player/subtitle-style.ts, which the contract may not import;
 * the same names, camelCase). One mapping both ways for the SPA's gateway and the server.
 */
export interface SubtitleStyleFields {
  readonly size: SubtitleStyle['size'];
  readonly color: SubtitleStyle['color'];
  readonly background: SubtitleStyle['background'];
  readonly boxOpacity: SubtitleStyle['box_opacity'];
  readonly position: SubtitleStyle['position'];
  readonly language: SubtitleStyle['language'];
}

/** The wire form of a style the player's parse has already checked. */
export const subtitleStyleToWire = (style: SubtitleStyleFields): SubtitleStyle => ({
  size: style.size,
  color: style.color,
  background: style.background,
  box_opacity: style.boxOpacity,
  position: style.position,
  language: style.language,
});

/** A stored or received wire style's fields under the player's names, for its parse (anything else is ignored there). */
export const subtitleStyleFieldsOfWire = (wire: unknown): Record<string, unknown> => {
  const record = wire && typeof wire === 'object' ? (wire as Record<string, unknown>) : {};
  return { ...record, boxOpacity: record.box_opacity };
};
