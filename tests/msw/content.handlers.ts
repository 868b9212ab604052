import type { HttpHandler } from 'msw';
import { calls } from '../../contract/all-calls';
import { blogArticle, blogCard, guide, guideCard, guideType, seoInfo, siteConfig } from './content.fixtures';
import { pagedOf } from './fixtures';
import { handlerFor, type HandlerOptions } from './handler-for';

/** Fake answers of config, SEO, blog and guides. */
export function content(options: HandlerOptions): HttpHandler[] {
  return [
    handlerFor(calls.config, () => siteConfig(), options),
    handlerFor(calls.pageSeoInfo, ({ query }) => seoInfo(query.page_path), options),
    handlerFor(
      calls.blogList,
      ({ query }) =>
        pagedOf(
          Array.from({ length: Math.min(query.page_size, 10) }, (_, i) => blogCard((query.page - 1) * query.page_size + i + 1)),
          query.page,
          query.page_size,
          35,
        ),
      options,
    ),
    handlerFor(calls.blogArticle, ({ params }) => blogArticle(params.id), options),
    handlerFor(calls.guideTypes, () => [guideType(), guideType('news', { name: 'News' })], options),
    handlerFor(
      calls.guides,
      ({ query }) => ({ type: guideType(query.type), ...pagedOf([guideCard(1), guideCard(2)], query.page, query.page_size, 2) }),
      options,
    ),
    handlerFor(calls.guide, ({ params }) => guide(params.id), options),
  ];
}
