import * as v from 'valibot';
import { Id, LANGUAGES, Lang, MediaUrl, Slug, Text } from '../common.schemas';

/** A drama's visitor texts in one language; seo_* override the page head (empty: made from title and synopsis). */
export const DramaTextsInput = v.object({
  title: v.pipe(Text, v.trim(), v.minLength(1), v.maxLength(200)),
  synopsis: v.pipe(Text, v.maxLength(5000)),
  tagline: v.optional(v.pipe(Text, v.maxLength(300)), ''),
  seo_title: v.optional(v.pipe(Text, v.maxLength(200)), ''),
  seo_description: v.optional(v.pipe(Text, v.maxLength(400)), ''),
});

const everyLanguage = <T extends v.GenericSchema>(schema: T) => v.object(Object.fromEntries(LANGUAGES.map((lang) => [lang, schema])) as Record<Lang, T>);

/** What an operator edits of a drama (media are uploaded by their own calls; episodes keep their videos). */
export const DramaInput = v.object({
  slug: Slug,
  original_lang: Lang,
  release_year: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1900), v.maxValue(2100))),
  texts: everyLanguage(DramaTextsInput),
  categories: v.pipe(v.array(Slug), v.maxLength(20)),
  topics: v.pipe(v.array(Slug), v.maxLength(20)),
  contributors: v.pipe(
    v.array(
      v.object({
        id: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,80}$/)),
        role: v.picklist(['director', 'writer', 'producer', 'actor']),
        character: v.nullable(v.pipe(Text, v.maxLength(120))),
      }),
    ),
    v.maxLength(50),
  ),
});
export type DramaInput = v.InferOutput<typeof DramaInput>;

export const AdminEpisode = v.object({
  number: v.pipe(v.number(), v.integer(), v.minValue(1)),
  duration_seconds: v.pipe(v.number(), v.integer(), v.minValue(1)),
  free: v.boolean(),
  video_url: MediaUrl,
  subtitle_langs: v.array(Lang),
});

/** A drama as the console shows it for editing. */
/** A drama's texts as stored: a language nobody has translated yet has empty texts (the console asks for them). */
const StoredTexts = v.object({ title: v.string(), synopsis: v.string(), tagline: v.string(), seo_title: v.string(), seo_description: v.string() });

export const AdminDrama = v.object({
  ...DramaInput.entries,
  texts: everyLanguage(StoredTexts),
  id: Id,
  published: v.boolean(),
  poster_url: v.nullable(MediaUrl),
  episodes: v.array(AdminEpisode),
});
export type AdminDrama = v.InferOutput<typeof AdminDrama>;

export const AdminDramaRow = v.object({
  id: Id,
  slug: v.string(),
  title: v.string(),
  published: v.boolean(),
  episode_count: v.number(),
  poster_url: v.nullable(MediaUrl),
});

/** The groups and people a drama may name. */
export const CatalogChoices = v.object({
  categories: v.array(v.object({ slug: v.string(), kind: v.picklist(['category', 'topic']), name: v.string() })),
  contributors: v.array(v.object({ id: v.string(), name: v.string() })),
});

export const EpisodeOrder = v.object({ order: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), v.minLength(1), v.maxLength(10_000)) });
