/**
 * The decimal separator of each site language (CLDR, Latin digits in all ten). Below 1,000 no language groups
 * digits, so a small number needs nothing else to be written as Intl.NumberFormat writes it.
 */
const DECIMAL_SEPARATORS: Readonly<Record<string, string>> = {
  en: '.',
  pt: ',',
  es: ',',
  de: ',',
  fr: ',',
  it: ',',
  nl: ',',
  ru: ',',
  sw: '.',
  hi: '.',
};

type FractionOptions = Pick<Intl.NumberFormatOptions, 'minimumFractionDigits' | 'maximumFractionDigits'>;

/**
 * A number below 1,000 with at most one decimal (an episode number, a count, a rating), written exactly as
 * `new Intl.NumberFormat(language, options).format(value)` would write it; null for anything else. Why: the page's
 * first Intl.NumberFormat costs 25-60 ms of main thread (its locale data), four times that on a phone, and a landing
 * page formats only such numbers while it hydrates. Only the fraction-digit options are understood.
 */
export function plainNumber(language: string, value: number, options?: Intl.NumberFormatOptions): string | null {
  const separator = DECIMAL_SEPARATORS[language];
  if (separator === undefined || !onlyFractionOptions(options)) return null;
  if (!(value >= 0 && value < 1000) || Object.is(value, -0)) return null;
  const tenths = Math.round(value * 10);
  if (Math.abs(value * 10 - tenths) > 1e-9) return null;
  const minimum = options?.minimumFractionDigits ?? 0;
  const maximum = options?.maximumFractionDigits ?? Math.max(minimum, 3);
  if (minimum > 1 || maximum < minimum) return null;
  const whole = Math.floor(tenths / 10);
  const tenth = tenths % 10;
  if (tenth === 0 && minimum === 0) return String(whole);
  if (maximum === 0) return null;
  return `${whole}${separator}${tenth}`;
}

function onlyFractionOptions(options: Intl.NumberFormatOptions | undefined): options is FractionOptions | undefined {
  return options === undefined || Object.keys(options).every((key) => key === 'minimumFractionDigits' || key === 'maximumFractionDigits');
}
