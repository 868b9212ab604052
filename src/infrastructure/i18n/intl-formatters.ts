import { plainNumber } from './plain-number';

/**
 * Intl formatters kept per language and options. Building one costs far more than using it (a film page formats
 * dozens of numbers while it renders), and they are immutable, so one per distinct setting is enough.
 */
export class IntlFormatters {
  private readonly numbers = new Map<string, Intl.NumberFormat>();
  private readonly dates = new Map<string, Intl.DateTimeFormat>();

  /** `value` written in `language`: small numbers without building a formatter (plain-number.ts says why). */
  formatNumber(language: string, value: number, options?: Intl.NumberFormatOptions): string {
    return plainNumber(language, value, options) ?? this.number(language, options).format(value);
  }

  number(language: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
    return cached(this.numbers, language, options, () => new Intl.NumberFormat(language, options));
  }

  date(language: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
    return cached(this.dates, language, options, () => new Intl.DateTimeFormat(language, options));
  }
}

function cached<F>(cache: Map<string, F>, language: string, options: object | undefined, create: () => F): F {
  const key = options ? `${language}|${JSON.stringify(options)}` : language;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = create();
    cache.set(key, formatter);
  }
  return formatter;
}
