import * as v from 'valibot';
import { defineCall } from '../call';
import { Category, CategoryKind } from '../catalog/categories.schemas';
import { Slug } from '../common.schemas';
import { paged, PageQuery } from '../envelope';
import { FeaturedFilm, FilmCard, RankedFilm } from '../catalog/films.schemas';
import { boundedInt, choice, IdParam, OptionalSlugFilter } from '../query.schemas';
import { CategoryShelf, Topic } from '../content/topics.schemas';

/*
 * Home and ranking calls (the search, ranking-tab and aggregate-page calls: listings.calls.ts). Texts come in the Accept-language of the request. Calls are
 * `optional` auth only where the answer may be personalised; these never are, so they cache well.
 */

export const RANK_PERIODS = ['day', 'week', 'month', 'all'] as const;

export const categories = defineCall({
  id: 'categories',
  method: 'GET',
  path: '/api/categories',
  summary: 'Categories, rankings and topics with their film counts, optionally of one kind',
  tag: 'browse',
  auth: 'none',
  query: v.object({ kind: v.optional(CategoryKind) }),
  data: v.array(Category),
});

export const featured = defineCall({
  id: 'featured',
  method: 'GET',
  path: '/api/films/featured',
  summary: 'The home hero: featured dramas with their synopsis',
  tag: 'browse',
  auth: 'none',
  query: v.object({ limit: boundedInt(1, 20, 5) }),
  data: v.array(FeaturedFilm),
});

/** Without film_id: the home recommendations; with film_id: dramas like that one (excluding it). */
export const recommendations = defineCall({
  id: 'recommendations',
  method: 'GET',
  path: '/api/films/recommendations',
  summary: 'Recommended dramas, for the home page or similar to a film',
  tag: 'browse',
  auth: 'none',
  query: v.object({ film_id: v.optional(IdParam), limit: boundedInt(1, 50, 12) }),
  data: v.array(FilmCard),
});

/** Ranked by plays in the period (ties by rating); `category` narrows to one category slug. */
export const rankFilms = defineCall({
  id: 'rankFilms',
  method: 'GET',
  path: '/api/films/rank-films',
  summary: 'The ranking for a period, optionally within a category',
  tag: 'browse',
  auth: 'none',
  query: v.object({ period: choice(RANK_PERIODS, 'week'), category: OptionalSlugFilter, ...PageQuery }),
  data: paged(RankedFilm),
});

/** Tells what an aggregate route's `_cname` is (category, ranking or topic); unknown slugs answer category.not_found. */
export const pageType = defineCall({
  id: 'pageType',
  method: 'GET',
  path: '/api/films/page-type',
  summary: 'Resolve the _cname of /short-play/{_cname}/{_page}.html to its aggregate and kind',
  tag: 'browse',
  auth: 'none',
  query: v.object({ cname: Slug }),
  data: Category,
});

export const recommendTopicList = defineCall({
  id: 'recommendTopicList',
  method: 'GET',
  path: '/api/films/recommend-topic-list',
  summary: 'Recommended topics, each with its first films',
  tag: 'browse',
  auth: 'none',
  query: v.object({ limit: boundedInt(1, 20, 6), films_per_topic: boundedInt(1, 20, 10) }),
  data: v.array(Topic),
});

/** Most played in the last 7 days. */
export const hot = defineCall({
  id: 'hot',
  method: 'GET',
  path: '/api/films/hot',
  summary: 'Hot dramas, optionally within a category',
  tag: 'browse',
  auth: 'none',
  query: v.object({ category: OptionalSlugFilter, ...PageQuery }),
  data: paged(FilmCard),
});

export const topByCategory = defineCall({
  id: 'topByCategory',
  method: 'GET',
  path: '/api/films/top-by-category',
  summary: 'The best dramas of each category (or of one), for the home shelves',
  tag: 'browse',
  auth: 'none',
  query: v.object({ category: OptionalSlugFilter, limit: boundedInt(1, 30, 6), films_per_category: boundedInt(1, 30, 10) }),
  data: v.array(CategoryShelf),
});
