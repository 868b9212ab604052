import { Hono } from 'hono';
import * as calls from '../../../contract/content/content.calls';
import { filmGuides as filmGuidesCall } from '../../../contract/film/films.calls';
import type { ServerContext } from '../../context';
import type { AppEnv } from '../../http/app-env';
import { fail, ok } from '../../http/envelope';
import { mountCall } from '../../http/mount-call';
import { requestLang } from '../../http/request-lang';
import { blogArticle, blogList } from './blog.service';
import { filmGuides, guideDetail, guidesOfType, listGuideTypes } from './guide.service';

/** The content API: blog articles, guides by type and a film's guides. */
export function contentRoutes(ctx: ServerContext): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  mountCall(router, calls.blogList, async (c, { query }) => ok(c, await blogList(ctx, requestLang(c), query.page, query.page_size)));
  mountCall(router, calls.blogArticle, async (c, { params }) => {
    const article = await blogArticle(ctx, requestLang(c), params.id);
    return article ? ok(c, article) : fail(c, 404, 'article.not_found');
  });
  mountCall(router, calls.guideTypes, async (c) => ok(c, await listGuideTypes(ctx, requestLang(c))));
  mountCall(router, calls.guides, async (c, { query }) => {
    const page = await guidesOfType(ctx, requestLang(c), query.type, query.page, query.page_size);
    return page ? ok(c, page) : fail(c, 404, 'guide_type.not_found');
  });
  mountCall(router, calls.guide, async (c, { params }) => {
    const guide = await guideDetail(ctx, requestLang(c), params.id);
    return guide ? ok(c, guide) : fail(c, 404, 'guide.not_found');
  });
  mountCall(router, filmGuidesCall, async (c, { query }) => {
    const page = await filmGuides(ctx, requestLang(c), query.film_id, query.page, query.page_size);
    return page ? ok(c, page) : fail(c, 404, 'film.not_found');
  });
  return router;
}
