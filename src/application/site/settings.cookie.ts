import { DEFAULT_FROM_PATH, isSiteRelative } from '../../domain/routing/from-path.record';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '../../domain/routing/language';
import type { LanguageItem } from '../shared/config-gateway.port';

/** The settings store's persisted part (spec section 3); the selected language item is derived from it. */
export interface PersistedSettings {
  readonly locale: Language | null;
  readonly picked: boolean;
  readonly fromPath: string;
  readonly languages: readonly LanguageItem[];
}

/** The ten languages with their own names, used until /api/config answers. */
export const defaultLanguageItems: readonly LanguageItem[] = LANGUAGES.map((code) => ({ code, name: LANGUAGE_NAMES[code] }));

/** Reads the settings cookie's content, dropping anything of the wrong shape. */
export function readSettings(raw: unknown): PersistedSettings {
  const record = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const fromPath = typeof record.fromPath === 'string' && isSiteRelative(record.fromPath) ? record.fromPath : DEFAULT_FROM_PATH;
  return {
    locale: isLanguage(record.locale) ? record.locale : null,
    picked: record.picked === true,
    fromPath,
    languages: languageItems(record.languages) ?? defaultLanguageItems,
  };
}

/** The site languages among `value`, or null when it is not a non-empty list of language items. */
export function languageItems(value: unknown): LanguageItem[] | null {
  if (!Array.isArray(value)) return null;
  const items = value.filter(
    (item): item is LanguageItem =>
      typeof item === 'object' && item !== null && isLanguage((item as LanguageItem).code) && typeof (item as LanguageItem).name === 'string',
  );
  return items.length > 0 ? items : null;
}
