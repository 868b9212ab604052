import { defaultSubtitleStyle, parseSubtitleStyle, type SubtitleStyle } from './subtitle-style';

/** How the visitor likes to watch, remembered on the device. */
export interface PlaybackPreferences {
  readonly speed: PlaybackSpeed;
  readonly subtitles: boolean;
  readonly subtitleStyle: SubtitleStyle;
}

/** The speeds offered, slowest first. */
export const PLAYBACK_SPEEDS = [0.75, 1, 1.25, 1.5, 2] as const;
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];

export const defaultPlaybackPreferences: PlaybackPreferences = { speed: 1, subtitles: true, subtitleStyle: defaultSubtitleStyle };

/** The speed after `current` in the offered list, wrapping from the fastest back to the slowest. */
export function nextSpeed(current: PlaybackSpeed): PlaybackSpeed {
  const index = PLAYBACK_SPEEDS.indexOf(current);
  return PLAYBACK_SPEEDS[(index + 1) % PLAYBACK_SPEEDS.length]!;
}

export function isPlaybackSpeed(value: unknown): value is PlaybackSpeed {
  return PLAYBACK_SPEEDS.some((speed) => speed === value);
}

/** Reads stored preferences; anything unknown or malformed falls back to the default of that field. */
export function parsePlaybackPreferences(stored: unknown): PlaybackPreferences {
  const record = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  return {
    speed: isPlaybackSpeed(record.speed) ? record.speed : defaultPlaybackPreferences.speed,
    subtitles: typeof record.subtitles === 'boolean' ? record.subtitles : defaultPlaybackPreferences.subtitles,
    // Stored before subtitle styles existed: the default style.
    subtitleStyle: parseSubtitleStyle(record.subtitleStyle),
  };
}
