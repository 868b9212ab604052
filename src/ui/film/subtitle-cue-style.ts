import type { CSSProperties } from 'react';
import { SUBTITLE_SIZES, type SubtitleColor, type SubtitlePosition, type SubtitleStyle } from '../../domain/player/subtitle-style';

/** Each colour as drawn: light enough to read on the dark box and over the picture with a shadow. */
const COLORS: Record<SubtitleColor, string> = { white: '#ffffff', yellow: '#ffe14d', cyan: '#5ce1f0', green: '#7df0a8' };

/** How far each position step moves the line (rem): lowering only to the bottom edge, raising well up the picture. */
const RAISE: Record<SubtitlePosition, number> = { [-2]: -1.5, [-1]: -0.75, 0: 0, 1: 3, 2: 6 };

/** The custom properties episode-player.css draws the subtitle line with; the background is a class of its own. */
export function subtitleCueStyle(style: SubtitleStyle): CSSProperties {
  return {
    '--cue-scale': SUBTITLE_SIZES[style.size] ?? 1,
    '--cue-color': COLORS[style.color],
    '--cue-box-alpha': style.boxOpacity / 100,
    '--cue-raise': `${RAISE[style.position]}rem`,
  } as CSSProperties;
}
