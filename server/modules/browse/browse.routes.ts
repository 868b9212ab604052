import type { Hono } from 'hono';
import * as calls from '../../../contract/browse.calls';
import * as listings from '../../../contract/listings.calls';
import type { ServerContext } from '../../context';
import type { AppEnv } from '../../http/app-env';
import { fail, ok } from '../../http/envelope';
import { route } from '../../http/mount-call';
import { listCategories, publicCategory } from '../catalog/category.query';
import { featuredFilms, recommendedFilms } from './home-lists.service';
import { categoryFilms, hotFilms, rankFilms } from './ranking.service';
import { requestLang } from '../../http/request-lang';
import { searchFilms, searchSuggestions } from '../search/search.service';
import { recommendedTopics, topByCategory } from './shelf.service';

const categoryNotFound = 'category.not_found';

/** Home, search, ranking and aggregate-page calls. */
export function mountBrowseCalls(router: Hono<AppEnv>, ctx: ServerContext): void {
  route(router, calls.categories, async (c, { query }) => {
    const rows = await listCategories(ctx, requestLang(c), query.kind ? [query.kind] : []);
    return ok(c, rows.map(publicCategory));
  });
  route(router, listings.search, async (c, { query }) => ok(c, await searchFilms(ctx, requestLang(c), query)));
  route(router, listings.searchSuggestions, async (c, { query }) =>
    ok(c, await searchSuggestions(ctx, requestLang(c), query.keyword, query.limit)),
  );
  route(router, calls.featured, async (c, { query }) => ok(c, await featuredFilms(ctx, requestLang(c), query.limit)));
  route(router, calls.recommendations, async (c, { query }) => {
    const films = await recommendedFilms(ctx, requestLang(c), query.limit, query.film_id);
    return films ? ok(c, films) : fail(c, 404, 'film.not_found');
  });
  route(router, calls.rankFilms, async (c, { query }) => {
    const page = await rankFilms(ctx, requestLang(c), query);
    return page ? ok(c, page) : fail(c, 404, categoryNotFound);
  });
  route(router, listings.rankCategoryList, async (c) => {
    const rows = await listCategories(ctx, requestLang(c), ['ranking', 'category']);
    // Ranking boards first, then the plain categories, each in editorial order.
    const ordered = [...rows.filter((r) => r.kind === 'ranking'), ...rows.filter((r) => r.kind === 'category')];
    return ok(c, ordered.map(publicCategory));
  });
  route(router, calls.pageType, async (c, { query }) => {
    const row = (await listCategories(ctx, requestLang(c))).find((r) => r.slug === query.cname);
    return row ? ok(c, publicCategory(row)) : fail(c, 404, categoryNotFound);
  });
  route(router, listings.categoryFilms, async (c, { query }) => {
    const page = await categoryFilms(ctx, requestLang(c), query);
    return page ? ok(c, page) : fail(c, 404, categoryNotFound);
  });
  route(router, calls.recommendTopicList, async (c, { query }) =>
    ok(c, await recommendedTopics(ctx, requestLang(c), query.limit, query.films_per_topic)),
  );
  route(router, calls.hot, async (c, { query }) => {
    const page = await hotFilms(ctx, requestLang(c), query);
    return page ? ok(c, page) : fail(c, 404, categoryNotFound);
  });
  route(router, calls.topByCategory, async (c, { query }) => {
    const shelves = await topByCategory(ctx, requestLang(c), query);
    return shelves ? ok(c, shelves) : fail(c, 404, categoryNotFound);
  });
}
