import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { escapeHtml } from '../escape-html';

const localesDir = fileURLToPath(new URL('../../../locales', import.meta.url));
const cache = new Map<string, Record<string, unknown>>();

function namespace(lang: string, ns: string): Record<string, unknown> {
  const key = `${lang}/${ns}`;
  let texts = cache.get(key);
  if (!texts) {
    try {
      texts = JSON.parse(readFileSync(`${localesDir}/${key}.json`, 'utf8')) as Record<string, unknown>;
    } catch {
      texts = {};
    }
    cache.set(key, texts);
  }
  return texts;
}

function lookup(lang: string, ns: string, path: string): string | undefined {
  let node: unknown = namespace(lang, ns);
  for (const part of path.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/**
 * The SPA's texts for the server's first paint, HTML-escaped: `ns:key` with `{{name}}` values and i18next's plural
 * suffixes chosen by `count` (Intl plural rules), falling back to English like the SPA does.
 */
export function localeText(lang: string, id: string, values: Record<string, string | number> = {}): string {
  const [ns = '', path = ''] = id.split(':');
  const plural = typeof values.count === 'number' ? `_${new Intl.PluralRules(lang).select(values.count)}` : '';
  const template =
    lookup(lang, ns, path + plural) ?? lookup(lang, ns, `${path}_other`) ?? lookup(lang, ns, path) ?? lookup('en', ns, path + plural) ?? lookup('en', ns, path) ?? path;
  return escapeHtml(template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? '')));
}
