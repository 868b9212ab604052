import { PHRASE_BANKS } from '../phrases/phrase-bank-registry';
import type { Lang } from '../core/languages';

const CUE_SECONDS = 2.5;
const CUES_PER_CLIP = 4;

function timestamp(seconds: number): string {
  const whole = Math.floor(seconds);
  const ms = Math.round((seconds - whole) * 1000);
  return `00:00:${String(whole).padStart(2, '0')}.${String(ms).padStart(3, '0')}`;
}

/** The WebVTT subtitles of sample clip `clip` (1-based) in `lang`: four short lines of dialogue, 2.5 s apart. */
export function subtitleVtt(clip: number, lang: Lang): string {
  const lines = PHRASE_BANKS[lang].subtitleLines;
  const cues = Array.from({ length: CUES_PER_CLIP }, (_, i) => {
    const start = 0.5 + i * (CUE_SECONDS + 0.4);
    const text = lines[(clip - 1 + i) % lines.length];
    return `${i + 1}\n${timestamp(start)} --> ${timestamp(start + CUE_SECONDS)}\n${text}`;
  });
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}
