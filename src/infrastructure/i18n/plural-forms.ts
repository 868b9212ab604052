/**
 * Fills plural forms a locale file leaves out with its `_other` text. Our files spell `_one`/`_other` (and
 * `_few`/`_many` for Russian), but Intl.PluralRules also answers `many` in French, Spanish, Italian and Portuguese
 * (for a million and more); without this, i18next would show the raw key there.
 * In place: the texts are a loaded file's own object, and a copy of a whole namespace per language was ~30 ms of a
 * phone's start (issue 32). Filling only adds missing keys, so a file completed twice stays the same.
 */
export function completePluralForms(texts: Record<string, unknown>, language: string): Record<string, unknown> {
  completeWith(texts, new Intl.PluralRules(language).resolvedOptions().pluralCategories);
  return texts;
}

function completeWith(texts: Record<string, unknown>, categories: readonly string[]): void {
  for (const key of Object.keys(texts)) {
    const value = texts[key];
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) completeWith(value as Record<string, unknown>, categories);
    if (!key.endsWith('_other')) continue;
    const base = key.slice(0, -'_other'.length);
    for (const category of categories) if (!(`${base}_${category}` in texts)) texts[`${base}_${category}`] = value;
  }
}
