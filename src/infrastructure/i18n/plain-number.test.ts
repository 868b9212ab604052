import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../domain/routing/language';
import { plainNumber } from './plain-number';

const integers = Array.from({ length: 1000 }, (_, i) => i);
const tenths = Array.from({ length: 1000 }, (_, i) => i / 10).concat([123.4, 999.9, 4.45, 0.1 + 0.2]);
const optionSets: (Intl.NumberFormatOptions | undefined)[] = [
  undefined,
  { minimumFractionDigits: 1, maximumFractionDigits: 1 },
  { maximumFractionDigits: 2 },
  { maximumFractionDigits: 1 },
];

describe('plainNumber', () => {
  it.each(LANGUAGES)('writes what Intl.NumberFormat writes in %s, wherever it answers', (language) => {
    for (const options of optionSets) {
      const intl = new Intl.NumberFormat(language, options);
      for (const value of [...integers, ...tenths]) {
        const plain = plainNumber(language, value, options);
        if (plain !== null) expect(plain, `${value} ${JSON.stringify(options)}`).toBe(intl.format(value));
      }
    }
  });

  it.each([
    ['en', 7, undefined, '7'],
    ['en', 4.5, { minimumFractionDigits: 1, maximumFractionDigits: 1 }, '4.5'],
    ['fr', 4.5, { minimumFractionDigits: 1, maximumFractionDigits: 1 }, '4,5'],
    ['de', 4, { minimumFractionDigits: 1, maximumFractionDigits: 1 }, '4,0'],
    ['hi', 80, undefined, '80'],
    ['ru', 12.5, { maximumFractionDigits: 2 }, '12,5'],
  ] as const)('answers the numbers a landing page shows: %s %s', (language, value, options, expected) => {
    expect(plainNumber(language, value, options)).toBe(expected);
  });

  it.each([
    ['a number from 1,000 on (grouping)', 'en', 1000, undefined],
    ['a negative number', 'en', -3, undefined],
    ['negative zero', 'en', -0, undefined],
    ['two decimals', 'en', 4.25, undefined],
    ['a fraction where none may be shown', 'en', 4.5, { maximumFractionDigits: 0 }],
    ['two fraction digits required', 'en', 4.5, { minimumFractionDigits: 2 }],
    ['other options', 'en', 0.5, { style: 'percent' }],
    ['a language it has no separator for', 'ar', 5, undefined],
    ['not a number', 'en', Number.NaN, undefined],
  ] as const)('leaves %s to Intl', (_case, language, value, options) => {
    expect(plainNumber(language, value, options as Intl.NumberFormatOptions | undefined)).toBeNull();
  });
});
