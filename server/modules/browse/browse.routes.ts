import { Hono } from 'hono';
import * as calls from '../../../contract/browse/browse.calls';
import * as listings from '../../../contract/browse/listings.calls';
import { feed } from '../../../contract/browse/feed.calls';
import { feedPage } from './feed.service';
import type { ServerContext } from '../../context';
import type { AppEnv } from '../../http/app-env';
import { fail, ok } from '../../http/envelope';
import { mountCall } from '../../http/mount-call';
import { listCategories, publicCategory } from '../catalog/category.query';
import { featuredFilms, recommendedFilms } from './home-lists.service';
import { categoryFilms, hotFilms, rankFilms } from './ranking.service';
import { requestLang } from '../../http/request-lang';
import { recommendedTopics, topByCategory } from './shelf.service';

const categoryNotFound = 'category.not_found';

/** Home lists, rankings, categories and aggregate pages with their shelves. */
export function browseRoutes(ctx: ServerContext): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  mountCall(router, calls.categories, async (c, { query }) => {
    const rows = await listCategories(ctx, requestLang(c), query.kind ? [query.kind] : []);
    return ok(c, rows.map(publicCategory));
  });
  mountCall(router, calls.featured, async (c, { query }) => ok(c, await featuredFilms(ctx, requestLang(c), query.limit)));
  mountCall(router, calls.recommendations, async (c, { query }) => {
    const films = await recommendedFilms(ctx, requestLang(c), query.limit, query.film_id);
    return films ? ok(c, films) : fail(c, 404, 'film.not_found');
  });
  mountCall(router, calls.rankFilms, async (c, { query }) => {
    const page = await rankFilms(ctx, requestLang(c), query);
    return page ? ok(c, page) : fail(c, 404, categoryNotFound);
  });
  mountCall(router, listings.rankCategoryList, async (c) => {
    const rows = await listCategories(ctx, requestLang(c), ['ranking', 'category']);
    // Ranking boards first, then the plain categories, each in editorial order.
    const ordered = [...rows.filter((r) => r.kind === 'ranking'), ...rows.filter((r) => r.kind === 'category')];
    return ok(c, ordered.map(publicCategory));
  });
  mountCall(router, calls.pageType, async (c, { query }) => {
    const row = (await listCategories(ctx, requestLang(c))).find((r) => r.slug === query.cname);
    return row ? ok(c, publicCategory(row)) : fail(c, 404, categoryNotFound);
  });
  mountCall(router, listings.categoryFilms, async (c, { query }) => {
    const page = await categoryFilms(ctx, requestLang(c), query);
    return page ? ok(c, page) : fail(c, 404, categoryNotFound);
  });
  mountCall(router, calls.recommendTopicList, async (c, { query }) => ok(c, await recommendedTopics(ctx, requestLang(c), query.limit, query.films_per_topic)));
  mountCall(router, calls.hot, async (c, { query }) => {
    const page = await hotFilms(ctx, requestLang(c), query);
    return page ? ok(c, page) : fail(c, 404, categoryNotFound);
  });
  mountCall(router, calls.topByCategory, async (c, { query }) => {
    const shelves = await topByCategory(ctx, requestLang(c), query);
    return shelves ? ok(c, shelves) : fail(c, 404, categoryNotFound);
  });
  mountCall(router, feed, async (c, { query }) => ok(c, await feedPage(ctx, requestLang(c), query)));
  return router;
}
