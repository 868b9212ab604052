import type { QueryRecord, TrafficInput } from './traffic-source';

/** The input reduced to comparable pieces: lower-cased query keys, bare referrer host, user agent. */
export interface TrafficSignals {
  /** Query parameters with lower-cased keys (click ids are matched case-insensitively: `ScCid`, `obOrigUrl`). */
  readonly params: ReadonlyMap<string, string>;
  /** `utm_source`, lower-cased and trimmed; empty when absent. */
  readonly utmSource: string;
  /** `utm_medium`, lower-cased and trimmed; empty when absent. */
  readonly utmMedium: string;
  /** Referrer host without `www.` and port, lower-cased; for `android-app://pkg/` it is the package name. */
  readonly referrerHost: string;
  /** True when the referrer string is empty or only whitespace. */
  readonly noReferrer: boolean;
  readonly userAgent: string;
  /** The site's host, normalised like `referrerHost`. */
  readonly ownHost: string;
}

// Any base works: it only lets relative landing URLs ("/x.html?fbclid=1") parse.
const PARSE_BASE = 'http://landing.invalid';

function queryFromString(url: string): Map<string, string> {
  const params = new Map<string, string>();
  let search: URLSearchParams;
  try {
    search = new URL(url, PARSE_BASE).searchParams;
  } catch {
    return params;
  }
  for (const [key, value] of search) {
    const lower = key.toLowerCase();
    if (!params.has(lower)) params.set(lower, value);
  }
  return params;
}

function queryFromRecord(record: QueryRecord): Map<string, string> {
  const params = new Map<string, string>();
  for (const [key, raw] of Object.entries(record)) {
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (typeof value === 'string' && !params.has(key.toLowerCase())) params.set(key.toLowerCase(), value);
  }
  return params;
}

/** Bare host of a URL or host string: lower case, no port, no leading `www.`; empty when unparseable. */
export function bareHost(value: string): string {
  const text = value.trim();
  if (text === '') return '';
  let host: string;
  try {
    host = text.includes('://') ? new URL(text).hostname : new URL(`http://${text}`).hostname;
  } catch {
    return '';
  }
  return host.toLowerCase().replace(/^www\./, '');
}

/** Normalises a classifier input; never throws, whatever the strings contain. */
export function readSignals(input: TrafficInput): TrafficSignals {
  const params = typeof input.url === 'string' ? queryFromString(input.url) : queryFromRecord(input.url);
  return {
    params,
    utmSource: (params.get('utm_source') ?? '').trim().toLowerCase(),
    utmMedium: (params.get('utm_medium') ?? '').trim().toLowerCase(),
    referrerHost: bareHost(input.referrer),
    noReferrer: input.referrer.trim() === '',
    userAgent: input.userAgent,
    ownHost: bareHost(input.host),
  };
}
