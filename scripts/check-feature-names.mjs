#!/usr/bin/env node
// Every feature folder (and locale file) is named after a row of the vocabulary in docs/architecture.md.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const table = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
const names = new Set([...table.matchAll(/^\| `([a-z][a-z0-9-]*)` \|/gm)].map((match) => match[1]));
if (names.size === 0) throw new Error('docs/architecture.md: no vocabulary table found');

const trees = ['src/application', 'src/ui', 'src/composition', 'server/modules', 'contract'];
const problems = [];
for (const tree of trees) {
  for (const entry of readdirSync(join(root, tree))) {
    if (!statSync(join(root, tree, entry)).isDirectory()) continue;
    if (!names.has(entry)) problems.push(`${tree}/${entry}/ is not a name of the vocabulary`);
  }
}

const localeRoot = join(root, 'locales');
for (const language of readdirSync(localeRoot).filter((entry) => statSync(join(localeRoot, entry)).isDirectory())) {
  for (const file of readdirSync(join(localeRoot, language)).filter((entry) => entry.endsWith('.json'))) {
    const base = file.slice(0, -'.json'.length);
    // `<feature>.json`, or `<feature>-<part>.json` for texts a feature loads apart.
    const ok = [...names].some((name) => base === name || base.startsWith(`${name}-`));
    if (!ok) problems.push(`locales/${language}/${file} is not named after a feature of the vocabulary`);
  }
}

if (problems.length > 0) {
  console.error(`Feature names (docs/architecture.md):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`feature names: ${names.size} names, ${trees.length} trees and the locale files follow docs/architecture.md`);
