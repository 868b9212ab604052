import * as v from 'valibot';
import { CategoryRef } from './categories.schemas';
import { Count, Id, MediaUrl, RatingAvg, Score } from '../common.schemas';

/** Film texts come in the request's language (Accept-language), falling back to English. */
export const FilmCard = v.object({
  id: Id,
  title: v.string(),
  poster_url: MediaUrl,
  episode_count: Count,
  rating_avg: RatingAvg,
  rating_count: Count,
  play_count: Count,
  categories: v.array(CategoryRef),
  tags: v.array(v.string()),
  /** Published in the last 30 days. */
  is_new: v.boolean(),
  /** Among the most played of the last 7 days. */
  is_hot: v.boolean(),
});
export type FilmCard = v.InferOutput<typeof FilmCard>;

/** A home hero slide: a card plus the synopsis that the hero shows. */
export const FeaturedFilm = v.object({
  ...FilmCard.entries,
  synopsis: v.string(),
});
export type FeaturedFilm = v.InferOutput<typeof FeaturedFilm>;

/** A place in a ranking for a period. */
export const RankedFilm = v.object({
  ...FilmCard.entries,
  rank: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Plays in the period (ties broken by rating). */
  score: Count,
});
export type RankedFilm = v.InferOutput<typeof RankedFilm>;

export const CONTRIBUTOR_ROLES = ['director', 'writer', 'producer', 'actor'] as const;
export const ContributorRole = v.picklist(CONTRIBUTOR_ROLES);

/** A person credited on a film; `character` only for actors. */
export const Contributor = v.object({
  id: Id,
  role: ContributorRole,
  name: v.string(),
  character: v.nullable(v.string()),
  avatar_url: v.nullable(MediaUrl),
});
export type Contributor = v.InferOutput<typeof Contributor>;

/** The film page. `favorited` is false and `my_rating` null for an anonymous caller. */
export const FilmDetail = v.object({
  ...FilmCard.entries,
  synopsis: v.string(),
  /** Sum of the episodes' durations, rounded up. */
  runtime_minutes: Count,
  release_year: v.nullable(v.pipe(v.number(), v.integer())),
  contributors: v.array(Contributor),
  /** Episodes 1..free_episodes play for everyone (see play-permission). */
  free_episodes: Count,
  favorite_count: Count,
  comment_count: Count,
  share_count: Count,
  favorited: v.boolean(),
  my_rating: v.nullable(Score),
});
export type FilmDetail = v.InferOutput<typeof FilmDetail>;

/** A search suggestion shown while the visitor types. */
export const FilmSuggestion = v.object({
  id: Id,
  title: v.string(),
  poster_url: MediaUrl,
});
export type FilmSuggestion = v.InferOutput<typeof FilmSuggestion>;
