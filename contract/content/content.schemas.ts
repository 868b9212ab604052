import * as v from 'valibot';
import { FilmRef, Id, IsoDate, MediaUrl, Slug } from '../common.schemas';

/** Who wrote an article or guide. */
export const Author = v.object({
  name: v.string(),
  avatar_url: v.nullable(MediaUrl),
});
export type Author = v.InferOutput<typeof Author>;

/** A blog article in a list. */
export const BlogCard = v.object({
  id: Id,
  title: v.string(),
  summary: v.string(),
  cover_url: MediaUrl,
  published_at: IsoDate,
  author: Author,
});
export type BlogCard = v.InferOutput<typeof BlogCard>;

/**
 * A blog article. `body_html` is HTML the server produced from its own content and sanitised (only p, h2, h3,
 * ul, ol, li, blockquote, a[href], strong, em, img[src,alt,width,height]), so the SPA may render it as is.
 */
export const BlogArticle = v.object({
  ...BlogCard.entries,
  body_html: v.string(),
  /** Films the article is about, linked under it. */
  films: v.array(FilmRef),
});
export type BlogArticle = v.InferOutput<typeof BlogArticle>;

/** A guide type (`/guide/{type}/{page}.html`). */
export const GuideType = v.object({
  slug: Slug,
  name: v.string(),
});
export type GuideType = v.InferOutput<typeof GuideType>;

/** A guide in a list; `film` is set for a film's own guides (`/playlet/{filmId}/guide/{page}.html`). */
export const GuideCard = v.object({
  id: Id,
  type: GuideType,
  title: v.string(),
  summary: v.string(),
  cover_url: v.nullable(MediaUrl),
  published_at: IsoDate,
  film: v.nullable(FilmRef),
});
export type GuideCard = v.InferOutput<typeof GuideCard>;

/** A guide page; `body_html` follows the same sanitising rule as blog articles. */
export const Guide = v.object({
  ...GuideCard.entries,
  author: Author,
  body_html: v.string(),
});
export type Guide = v.InferOutput<typeof Guide>;
