import * as v from 'valibot';
import { defineCall } from '../call';
import { Category } from '../catalog/categories.schemas';
import { Slug, Text } from '../common.schemas';
import { paged, PageQuery } from '../envelope';
import { FilmCard, FilmSuggestion } from '../catalog/films.schemas';
import { boundedInt, choice, OptionalSlugFilter } from '../query.schemas';
import { DIALOGUE_MATCHES_MAX, DialogueMatch } from './dialogue.schemas';

/*
 * The search, ranking-tab and aggregate-page calls: a file apart from the home's (browse.calls.ts), so the app's
 * first download, which sends the home's calls, does not carry these (a bundle keeps a module whole).
 */

export const SEARCH_SORTS = ['relevance', 'hot', 'new', 'rating'] as const;
export const Keyword = v.pipe(Text, v.trim(), v.minLength(1), v.maxLength(100));

/** Typo tolerant, in the request's language and English; `category` narrows to one category slug. */
export const search = defineCall({
  id: 'search',
  method: 'GET',
  path: '/api/films/search',
  summary: 'Search dramas by title, synopsis, tags and contributors',
  tag: 'browse',
  auth: 'none',
  query: v.object({ keyword: Keyword, category: OptionalSlugFilter, sort: choice(SEARCH_SORTS, 'relevance'), ...PageQuery }),
  data: paged(FilmCard),
});

export const searchSuggestions = defineCall({
  id: 'searchSuggestions',
  method: 'GET',
  path: '/api/films/search-suggestions',
  summary: 'Instant title suggestions while typing (added: not in the spec)',
  tag: 'browse',
  auth: 'none',
  query: v.object({ keyword: Keyword, limit: boundedInt(1, 10, 8) }),
  data: v.array(FilmSuggestion),
});

/**
 * Dramas in which a phrase is spoken: PostgreSQL full-text search over the subtitle lines in the request's language
 * (its stemming where PostgreSQL has the language, word for word otherwise), best match first, one line per drama.
 * Search syntax as on the web: words all required, "quoted" for a phrase, `-word` to exclude.
 */
export const searchDialogue = defineCall({
  id: 'searchDialogue',
  method: 'GET',
  path: '/api/films/search-dialogue',
  summary: 'Dramas by a line spoken in them, with the line and its moment (added: not in the spec)',
  tag: 'browse',
  auth: 'none',
  query: v.object({ keyword: Keyword, limit: boundedInt(1, DIALOGUE_MATCHES_MAX, 10) }),
  data: v.object({ items: v.array(DialogueMatch) }),
});

export const rankCategoryList = defineCall({
  id: 'rankCategoryList',
  method: 'GET',
  path: '/api/films/rank-category-list',
  summary: 'The categories offered as tabs on the ranking page (kinds category and ranking)',
  tag: 'browse',
  auth: 'none',
  data: v.array(Category),
});

/** The films of one aggregate page; for kind ranking they come in ranking order. */
export const categoryFilms = defineCall({
  id: 'categoryFilms',
  method: 'GET',
  path: '/api/films/category-films',
  summary: 'Films of a category, ranking or topic by _cname, paged (added: not in the spec)',
  tag: 'browse',
  auth: 'none',
  query: v.object({ cname: Slug, sort: choice(SEARCH_SORTS, 'hot'), ...PageQuery }),
  data: v.object({ category: Category, ...paged(FilmCard).entries }),
});
