import { LANGUAGES, type Lang } from '../../../contract/common.schemas';

/** Each site language in its own name, as a language switcher or subtitle menu shows it. */
export const LANGUAGE_NAMES: Record<Lang, string> = {
  en: 'English',
  pt: 'Português',
  es: 'Español',
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
  nl: 'Nederlands',
  ru: 'Русский',
  sw: 'Kiswahili',
  hi: 'हिन्दी',
};

/** Keeps only known site languages (stored arrays may hold anything). */
export function siteLangs(values: readonly string[]): Lang[] {
  return values.filter((value): value is Lang => (LANGUAGES as readonly string[]).includes(value));
}

/** WebVTT tracks next to a video file: `clip.mp4` has `clip.de.vtt` for German. */
export function subtitleTracks(videoUrl: string, langs: readonly string[]) {
  const base = videoUrl.replace(/\.[a-z0-9]+$/i, '');
  return siteLangs(langs).map((lang) => ({ lang, label: LANGUAGE_NAMES[lang], url: `${base}.${lang}.vtt` }));
}
