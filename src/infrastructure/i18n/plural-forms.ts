/**
 * Fills plural forms a locale file leaves out with its `_other` text. Our files spell `_one`/`_other` (and
 * `_few`/`_many` for Russian), but Intl.PluralRules also answers `many` in French, Spanish, Italian and Portuguese
 * (for a million and more); without this, i18next would show the raw key there.
 */
export function completePluralForms(texts: Record<string, unknown>, language: string): Record<string, unknown> {
  return completeWith(texts, new Intl.PluralRules(language).resolvedOptions().pluralCategories);
}

function completeWith(texts: Record<string, unknown>, categories: readonly string[]): Record<string, unknown> {
  const complete: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(texts)) {
    complete[key] = typeof value === 'object' && value !== null && !Array.isArray(value) ? completeWith(value as Record<string, unknown>, categories) : value;
  }
  for (const [key, value] of Object.entries(texts)) {
    if (!key.endsWith('_other')) continue;
    const base = key.slice(0, -'_other'.length);
    for (const category of categories) if (!(`${base}_${category}` in complete)) complete[`${base}_${category}`] = value;
  }
  return complete;
}
