interface Separators {
  readonly decimal: string;
  readonly group: string;
  /** 2 where a four-digit number is not grouped ("1000" but "12.345"). */
  readonly minimumGrouping: 1 | 2;
}

/**
 * How each site language writes a number below 100,000 (CLDR; Latin digits in all ten; from 100,000 on Hindi
 * groups by two, "1,23,456", which is left to Intl).
 */
const SEPARATORS: Readonly<Record<string, Separators>> = {
  en: { decimal: '.', group: ',', minimumGrouping: 1 },
  pt: { decimal: ',', group: '.', minimumGrouping: 1 },
  es: { decimal: ',', group: '.', minimumGrouping: 2 },
  de: { decimal: ',', group: '.', minimumGrouping: 1 },
  fr: { decimal: ',', group: '\u202f', minimumGrouping: 1 },
  it: { decimal: ',', group: '.', minimumGrouping: 2 },
  nl: { decimal: ',', group: '.', minimumGrouping: 1 },
  ru: { decimal: ',', group: '\u00a0', minimumGrouping: 1 },
  sw: { decimal: '.', group: ',', minimumGrouping: 1 },
  hi: { decimal: '.', group: ',', minimumGrouping: 1 },
};

type FractionOptions = Pick<Intl.NumberFormatOptions, 'minimumFractionDigits' | 'maximumFractionDigits'>;

/**
 * A number below 100,000 with at most one decimal (an episode number, a count, a rating, a comment's characters
 * left), written exactly as `new Intl.NumberFormat(language, options).format(value)` would write it; null for
 * anything else. Why: the page's first Intl.NumberFormat costs 25-60 ms of main thread (its locale data), four
 * times that on a phone, and the pages format only such numbers while they hydrate. Only the fraction-digit options
 * are understood.
 */
export function plainNumber(language: string, value: number, options?: Intl.NumberFormatOptions): string | null {
  const separators = SEPARATORS[language];
  if (separators === undefined || !onlyFractionOptions(options)) return null;
  if (!(value >= 0 && value < 100_000) || Object.is(value, -0)) return null;
  const tenths = Math.round(value * 10);
  if (Math.abs(value * 10 - tenths) > 1e-9) return null;
  const minimum = options?.minimumFractionDigits ?? 0;
  const maximum = options?.maximumFractionDigits ?? Math.max(minimum, 3);
  if (minimum > 1 || maximum < minimum) return null;
  const whole = grouped(Math.floor(tenths / 10), separators);
  const tenth = tenths % 10;
  if (tenth === 0 && minimum === 0) return whole;
  if (maximum === 0) return null;
  return `${whole}${separators.decimal}${tenth}`;
}

function grouped(whole: number, { group, minimumGrouping }: Separators): string {
  const digits = String(whole);
  if (digits.length < 4 || (digits.length === 4 && minimumGrouping === 2)) return digits;
  return `${digits.slice(0, -3)}${group}${digits.slice(-3)}`;
}

function onlyFractionOptions(options: Intl.NumberFormatOptions | undefined): options is FractionOptions | undefined {
  return options === undefined || Object.keys(options).every((key) => key === 'minimumFractionDigits' || key === 'maximumFractionDigits');
}
