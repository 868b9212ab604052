import { LANGUAGE_NAMES, isLanguage, type Language } from '../../../src/domain/routing/language';

/**
 * WebVTT tracks of a video: `clip.mp4` has `clip.de.vtt` for German, unless `paths` names the file of that language's
 * current version (an operator replaced or rolled back the track: a new file, so a new URL no cache holds).
 * Unknown languages are skipped.
 */
export function subtitleTracks(videoUrl: string, langs: readonly string[], paths: Readonly<Record<string, string>> = {}) {
  const base = videoUrl.replace(/\.[a-z0-9]+$/i, '');
  return langs
    .filter((lang): lang is Language => isLanguage(lang))
    .map((lang) => ({ lang, label: LANGUAGE_NAMES[lang], url: paths[lang] ?? `${base}.${lang}.vtt` }));
}
