import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ErrorCodes } from '../contract/error-codes';

const root = import.meta.dirname;
const languages = ['en', 'pt', 'es', 'de', 'fr', 'it', 'nl', 'ru', 'sw', 'hi'] as const;
const others = languages.filter((language) => language !== 'en');

/** The plural forms each language must spell out (team decision: _one/_other, plus _few/_many for Russian). */
const pluralForms: Record<string, readonly string[]> = { ru: ['one', 'few', 'many', 'other'] };
const formsOf = (language: string): readonly string[] => pluralForms[language] ?? ['one', 'other'];
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/**
 * Texts that are rightly the same as in English: the brand, and words the language shares with English
 * (cognates). Keyed by the exact English text -> the languages where it is also correct, or '*'.
 */
const sameAsEnglish: Readonly<Record<string, readonly string[] | '*'>> = {
  ShortDrama: '*',
  Blog: '*',
  // Names of messaging apps on the share dialog.
  WhatsApp: '*',
  Telegram: '*',
  'Error {{status}}': ['es'],
  '{{count}} drama': ['pt', 'es', 'it', 'nl'],
  '{{count}} dramas': ['pt', 'es'],
  '{{count}} minute': ['fr'],
  '{{count}} minutes': ['fr'],
  Video: ['de', 'it', 'nl', 'sw'],
  Trailer: ['pt', 'de', 'it', 'nl'],
  // Kinds of device in the account settings' session list.
  tablet: ['pt', 'it', 'nl'],
  computer: ['it', 'nl'],
  Password: ['it'],
  Clip: ['es', 'it'],
  Photos: ['fr'],
  Guides: ['fr'],
  Pause: ['de', 'fr'],
  Position: ['de', 'fr'],
  Person: ['de'],
  Synopsis: ['fr'],
  Site: ['pt', 'fr'],
  Contact: ['fr', 'nl'],
  Cast: ['it', 'nl'],
  Accounts: ['nl'],
  // The privacy choices' purpose, the word these languages use for it.
  Marketing: ['de', 'es', 'fr', 'it', 'nl', 'pt'],
  // The header's bell and the notices page.
  Notifications: ['fr'],
};

type Texts = Map<string, string>;

function flatten(value: unknown, prefix: string, into: Texts, file: string): Texts {
  if (typeof value === 'string') {
    into.set(prefix, value);
    return into;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`${file}: ${prefix} is neither text nor a group`);
  for (const [key, child] of Object.entries(value)) flatten(child, prefix === '' ? key : `${prefix}.${key}`, into, file);
  return into;
}

function read(language: string, namespace: string): Texts | null {
  try {
    const file = join(root, language, `${namespace}.json`);
    return flatten(JSON.parse(readFileSync(file, 'utf8')) as unknown, '', new Map(), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1] ?? '').sort();
}

const namespaces = readdirSync(join(root, 'en'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));

/** English keys with plural groups collapsed to their base key. */
function entries(texts: Texts): { singles: string[]; plurals: string[] } {
  const plurals = new Set<string>();
  const singles: string[] = [];
  for (const key of texts.keys()) {
    if (pluralSuffix.test(key)) plurals.add(key.replace(pluralSuffix, ''));
    else singles.push(key);
  }
  return { singles, plurals: [...plurals] };
}

function problems(namespace: string, language: string): string[] {
  const english = read('en', namespace)!;
  const texts = read(language, namespace);
  if (!texts) return [`${language}/${namespace}.json is missing`];
  const found: string[] = [];
  const allowed = (englishText: string) => {
    const rule = sameAsEnglish[englishText];
    return rule === '*' || (rule?.includes(language) ?? false);
  };
  // A plural form may spell the number out ("One episode") or not, so {{count}} is free in plural keys.
  const compared = (text: string, plural: boolean) =>
    placeholders(text)
      .filter((name) => !plural || name !== 'count')
      .join();
  const check = (key: string, englishText: string, plural = false) => {
    const text = texts.get(key);
    if (text === undefined) return void found.push(`${key}: missing`);
    if (text.trim() === '') return void found.push(`${key}: empty`);
    if (compared(text, plural) !== compared(englishText, plural))
      found.push(`${key}: placeholders {${placeholders(text).join()}} differ from English {${placeholders(englishText).join()}}`);
    if (text === englishText && !allowed(englishText)) found.push(`${key}: left in English ("${text}")`);
  };
  const { singles, plurals } = entries(english);
  for (const key of singles) check(key, english.get(key)!);
  for (const base of plurals) {
    const englishOther = english.get(`${base}_other`) ?? '';
    for (const form of formsOf(language)) check(`${base}_${form}`, english.get(`${base}_${form}`) ?? englishOther, true);
  }
  const expected = new Set([...singles, ...plurals.flatMap((base) => formsOf(language).map((form) => `${base}_${form}`))]);
  for (const key of texts.keys()) {
    const optionalPlural = pluralSuffix.test(key) && plurals.includes(key.replace(pluralSuffix, ''));
    if (!expected.has(key) && !optionalPlural) found.push(`${key}: not in English (stale or misspelt)`);
  }
  return found;
}

describe('locale files', () => {
  it('include the namespaces of spa-foundation', () => {
    expect(namespaces).toEqual(expect.arrayContaining(['site', 'site-errors']));
  });

  describe.each(namespaces)('%s namespace', (namespace) => {
    it('has both plural forms in English for every plural key', () => {
      const english = read('en', namespace)!;
      const missing = entries(english).plurals.flatMap((base) =>
        formsOf('en')
          .filter((form) => !english.has(`${base}_${form}`))
          .map((form) => `${base}_${form}`),
      );
      expect(missing).toEqual([]);
    });

    it.each(others)('is complete and translated in %s', (language) => {
      expect(problems(namespace, language)).toEqual([]);
    });
  });

  it('translate every message key the server can answer', () => {
    const english = read('en', 'site-errors')!;
    expect(Object.keys(ErrorCodes).filter((key) => !english.has(key))).toEqual([]);
  });

  it('name the messages of the error catalogue', () => {
    const english = read('en', 'site-errors')!;
    expect(english.get('network')).toBe('Network error');
    for (const key of ['generic', 'timeout', 'unauthorized', 'invalid_response', 'invalid_request']) expect(english.has(key)).toBe(true);
  });
});
