/** The ten content languages, en first (the default and unprefixed one). */
export const LANGS = ['en', 'pt', 'es', 'de', 'fr', 'it', 'nl', 'ru', 'sw', 'hi'] as const;

/** One of the ten content languages. */
export type Lang = (typeof LANGS)[number];

/** A text (or any value) given once per language. */
export type Localized<T = string> = Record<Lang, T>;

/** Builds a Localized value by calling `make` once per language. */
export function localize<T>(make: (lang: Lang) => T): Localized<T> {
  const out = {} as Localized<T>;
  for (const lang of LANGS) out[lang] = make(lang);
  return out;
}
