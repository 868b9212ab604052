import type { Localized } from '../core/languages';
import type { ScriptedName } from '../core/names';

// Plain objects the generators produce and the writer inserts. Ids are assigned by the generators (1..n), so rows can
// reference each other before anything touches the database; the writer moves the serial sequences past them.

/** A category, ranking list or topic, with its films in display order. */
export interface SeedCategory {
  id: number;
  slug: string;
  kind: 'category' | 'ranking' | 'topic';
  position: number;
  coverPath: string | null;
  texts: Localized<{ name: string; description: string }>;
  filmIds: number[];
}

/** The three characters every story is told with. */
export interface SeedCast {
  hero: ScriptedName;
  heroine: ScriptedName;
  rival: ScriptedName;
}

/** A drama. */
export interface SeedFilm {
  id: number;
  slug: string;
  categorySlug: string;
  secondarySlugs: string[];
  posterPath: string;
  coverPath: string;
  palette: readonly [string, string, string];
  episodeCount: number;
  runtimeMinutes: number;
  releaseYear: number;
  hotness: number;
  featured: number;
  viewCount: number;
  playCount: number;
  /** Filled from the engagement rows, so the stored counters match them exactly. */
  favoriteCount: number;
  commentCount: number;
  ratingSum: number;
  ratingCount: number;
  createdAt: Date;
  cast: SeedCast;
  texts: Localized<{ title: string; synopsis: string; tagline: string }>;
}

/** An episode with its recap (the plot row shares the episode number). */
export interface SeedEpisode {
  id: number;
  filmId: number;
  episodeNum: number;
  durationSeconds: number;
  videoPath: string;
  posterPath: string;
  subtitleLangs: string[];
  texts: Localized<{ title: string; summary: string }>;
  plotTexts: Localized<{ title: string; body: string }>;
}

/** A still of a film. */
export interface SeedPhoto {
  id: number;
  filmId: number;
  path: string;
  width: number;
  height: number;
  position: number;
  alts: Localized<string>;
}

/** A trailer, clip or behind-the-scenes video of a film. */
export interface SeedVideo {
  id: number;
  filmId: number;
  kind: 'trailer' | 'clip' | 'behind_the_scenes';
  path: string;
  posterPath: string;
  durationSeconds: number;
  subtitleLangs: string[];
  position: number;
  createdAt: Date;
  texts: Localized<{ title: string; description: string }>;
}

/** A director, writer or actor. */
export interface SeedContributor {
  id: number;
  name: string;
  avatarPath: string;
}

/** Who did what on a film. */
export interface SeedFilmContributor {
  filmId: number;
  contributorId: number;
  role: 'director' | 'writer' | 'producer' | 'actor';
  characterName: string | null;
  position: number;
}

/** A guide (film guide when filmId is set) or a blog article; bodies are small sanitised HTML (h2 and p only). */
export interface SeedArticle {
  id: number;
  filmId: number | null;
  type: string;
  slug: string;
  coverPath: string;
  authorName: string;
  publishedAt: Date;
  texts: Localized<{ title: string; summary: string; body: string }>;
}

/** A demo member who comments, rates and collects. */
export interface SeedUser {
  id: string;
  email: string;
  username: string;
  avatarPath: string;
  locale: string;
  createdAt: Date;
}

/** A comment or reply; likeCount and replyCount match the like and reply rows. */
export interface SeedComment {
  id: number;
  filmId: number;
  userId: string;
  parentId: number | null;
  rootId: number | null;
  replyToUserId: string | null;
  content: string;
  lang: string;
  likeCount: number;
  replyCount: number;
  createdAt: Date;
}

/** A picture attached to a comment. */
export interface SeedCommentImage {
  id: number;
  commentId: number;
  filmId: number;
  path: string;
  width: number;
  height: number;
  position: number;
}

/** The engagement of demo users: ratings (1..5), favourites and daily view/play counts. */
export interface SeedEngagement {
  ratings: { userId: string; filmId: number; score: number; createdAt: Date }[];
  favorites: { userId: string; filmId: number; createdAt: Date }[];
  dailyStats: { filmId: number; day: string; views: number; plays: number }[];
}
