import type { ServiceIdentifier } from 'inversify';

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

/**
 * The site's locale files. import.meta.glob without `eager` makes each file its own chunk, so a visitor
 * downloads only the files of the language they read.
 */
export function bundledLocaleFiles(): LocaleFileLoaders {
  return localeFilesFrom(import.meta.glob<{ default: Record<string, unknown> }>('./*/*.json', { base: '../../../locales' }));
}
