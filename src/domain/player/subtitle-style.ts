import { isLanguage, type Language } from '../routing/language';

/** Text sizes as multiples of the player's default subtitle size, smallest first; the index is what is stored. */
export const SUBTITLE_SIZES = [0.8, 1, 1.25, 1.5, 1.9] as const;
export const SUBTITLE_COLORS = ['white', 'yellow', 'cyan', 'green'] as const;
export const SUBTITLE_BACKGROUNDS = ['none', 'shadow', 'box'] as const;
/** How opaque the box is, in percent (only the box background has one). */
export const SUBTITLE_BOX_OPACITIES = [25, 50, 75, 100] as const;
/** Steps below (negative) or above (positive) the default line. */
export const SUBTITLE_POSITIONS = [-2, -1, 0, 1, 2] as const;

export type SubtitleColor = (typeof SUBTITLE_COLORS)[number];
export type SubtitleBackground = (typeof SUBTITLE_BACKGROUNDS)[number];
export type SubtitleBoxOpacity = (typeof SUBTITLE_BOX_OPACITIES)[number];
export type SubtitlePosition = (typeof SUBTITLE_POSITIONS)[number];

/** How the visitor wants subtitles drawn, and in which language; the same for every episode. */
export interface SubtitleStyle {
  /** Index into SUBTITLE_SIZES. */
  readonly size: number;
  readonly color: SubtitleColor;
  readonly background: SubtitleBackground;
  readonly boxOpacity: SubtitleBoxOpacity;
  readonly position: SubtitlePosition;
  /** The subtitle language chosen apart from the page's; null follows the page. */
  readonly language: Language | null;
}

export const defaultSubtitleStyle: SubtitleStyle = { size: 1, color: 'white', background: 'box', boxOpacity: 75, position: 0, language: null };

const LARGEST = SUBTITLE_SIZES.length - 1;

/** One size step up, staying at the largest. */
export function largerSubtitles(style: SubtitleStyle): SubtitleStyle {
  return { ...style, size: Math.min(LARGEST, style.size + 1) };
}

/** One size step down, staying at the smallest. */
export function smallerSubtitles(style: SubtitleStyle): SubtitleStyle {
  return { ...style, size: Math.max(0, style.size - 1) };
}

function oneOf<T>(allowed: readonly T[], value: unknown, fallback: T): T {
  return allowed.some((item) => item === value) ? (value as T) : fallback;
}

function isSizeStep(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= LARGEST;
}

/**
 * Reads a stored or received style; each field that is missing or not one of the offered values falls back to its
 * default alone, so one bad field never loses the others.
 */
export function parseSubtitleStyle(stored: unknown): SubtitleStyle {
  const record = stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};
  const d = defaultSubtitleStyle;
  return {
    size: isSizeStep(record.size) ? record.size : d.size,
    color: oneOf(SUBTITLE_COLORS, record.color, d.color),
    background: oneOf(SUBTITLE_BACKGROUNDS, record.background, d.background),
    boxOpacity: oneOf(SUBTITLE_BOX_OPACITIES, record.boxOpacity, d.boxOpacity),
    position: oneOf(SUBTITLE_POSITIONS, record.position, d.position),
    language: isLanguage(record.language) ? record.language : null,
  };
}

/** Whether two styles draw the same (what a sync compares before it writes). */
export function sameSubtitleStyle(a: SubtitleStyle, b: SubtitleStyle): boolean {
  return (Object.keys(a) as (keyof SubtitleStyle)[]).every((key) => a[key] === b[key]);
}

/**
 * The track to show among those the video has: the visitor's chosen language, else the page's, else the drama's
 * original, else none (a video without subtitles, or only in other languages the visitor did not choose).
 */
export function subtitleLanguage(available: readonly string[], chosen: Language | null, page: string, original: string | null): string | null {
  for (const candidate of [chosen, page, original]) if (candidate && available.includes(candidate)) return candidate;
  return null;
}
