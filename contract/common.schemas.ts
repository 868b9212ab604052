import * as v from 'valibot';

/** The ten site languages of spec section 9; `en` is the default and the unprefixed one. */
export const LANGUAGES = ['en', 'pt', 'es', 'de', 'fr', 'it', 'nl', 'ru', 'sw', 'hi'] as const;
export const Lang = v.picklist(LANGUAGES);
export type Lang = v.InferOutput<typeof Lang>;

/** The largest PostgreSQL `integer` (and `serial`): numbers callers send stay within it, so the database never refuses one. */
export const INT32_MAX = 2_147_483_647;

/** Integer ids of catalog rows (films, episodes, comments...), serial in the database. */
export const Id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(INT32_MAX));

/** The check of Text; contract/openapi.ts states it in the document (`not: { pattern: '\u0000' }`). */
export const hasNoNulByte = (text: string): boolean => !text.includes('\0');

/** Text a caller sends: PostgreSQL text cannot hold U+0000, so a NUL byte is refused here (400 validation.<field>). */
export const Text = v.pipe(v.string(), v.check(hasNoNulByte));

/**
 * A whole number as a query string, path or form carries it (`12`, `-1`), or a number from callers that pass one.
 * Spaces, exponents (`1e3`), hex (`0x10`), fractions and the empty string are refused, as the document's
 * `type: integer` says, although Number() would read them.
 */
export const WireInteger = v.union([v.pipe(v.string(), v.regex(/^-?[0-9]+$/)), v.number()]);

/** Users and visitors are identified by uuids. */
export const Uuid = v.pipe(v.string(), v.uuid());

/** A count that cannot go below zero. */
export const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** Timestamps travel as ISO 8601 strings in UTC (`Date.prototype.toISOString()`). */
export const IsoDate = v.pipe(v.string(), v.isoTimestamp());

/**
 * A link to a media file or page: absolute (`https://...`) or rooted at the site (`/media/posters/1.jpg`),
 * so the seed can serve local files and production can serve a CDN.
 */
export const MediaUrl = v.pipe(Text, v.regex(/^(https?:\/\/|\/)\S*$/));

/** Average of 1..5 star ratings; 0 while a film has no rating yet. */
export const RatingAvg = v.pipe(v.number(), v.minValue(0), v.maxValue(5));

/** Ratings are whole stars from 1 to 5 (the product's rating control shows five stars). */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const Score = v.pipe(v.number(), v.integer(), v.minValue(RATING_MIN), v.maxValue(RATING_MAX));

/** A slug as used in category and guide-type URLs (`_cname`, `type`). */
export const Slug = v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/));

/** A film as other entities mention it (comments, guides, episode pages). */
export const FilmRef = v.object({
  id: Id,
  title: v.string(),
  poster_url: MediaUrl,
});
export type FilmRef = v.InferOutput<typeof FilmRef>;
