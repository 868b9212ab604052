import * as v from 'valibot';
import { defineCall } from '../call';
import { Slug } from '../common.schemas';
import { BlogArticle, BlogCard, Guide, GuideCard, GuideType } from './content.schemas';
import { paged, PageQuery } from '../envelope';
import { IdParam } from '../query.schemas';

/* The blog and the guides (none of these calls is in the spec; the screens of section 2 need them). */

/** Newest first. */
export const blogList = defineCall({
  id: 'blogList',
  method: 'GET',
  path: '/api/content/blog',
  summary: 'Blog articles, newest first, paged (added: not in the spec)',
  tag: 'content',
  auth: 'none',
  query: v.object({ ...PageQuery }),
  data: paged(BlogCard),
});

/** Unknown ids answer article.not_found. */
export const blogArticle = defineCall({
  id: 'blogArticle',
  method: 'GET',
  path: '/api/content/blog/:id',
  summary: 'One blog article (added: not in the spec)',
  tag: 'content',
  auth: 'none',
  params: v.object({ id: IdParam }),
  data: BlogArticle,
});

export const guideTypes = defineCall({
  id: 'guideTypes',
  method: 'GET',
  path: '/api/content/guide-types',
  summary: 'The guide types (added: not in the spec)',
  tag: 'content',
  auth: 'none',
  data: v.array(GuideType),
});

/** Unknown types answer guide_type.not_found. */
export const guides = defineCall({
  id: 'guides',
  method: 'GET',
  path: '/api/content/guides',
  summary: 'Guides of one type, newest first, paged (added: not in the spec)',
  tag: 'content',
  auth: 'none',
  query: v.object({ type: Slug, ...PageQuery }),
  data: v.object({ type: GuideType, ...paged(GuideCard).entries }),
});

/** Unknown ids answer guide.not_found. */
export const guide = defineCall({
  id: 'guide',
  method: 'GET',
  path: '/api/content/guides/:id',
  summary: 'One guide (added: not in the spec)',
  tag: 'content',
  auth: 'none',
  params: v.object({ id: IdParam }),
  data: Guide,
});
