import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

// Every text a visitor reads lives in a `*_translations` table keyed by (owner id, lang), so adding a language
// is data, not schema. Readers take the visitor's language and fall back to 'en'.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Groups of films: plain categories, ranking lists and editorial topics, all addressed by slug (`_cname`). */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    kind: text('kind', { enum: ['category', 'ranking', 'topic'] }).notNull(),
    coverPath: text('cover_path'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('categories_kind_position_idx').on(t.kind, t.position)],
);

export const categoryTranslations = pgTable(
  'category_translations',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.lang] })],
);

/** A drama. Counters are kept exact by the engagement module in the same transaction as the change. */
export const films = pgTable(
  'films',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').unique(),
    posterPath: text('poster_path').notNull(),
    coverPath: text('cover_path'),
    episodeCount: integer('episode_count').notNull().default(0),
    runtimeMinutes: integer('runtime_minutes').notNull().default(0),
    releaseYear: smallint('release_year'),
    originalLang: text('original_lang').notNull().default('en'),
    // Editorial weight used for featured/hot ordering; the seed and editors set it.
    hotness: integer('hotness').notNull().default(0),
    featured: integer('featured').notNull().default(0),
    viewCount: bigint('view_count', { mode: 'number' }).notNull().default(0),
    playCount: bigint('play_count', { mode: 'number' }).notNull().default(0),
    favoriteCount: integer('favorite_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    // The average rating is rating_sum / rating_count, so it stays exact (no running float average).
    ratingSum: bigint('rating_sum', { mode: 'number' }).notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    // A draft (false) is shown to operators only: no page, card, search hit or sitemap entry (migration 0010).
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('films_hotness_idx').on(t.hotness.desc(), t.id),
    index('films_views_idx').on(t.viewCount.desc(), t.id),
    index('films_created_idx').on(t.createdAt.desc(), t.id),
    index('films_featured_idx').on(t.featured.desc(), t.id),
  ],
);

export const filmTranslations = pgTable(
  'film_translations',
  {
    filmId: integer('film_id')
      .notNull()
      .references(() => films.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    synopsis: text('synopsis').notNull().default(''),
    tagline: text('tagline').notNull().default(''),
    // Page head overrides set by operators; empty means the head is made from title and synopsis.
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.filmId, t.lang] }),
    // No trigram index: search matches titles in memory (title-search.index.ts); a GIN index over every title
    // was unused and made loading a large catalog several times slower.
    index('film_translations_lang_idx').on(t.lang, t.filmId),
  ],
);

/**
 * Advanced by a statement trigger on every write to film_translations (migration 0003), so a server sees that its
 * in-memory title search index is out of date with one tiny read, whichever process wrote.
 */
export const filmTitlesVersion = pgSequence('film_titles_version');

export const filmCategories = pgTable(
  'film_categories',
  {
    filmId: integer('film_id')
      .notNull()
      .references(() => films.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.filmId, t.categoryId] }), index('film_categories_category_idx').on(t.categoryId, t.position, t.filmId)],
);

/** Views and plays per film and UTC day: the source of the day/week/month rankings. */
export const filmDailyStats = pgTable(
  'film_daily_stats',
  {
    filmId: integer('film_id')
      .notNull()
      .references(() => films.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    plays: integer('plays').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.filmId, t.day] }), index('film_daily_stats_day_idx').on(t.day, t.filmId)],
);

/** People behind a film; names are proper nouns, so they are not translated. */
export const contributors = pgTable('contributors', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  avatarPath: text('avatar_path'),
  // The catalog import's stable key for a person (unique when set), so importing again updates instead of adding.
  externalId: text('external_id').unique('contributors_external_id_uq'),
});

export const filmContributors = pgTable(
  'film_contributors',
  {
    filmId: integer('film_id')
      .notNull()
      .references(() => films.id, { onDelete: 'cascade' }),
    contributorId: integer('contributor_id')
      .notNull()
      .references(() => contributors.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['director', 'writer', 'producer', 'actor'] }).notNull(),
    characterName: text('character_name'),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.filmId, t.contributorId, t.role] }), index('film_contributors_contributor_idx').on(t.contributorId)],
);

export const episodes = pgTable(
  'episodes',
  {
    id: serial('id').primaryKey(),
    filmId: integer('film_id')
      .notNull()
      .references(() => films.id, { onDelete: 'cascade' }),
    episodeNum: integer('episode_num').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    videoPath: text('video_path').notNull(),
    posterPath: text('poster_path'),
    // Languages with a WebVTT file at `<video_path without extension>.<lang>.vtt`.
    subtitleLangs: text('subtitle_langs')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Free for everyone even past FREE_EPISODES (set by operators).
    free: boolean('free').notNull().default(false),
    // The file of a language's current subtitle version (subtitle_versions), when it is not the one beside the video.
    subtitlePaths: jsonb('subtitle_paths').$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [unique('episodes_film_num_uq').on(t.filmId, t.episodeNum)],
);

/**
 * Every version of an episode's subtitle track in one language: the original (the file beside the video, recorded
 * when a first change is made), an operator's upload, or a rollback to an earlier version (a new version pointing at
 * that version's file). The highest version is the one served.
 */
export const subtitleVersions = pgTable(
  'subtitle_versions',
  {
    id: serial('id').primaryKey(),
    episodeId: integer('episode_id')
      .notNull()
      .references(() => episodes.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    version: integer('version').notNull(),
    path: text('path').notNull(),
    cues: integer('cues').notNull(),
    source: text('source', { enum: ['original', 'upload', 'rollback', 'correction'] }).notNull(),
    restoredVersion: integer('restored_version'),
    /** For a correction: the report it applies and the line it changed (`at` seconds, the text before and after). */
    change: jsonb('change').$type<{ report_id: number; at: number; before: string | null; after: string }>(),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('subtitle_versions_uq').on(t.episodeId, t.lang, t.version),
    check('subtitle_versions_source_check', sql`${t.source} IN ('original', 'upload', 'rollback', 'correction')`),
  ],
);

export const episodeTranslations = pgTable(
  'episode_translations',
  {
    episodeId: integer('episode_id')
      .notNull()
      .references(() => episodes.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.episodeId, t.lang] })],
);

/** Episode plots (story recaps); `id` is the plotId of /playlet/{filmId}/plots/{plotId}.html. */
export const plots = pgTable(
  'plots',
  {
    id: serial('id').primaryKey(),
    filmId: integer('film_id')
      .notNull()
      .references(() => films.id, { onDelete: 'cascade' }),
    episodeNum: integer('episode_num').notNull(),
  },
  (t) => [index('plots_film_episode_idx').on(t.filmId, t.episodeNum)],
);

export const plotTranslations = pgTable(
  'plot_translations',
  {
    plotId: integer('plot_id')
      .notNull()
      .references(() => plots.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
  },
  (t) => [primaryKey({ columns: [t.plotId, t.lang] })],
);

export const photos = pgTable(
  'photos',
  {
    id: serial('id').primaryKey(),
    filmId: integer('film_id')
      .notNull()
      .references(() => films.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('photos_film_position_idx').on(t.filmId, t.position, t.id)],
);

export const photoTranslations = pgTable(
  'photo_translations',
  {
    photoId: integer('photo_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    alt: text('alt').notNull(),
  },
  (t) => [primaryKey({ columns: [t.photoId, t.lang] })],
);

/** Trailers and clips of a film (episodes are in `episodes`). */
export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    filmId: integer('film_id')
      .notNull()
      .references(() => films.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['trailer', 'clip', 'behind_the_scenes'] })
      .notNull()
      .default('clip'),
    path: text('path').notNull(),
    posterPath: text('poster_path').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    subtitleLangs: text('subtitle_langs')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('videos_film_position_idx').on(t.filmId, t.position, t.id)],
);

export const videoTranslations = pgTable(
  'video_translations',
  {
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.videoId, t.lang] })],
);

/** Kinds of guides (`type` of /guide/{type}/{page}.html), addressed by slug. */
export const guideTypes = pgTable('guide_types', {
  slug: text('slug').primaryKey(),
  position: integer('position').notNull().default(0),
});

export const guideTypeTranslations = pgTable(
  'guide_type_translations',
  {
    slug: text('slug')
      .notNull()
      .references(() => guideTypes.slug, { onDelete: 'cascade', onUpdate: 'cascade' }),
    lang: text('lang').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.slug, t.lang] })],
);

/** Guides: attached to a film (film guides) or standalone, grouped by `type` (/guide/{type}/{page}.html). */
export const guides = pgTable(
  'guides',
  {
    id: serial('id').primaryKey(),
    filmId: integer('film_id').references(() => films.id, { onDelete: 'cascade' }),
    type: text('type')
      .notNull()
      .references(() => guideTypes.slug, { onUpdate: 'cascade' }),
    authorName: text('author_name').notNull().default('Editorial team'),
    coverPath: text('cover_path'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('guides_film_published_idx').on(t.filmId, t.publishedAt.desc(), t.id),
    index('guides_type_published_idx').on(t.type, t.publishedAt.desc(), t.id),
  ],
);

export const guideTranslations = pgTable(
  'guide_translations',
  {
    guideId: integer('guide_id')
      .notNull()
      .references(() => guides.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull(),
  },
  (t) => [primaryKey({ columns: [t.guideId, t.lang] })],
);

export const blogArticles = pgTable(
  'blog_articles',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').unique(),
    coverPath: text('cover_path'),
    authorName: text('author_name').notNull(),
    filmId: integer('film_id').references(() => films.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('blog_articles_published_idx').on(t.publishedAt.desc(), t.id)],
);

export const blogArticleTranslations = pgTable(
  'blog_article_translations',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => blogArticles.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.lang] })],
);
