/** Grammatical cases a language may inflect names into (used by Russian; other languages ignore them). */
export type NameCase = 'nom' | 'gen' | 'dat' | 'acc' | 'ins' | 'pre';

/** Slot values for a template: plain text, or names that a language may inflect. */
export interface TemplateVars {
  readonly [slot: string]: string | number | undefined;
}

/**
 * Fills `{slot}` and `{slot:case}` placeholders. Names are inflected with `inflect` when a case is given, so Russian
 * templates can say "{heroine:acc}" and read naturally. A missing slot is a bug in a phrase bank, so it throws.
 */
export function fill(template: string, vars: TemplateVars, inflect: (word: string, nameCase: NameCase) => string = (word) => word): string {
  return template.replace(/\{(\w+)(?::(nom|gen|dat|acc|ins|pre))?\}/g, (_match, slot: string, nameCase?: NameCase) => {
    const value = vars[slot];
    if (value === undefined) throw new Error(`Template slot {${slot}} has no value in: ${template}`);
    const text = String(value);
    return nameCase ? inflect(text, nameCase) : text;
  });
}
