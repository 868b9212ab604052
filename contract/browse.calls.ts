import * as v from 'valibot';
import { defineCall } from './call';
import { Category, CategoryKind } from './categories.schemas';
import { Slug, Text } from './common.schemas';
import { paged, PageQuery } from './envelope';
import { FeaturedFilm, FilmCard, FilmSuggestion, RankedFilm } from './films.schemas';
import { boundedInt, choice, IdParam, OptionalSlugFilter } from './query.schemas';
import { CategoryShelf, Topic } from './topics.schemas';

/*
 * Home, search, rankings and aggregate pages. Texts come in the Accept-language of the request. Calls are
 * `optional` auth only where the answer may be personalised; these never are, so they cache well.
 */

export const RANK_PERIODS = ['day', 'week', 'month', 'all'] as const;
export const SEARCH_SORTS = ['relevance', 'hot', 'new', 'rating'] as const;
export const Keyword = v.pipe(Text, v.trim(), v.minLength(1), v.maxLength(100));

export const categories = defineCall({
  id: 'categories',
  method: 'GET',
  path: '/api/categories',
  summary: 'Categories, rankings and topics with their film counts, optionally of one kind',
  tag: 'films',
  auth: 'none',
  query: v.object({ kind: v.optional(CategoryKind) }),
  data: v.array(Category),
});

/** Typo tolerant, in the request's language and English; `category` narrows to one category slug. */
export const search = defineCall({
  id: 'search',
  method: 'GET',
  path: '/api/films/search',
  summary: 'Search dramas by title, synopsis, tags and contributors',
  tag: 'films',
  auth: 'none',
  query: v.object({ keyword: Keyword, category: OptionalSlugFilter, sort: choice(SEARCH_SORTS, 'relevance'), ...PageQuery }),
  data: paged(FilmCard),
});

export const searchSuggestions = defineCall({
  id: 'searchSuggestions',
  method: 'GET',
  path: '/api/films/search-suggestions',
  summary: 'Instant title suggestions while typing (added: not in the spec)',
  tag: 'films',
  auth: 'none',
  query: v.object({ keyword: Keyword, limit: boundedInt(1, 10, 8) }),
  data: v.array(FilmSuggestion),
});

export const featured = defineCall({
  id: 'featured',
  method: 'GET',
  path: '/api/films/featured',
  summary: 'The home hero: featured dramas with their synopsis',
  tag: 'films',
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
  tag: 'films',
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
  tag: 'films',
  auth: 'none',
  query: v.object({ period: choice(RANK_PERIODS, 'week'), category: OptionalSlugFilter, ...PageQuery }),
  data: paged(RankedFilm),
});

export const rankCategoryList = defineCall({
  id: 'rankCategoryList',
  method: 'GET',
  path: '/api/films/rank-category-list',
  summary: 'The categories offered as tabs on the ranking page (kinds category and ranking)',
  tag: 'films',
  auth: 'none',
  data: v.array(Category),
});

/** Tells what an aggregate route's `_cname` is (category, ranking or topic); unknown slugs answer category.not_found. */
export const pageType = defineCall({
  id: 'pageType',
  method: 'GET',
  path: '/api/films/page-type',
  summary: 'Resolve the _cname of /short-play/{_cname}/{_page}.html to its aggregate and kind',
  tag: 'films',
  auth: 'none',
  query: v.object({ cname: Slug }),
  data: Category,
});

/** The films of one aggregate page; for kind ranking they come in ranking order. */
export const categoryFilms = defineCall({
  id: 'categoryFilms',
  method: 'GET',
  path: '/api/films/category-films',
  summary: 'Films of a category, ranking or topic by _cname, paged (added: not in the spec)',
  tag: 'films',
  auth: 'none',
  query: v.object({ cname: Slug, sort: choice(SEARCH_SORTS, 'hot'), ...PageQuery }),
  data: v.object({ category: Category, ...paged(FilmCard).entries }),
});

export const recommendTopicList = defineCall({
  id: 'recommendTopicList',
  method: 'GET',
  path: '/api/films/recommend-topic-list',
  summary: 'Recommended topics, each with its first films',
  tag: 'films',
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
  tag: 'films',
  auth: 'none',
  query: v.object({ category: OptionalSlugFilter, ...PageQuery }),
  data: paged(FilmCard),
});

export const topByCategory = defineCall({
  id: 'topByCategory',
  method: 'GET',
  path: '/api/films/top-by-category',
  summary: 'The best dramas of each category (or of one), for the home shelves',
  tag: 'films',
  auth: 'none',
  query: v.object({ category: OptionalSlugFilter, limit: boundedInt(1, 30, 6), films_per_category: boundedInt(1, 30, 10) }),
  data: v.array(CategoryShelf),
});
