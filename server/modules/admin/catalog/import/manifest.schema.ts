import * as v from 'valibot';
import { LANGUAGES, Slug, Text } from '../../../../../contract/common.schemas';

/**
 * The catalog folder's manifest (`catalog.json`), documented in the README ("Catalog import"). Media paths are
 * relative to the folder. Every visitor-facing text is given in all ten languages.
 */

const Line = (max: number) => v.pipe(Text, v.trim(), v.minLength(1), v.maxLength(max));
const Prose = (max: number) => v.pipe(Text, v.maxLength(max));
/** A file inside the folder: relative, no `..`, no absolute path, no backslash. */
const FilePath = v.pipe(v.string(), v.regex(/^(?!\/)(?!.*(?:^|\/)\.\.(?:\/|$))[\w./-]+$/, 'must be a relative path inside the folder'));

const inEveryLanguage = <T extends v.GenericSchema>(schema: T) =>
  v.strictObject(Object.fromEntries(LANGUAGES.map((lang) => [lang, schema])) as Record<(typeof LANGUAGES)[number], T>);

const inSomeLanguages = <T extends v.GenericSchema>(schema: T) =>
  v.strictObject(Object.fromEntries(LANGUAGES.map((lang) => [lang, v.optional(schema)])) as Record<(typeof LANGUAGES)[number], v.OptionalSchema<T, undefined>>);

export const ManifestCategory = v.strictObject({
  slug: Slug,
  kind: v.picklist(['category', 'topic']),
  names: inEveryLanguage(Line(80)),
  descriptions: v.optional(inSomeLanguages(Prose(2000))),
});

export const ManifestContributor = v.strictObject({
  id: Slug,
  name: Line(120),
});

export const DramaTexts = v.strictObject({
  title: Line(200),
  synopsis: Prose(5000),
  tagline: v.optional(Prose(300), ''),
  seo_title: v.optional(Prose(200), ''),
  seo_description: v.optional(Prose(400), ''),
});

export const ManifestEpisode = v.strictObject({
  number: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)),
  video: FilePath,
  duration_seconds: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(6 * 3600)),
  free: v.optional(v.boolean(), false),
  subtitles: v.optional(inSomeLanguages(FilePath), {}),
  titles: v.optional(inSomeLanguages(Line(200)), {}),
});

export const ManifestDrama = v.strictObject({
  slug: Slug,
  published: v.optional(v.boolean(), true),
  original_lang: v.optional(v.picklist(LANGUAGES), 'en'),
  release_year: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1900), v.maxValue(2100))),
  poster: FilePath,
  categories: v.optional(v.array(Slug), []),
  topics: v.optional(v.array(Slug), []),
  contributors: v.optional(
    v.array(v.strictObject({ id: Slug, role: v.picklist(['director', 'writer', 'producer', 'actor']), character: v.optional(Line(120)) })),
    [],
  ),
  texts: inEveryLanguage(DramaTexts),
  episodes: v.pipe(v.array(ManifestEpisode), v.minLength(1)),
});

export const CatalogManifest = v.strictObject({
  version: v.literal(1),
  categories: v.optional(v.array(ManifestCategory), []),
  contributors: v.optional(v.array(ManifestContributor), []),
  dramas: v.array(ManifestDrama),
});

export type CatalogManifest = v.InferOutput<typeof CatalogManifest>;
export type ManifestDrama = v.InferOutput<typeof ManifestDrama>;
export type ManifestCategory = v.InferOutput<typeof ManifestCategory>;
