import { LANGUAGE_NAMES, isLanguage, type Language } from '../../../src/domain/routing/language';

/** WebVTT tracks next to a video file: `clip.mp4` has `clip.de.vtt` for German; unknown languages are skipped. */
export function subtitleTracks(videoUrl: string, langs: readonly string[]) {
  const base = videoUrl.replace(/\.[a-z0-9]+$/i, '');
  return langs.filter((lang): lang is Language => isLanguage(lang)).map((lang) => ({ lang, label: LANGUAGE_NAMES[lang], url: `${base}.${lang}.vtt` }));
}
