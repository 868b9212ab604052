import * as v from 'valibot';
import { Count, MediaUrl, Slug } from '../common.schemas';

/** Aggregate pages `/short-play/{_cname}/{_page}.html` come in three kinds (spec section 2). */
export const CATEGORY_KINDS = ['category', 'ranking', 'topic'] as const;
export const CategoryKind = v.picklist(CATEGORY_KINDS);
export type CategoryKind = v.InferOutput<typeof CategoryKind>;

/** A category as a film card mentions it. */
export const CategoryRef = v.object({
  slug: Slug,
  name: v.string(),
});
export type CategoryRef = v.InferOutput<typeof CategoryRef>;

/** One aggregate: its slug is the `_cname` of the route; `name` and `description` are in the request's language. */
export const Category = v.object({
  slug: Slug,
  name: v.string(),
  kind: CategoryKind,
  description: v.nullable(v.string()),
  film_count: Count,
});
export type Category = v.InferOutput<typeof Category>;
