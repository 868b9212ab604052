/** The ten site languages (spec section 9), `en` first as the default. */
export const LANGUAGES = ['en', 'pt', 'es', 'de', 'fr', 'it', 'nl', 'ru', 'sw', 'hi'] as const;

/** A site language code; also its URL prefix and its hreflang. */
export type Language = (typeof LANGUAGES)[number];

/** The default language, served without a prefix. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name as its speakers write it, for the language picker. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
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

/** True when the value is one of the site languages (exact, lower-case code). */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Picks the site language for an Accept-Language style list (`pt-BR,pt;q=0.9,en;q=0.8`): the first entry
 * whose primary subtag is a site language, by descending q; the default when none matches.
 */
export function languageFromAcceptLanguage(header: string): Language {
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...attrs] = part.trim().split(';');
      // A malformed weight (`q=abc`) reads as NaN and drops the entry, as RFC 9110 asks for invalid values.
      const q = attrs.map((a) => /^\s*q=(.*)$/.exec(a)?.[1]?.trim()).find((v) => v !== undefined);
      return { primary: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : q === '' ? Number.NaN : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.primary).find(isLanguage) ?? DEFAULT_LANGUAGE;
}
