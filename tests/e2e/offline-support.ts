import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A text of `locales/<lang>/site.json` by dotted key (the offline note and screen). */
export function siteText(lang: string, key: string): string {
  let node: unknown = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'locales', lang, 'site.json'), 'utf8'));
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`No text ${lang}/site:${key}`);
  return node;
}
