import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../routing/language';
import type { DramaFields, DramaTextField, DramaTexts } from './catalog.types';

/**
 * The rules of the drama editor's form. The default language's title is required; another language may stay empty,
 * and then visitors in it read the default language's texts (the form sends a copy, as the server stores every
 * language). A stored language equal to the default one is shown empty again, so a copy never passes for a
 * translation.
 */

/** Longest text of each field, as the contract has them. */
export const TEXT_LIMITS: Readonly<Record<DramaTextField, number>> = { title: 200, synopsis: 5000, tagline: 300, seoTitle: 200, seoDescription: 400 };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const NO_TEXTS: DramaTexts = { title: '', synopsis: '', tagline: '', seoTitle: '', seoDescription: '' };

const isBlank = (texts: DramaTexts) => Object.values(texts).every((value) => value.trim() === '');
const sameTexts = (a: DramaTexts, b: DramaTexts) => (Object.keys(TEXT_LIMITS) as DramaTextField[]).every((field) => a[field] === b[field]);

/** A new drama: no texts, no groups, no people. */
export function blankDrama(): DramaFields {
  return {
    slug: '',
    originalLang: DEFAULT_LANGUAGE,
    releaseYear: null,
    texts: Object.fromEntries(LANGUAGES.map((lang) => [lang, NO_TEXTS])) as Record<Language, DramaTexts>,
    categories: [],
    topics: [],
    contributors: [],
  };
}

/** The form of a stored drama: languages that only repeat the default language's texts are shown empty. */
export function formOfDrama(drama: DramaFields): DramaFields {
  const fallback = drama.texts[DEFAULT_LANGUAGE];
  const texts = Object.fromEntries(
    LANGUAGES.map((lang) => [lang, lang !== DEFAULT_LANGUAGE && sameTexts(drama.texts[lang], fallback) ? NO_TEXTS : drama.texts[lang]]),
  ) as Record<Language, DramaTexts>;
  return { ...drama, texts };
}

/** What is sent: trimmed titles, and the default language's texts for every language left empty. */
export function dramaToSave(form: DramaFields): DramaFields {
  const trimmed = (texts: DramaTexts): DramaTexts => ({ ...texts, title: texts.title.trim() });
  const fallback = trimmed(form.texts[DEFAULT_LANGUAGE]);
  const texts = Object.fromEntries(LANGUAGES.map((lang) => [lang, isBlank(form.texts[lang]) ? fallback : trimmed(form.texts[lang])])) as Record<
    Language,
    DramaTexts
  >;
  return { ...form, slug: form.slug.trim(), texts };
}

/** A form problem: the field (`slug`, `releaseYear`, `texts.de.title`...) and the locale key saying what is wrong. */
export interface FormProblem {
  readonly field: string;
  readonly key: string;
  readonly lang?: Language;
  readonly limit?: number;
}

/** Everything wrong with the form, in the order the form shows its fields; empty when it can be saved. */
export function formProblems(form: DramaFields): FormProblem[] {
  const problems: FormProblem[] = [];
  if (!SLUG.test(form.slug.trim())) problems.push({ field: 'slug', key: 'admin:adminCatalog.problem.slug' });
  if (form.releaseYear !== null && (!Number.isInteger(form.releaseYear) || form.releaseYear < 1900 || form.releaseYear > 2100)) {
    problems.push({ field: 'releaseYear', key: 'admin:adminCatalog.problem.year' });
  }
  for (const lang of LANGUAGES) {
    const texts = form.texts[lang];
    const required = lang === DEFAULT_LANGUAGE || !isBlank(texts);
    if (required && texts.title.trim() === '') {
      problems.push({
        field: `texts.${lang}.title`,
        lang,
        key: lang === DEFAULT_LANGUAGE ? 'admin:adminCatalog.problem.defaultTitle' : 'admin:adminCatalog.problem.title',
      });
    }
    for (const field of Object.keys(TEXT_LIMITS) as DramaTextField[]) {
      if (texts[field].length > TEXT_LIMITS[field])
        problems.push({ field: `texts.${lang}.${field}`, lang, key: 'admin:adminCatalog.problem.tooLong', limit: TEXT_LIMITS[field] });
    }
  }
  return problems;
}

/** Episode numbers in their new order after moving `number` one place up (-1) or down (+1); null at either end. */
export function movedOrder(numbers: readonly number[], number: number, step: -1 | 1): number[] | null {
  const from = numbers.indexOf(number);
  const to = from + step;
  if (from < 0 || to < 0 || to >= numbers.length) return null;
  const order = [...numbers];
  [order[from], order[to]] = [order[to]!, order[from]!];
  return order;
}
