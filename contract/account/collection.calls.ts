import * as v from 'valibot';
import { defineCall } from '../call';
import { Count, Id, IsoDate, RatingAvg, Score } from '../common.schemas';
import { paged, PageQuery } from '../envelope';
import { FilmCard } from '../catalog/films.schemas';

/* A member's favourites and ratings (the personal collection page and the film page controls). */

/** Film ids travel as JSON numbers in bodies. */
const FilmIdBody = v.object({ film_id: Id });

export const FavoriteState = v.object({ film_id: Id, favorited: v.boolean(), favorite_count: Count });
export type FavoriteState = v.InferOutput<typeof FavoriteState>;

/** The film's rating after a change; `my_rating` null once removed. */
export const RatingState = v.object({ film_id: Id, my_rating: v.nullable(Score), rating_avg: RatingAvg, rating_count: Count });
export type RatingState = v.InferOutput<typeof RatingState>;

export const FavoriteFilm = v.object({ ...FilmCard.entries, favorited_at: IsoDate });
export type FavoriteFilm = v.InferOutput<typeof FavoriteFilm>;

export const RatedFilm = v.object({ ...FilmCard.entries, my_rating: Score, rated_at: IsoDate });
export type RatedFilm = v.InferOutput<typeof RatedFilm>;

/** Idempotent: favouriting twice keeps one favourite. */
export const favorite = defineCall({
  id: 'favorite',
  method: 'POST',
  path: '/api/films/favorite',
  summary: 'Add a drama to the favourites',
  tag: 'account',
  auth: 'required',
  body: FilmIdBody,
  data: FavoriteState,
});

export const unfavorite = defineCall({
  id: 'unfavorite',
  method: 'POST',
  path: '/api/films/unfavorite',
  summary: 'Remove a drama from the favourites',
  tag: 'account',
  auth: 'required',
  body: FilmIdBody,
  data: FavoriteState,
});

/** One rating per member and film: rating again replaces the previous score. Scores are 1 to 5 stars. */
export const publishRating = defineCall({
  id: 'publishRating',
  method: 'POST',
  path: '/api/films/publish-rating',
  summary: 'Rate a drama from 1 to 5 stars',
  tag: 'account',
  auth: 'required',
  body: v.object({ film_id: Id, score: Score }),
  data: RatingState,
});

export const removeRating = defineCall({
  id: 'removeRating',
  method: 'POST',
  path: '/api/films/remove-rating',
  summary: 'Withdraw the rating of a drama (added: not in the spec)',
  tag: 'account',
  auth: 'required',
  body: FilmIdBody,
  data: RatingState,
});

/** Newest favourite first. */
export const userFavoriteFilms = defineCall({
  id: 'userFavoriteFilms',
  method: 'GET',
  path: '/api/films/user-favorite-films',
  summary: "The member's favourite dramas, paged",
  tag: 'account',
  auth: 'required',
  query: v.object({ ...PageQuery }),
  data: paged(FavoriteFilm),
});

/** Newest rating first. */
export const userRatedFilms = defineCall({
  id: 'userRatedFilms',
  method: 'GET',
  path: '/api/films/user-rated-films',
  summary: "The member's rated dramas with their score, paged (added: not in the spec)",
  tag: 'account',
  auth: 'required',
  query: v.object({ ...PageQuery }),
  data: paged(RatedFilm),
});
