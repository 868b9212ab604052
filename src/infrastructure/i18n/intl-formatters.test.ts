import { describe, expect, it } from 'vitest';
import { IntlFormatters } from './intl-formatters';

describe('IntlFormatters', () => {
  it.each([
    ['en', 1234.5, '1,234.5'],
    ['de', 1234.5, '1.234,5'],
    ['hi', 1234567, '12,34,567'],
  ])('formats numbers in %s like Intl does', (language, value, expected) => {
    expect(new IntlFormatters().number(language).format(value)).toBe(expected);
  });

  it('keeps one formatter per language and options', () => {
    const formatters = new IntlFormatters();
    expect(formatters.number('en', { maximumFractionDigits: 1 })).toBe(formatters.number('en', { maximumFractionDigits: 1 }));
    expect(formatters.number('en', { maximumFractionDigits: 1 })).not.toBe(formatters.number('en'));
    expect(formatters.number('en')).not.toBe(formatters.number('fr'));
    expect(formatters.date('en', { year: 'numeric' })).toBe(formatters.date('en', { year: 'numeric' }));
  });

  it('tells date options apart from number options of the same language', () => {
    const formatters = new IntlFormatters();
    expect(formatters.date('en', { month: 'long' }).format(new Date(Date.UTC(2026, 0, 15)))).toBe('January');
  });

  it('writes a small number without building a formatter, and a large one with it', () => {
    const formatters = new IntlFormatters();
    const built: unknown[] = [];
    const number = formatters.number.bind(formatters);
    formatters.number = (language, options) => {
      built.push(language);
      return number(language, options);
    };
    expect(formatters.formatNumber('fr', 4.5, { minimumFractionDigits: 1, maximumFractionDigits: 1 })).toBe('4,5');
    expect(built).toEqual([]);
    expect(formatters.formatNumber('fr', 1_234_567)).toBe(new Intl.NumberFormat('fr').format(1_234_567));
    expect(built).toEqual(['fr']);
  });
});
