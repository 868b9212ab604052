import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../domain/routing/language';
import { plainNumber } from './plain-number';

// Every integer below 100,000 would take seconds per language: all below 2,000, then every 7th.
const integers = Array.from({ length: 2000 }, (_, i) => i).concat(
  Array.from({ length: 14_000 }, (_, i) => 2000 + i * 7),
  [99_999],
);
const tenths = Array.from({ length: 1000 }, (_, i) => i / 10).concat([123.4, 999.9, 1234.5, 12_345.6, 99_999.9, 4.45, 0.1 + 0.2]);
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
    ['en', 2000, undefined, '2,000'],
    ['es', 2000, undefined, '2000'],
    ['es', 12_345, undefined, '12.345'],
    ['fr', 2000, undefined, '2\u202f000'],
    ['ru', 2000, undefined, '2\u00a0000'],
  ] as const)('answers the numbers a landing page shows: %s %s', (language, value, options, expected) => {
    expect(plainNumber(language, value, options)).toBe(expected);
  });

  it.each([
    ['a number from 100,000 on (Hindi groups by two there)', 'hi', 100_000, undefined],
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
