/**
 * Traffic sources in the spec's order (section 4): classification takes the first that matches,
 * so this order is part of the behaviour, not just a list.
 */
export const TRAFFIC_SOURCES = [
  'facebook',
  'google',
  'bing',
  'yandex',
  'snapchat',
  'instagram',
  'pinterest',
  'email',
  'outbrain',
  'taboola',
  'tiktok',
  'yahoo',
  'spider',
  'baidu',
  'duckduckgo',
  'mediago',
  'twitter',
  'shareasale',
  'kwai',
  'thinla',
  'direct',
  'other',
] as const;

/** Where a visit came from. */
export type TrafficSource = (typeof TRAFFIC_SOURCES)[number];

/** Query values as a router hands them over (repeated keys become arrays). */
export type QueryRecord = Readonly<Record<string, string | readonly string[] | null | undefined>>;

/** Everything the classifier looks at; all of it is available on the first page load. */
export interface TrafficInput {
  /** The landing URL (absolute or path with query) or its already parsed query. */
  readonly url: string | QueryRecord;
  /** `document.referrer`; empty when there is none. */
  readonly referrer: string;
  readonly userAgent: string;
  /** The site's own host, to tell an internal referrer from an external one. */
  readonly host: string;
}
