/*
 * The browser's table of locale loaders, one per language's chunk of texts instead of one per file. With
 * import.meta.glob each of the 88 files (11 languages x 8 namespaces) had its own loader in the app's main chunk
 * (about 9 KB minified); the texts of a language's group load together anyway (build/load-units.ts names one chunk
 * per group), so one loader per group does: `virtual:locale-groups` lists them, and each group is a module that
 * re-exports its namespaces' files, put in the group's chunk.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { localeGroupOf } from '../src/domain/routing/route-features.ts';

const TABLE_ID = 'virtual:locale-groups';
const GROUP_PREFIX = 'virtual:locale-group/';

/** The chunk of a language's group of texts (`locale-en`, `locale-en-pages`, `locale-en-legal`). */
export function localeGroupChunk(language: string, group: string): string {
  return group === 'core' ? `locale-${language}` : `locale-${language}-${group}`;
}

const LOCALE_FILE = /\/locales\/([a-z]{2})\/([a-z0-9-]+)\.json$/;
const GROUP_MODULE = /\0virtual:locale-group\/([a-z]{2})\/([a-z0-9-]+)$/;

/** The chunk a locale file or group module belongs to; null for any other module. */
export function localeChunkOf(id: string): string | null {
  const file = LOCALE_FILE.exec(id);
  if (file) return localeGroupChunk(file[1]!, localeGroupOf(file[2]!));
  const group = GROUP_MODULE.exec(id);
  return group ? localeGroupChunk(group[1]!, group[2]!) : null;
}

/** Each language's namespaces (the JSON files in locales/<language>/). */
function readLocales(localesDir: string): Map<string, string[]> {
  const languages = readdirSync(localesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory() && /^[a-z]{2}$/.test(entry.name));
  return new Map(
    languages.map((language) => [
      language.name,
      readdirSync(join(localesDir, language.name))
        .filter((file) => file.endsWith('.json'))
        .map((file) => file.slice(0, -5))
        .sort(),
    ]),
  );
}

/** `virtual:locale-groups`: `{ [language]: [namespaces, { [group]: loader }] }`; each loader resolves to `{ [namespace]: texts }`. */
export function localeGroups(root: string): Plugin {
  const localesDir = join(root, 'locales');
  return {
    name: 'locale-groups',
    resolveId: (id) => (id === TABLE_ID || id.startsWith(GROUP_PREFIX) ? `\0${id}` : null),
    load(id) {
      if (id === `\0${TABLE_ID}`) {
        const languages = [...readLocales(localesDir)].map(([language, namespaces]) => {
          const groups = [...new Set(namespaces.map(localeGroupOf))].map(
            (group) => `${JSON.stringify(group)}:()=>import(${JSON.stringify(`${GROUP_PREFIX}${language}/${group}`)})`,
          );
          return `${JSON.stringify(language)}:[${JSON.stringify(namespaces.join(','))},{${groups.join(',')}}]`;
        });
        return `export default {${languages.join(',')}};`;
      }
      const group = GROUP_MODULE.exec(id);
      if (!group) return null;
      const [, language, name] = group;
      for (const file of readdirSync(join(localesDir, language!))) this.addWatchFile(join(localesDir, language!, file));
      const namespaces = (readLocales(localesDir).get(language!) ?? []).filter((namespace) => localeGroupOf(namespace) === name);
      return namespaces
        .map((namespace) => `export { default as ${JSON.stringify(namespace)} } from ${JSON.stringify(join(localesDir, language!, `${namespace}.json`))};`)
        .join('\n');
    },
  };
}
