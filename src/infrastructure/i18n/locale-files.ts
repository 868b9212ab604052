import type { ServiceIdentifier } from 'inversify';
import localeGroupTable from 'virtual:locale-groups';
import { localeGroupOf } from '../../domain/routing/route-features';

/** Loads `locales/<language>/<namespace>.json`; tests hand in their own files. */
export interface LocaleFileLoaders {
  /** The namespaces that exist for a language. */
  namespaces(language: string): string[];
  load(language: string, namespace: string): Promise<Record<string, unknown>>;
}
export const LocaleFiles = Symbol.for('LocaleFiles') as ServiceIdentifier<LocaleFileLoaders>;

type Loader = () => Promise<{ default: Record<string, unknown> }>;

/** Locale files from a map of `.../<language>/<namespace>.json` paths to loaders (import.meta.glob's shape). */
export function localeFilesFrom(loaders: Readonly<Record<string, Loader>>): LocaleFileLoaders {
  const byLanguage = new Map<string, Map<string, Loader>>();
  for (const [path, loader] of Object.entries(loaders)) {
    const match = /\/([a-z]{2})\/([a-z0-9-]+)\.json$/.exec(path);
    if (!match?.[1] || !match[2]) continue;
    const namespaces = byLanguage.get(match[1]) ?? new Map<string, Loader>();
    namespaces.set(match[2], loader);
    byLanguage.set(match[1], namespaces);
  }
  return {
    namespaces: (language) => [...(byLanguage.get(language)?.keys() ?? [])],
    load: async (language, namespace) => {
      const loader = byLanguage.get(language)?.get(namespace);
      if (!loader) throw new Error(`No locale file ${language}/${namespace}.json`);
      return (await loader()).default;
    },
  };
}

type Texts = Record<string, unknown>;
/** A language's namespaces (comma-separated) and its groups' loaders, each resolving to its namespaces' texts. */
type LocaleGroups = Readonly<Record<string, readonly [string, Readonly<Record<string, () => Promise<Record<string, Texts>>>>]>>;

/** Locale files from loaders of groups of namespaces (the shape of `virtual:locale-groups`). */
export function localeFilesFromGroups(languages: LocaleGroups, groupOf: (namespace: string) => string): LocaleFileLoaders {
  return {
    namespaces: (language) => languages[language]?.[0].split(',') ?? [],
    load: async (language, namespace) => {
      const loader = languages[language]?.[1][groupOf(namespace)];
      const texts = loader && (await loader())[namespace];
      if (!texts) throw new Error(`No locale file ${language}/${namespace}.json`);
      return texts;
    },
  };
}

/**
 * The site's locale files, one loader per language's group of texts (build/locale-groups.ts): a visitor downloads
 * only the texts of the language they read, and the app's first download carries one loader per language and
 * group, not one per file.
 */
export function bundledLocaleFiles(): LocaleFileLoaders {
  return localeFilesFromGroups(localeGroupTable, localeGroupOf);
}
