import * as v from 'valibot';
import { Category } from '../catalog/categories.schemas';
import { Count, MediaUrl, Slug } from '../common.schemas';
import { FilmCard } from '../catalog/films.schemas';

/** A curated topic rail on the home page; its slug opens `/short-play/{slug}/1.html` (kind topic). */
export const Topic = v.object({
  slug: Slug,
  name: v.string(),
  description: v.string(),
  cover_url: v.nullable(MediaUrl),
  film_count: Count,
  /** The first films of the topic, for the rail. */
  films: v.array(FilmCard),
});
export type Topic = v.InferOutput<typeof Topic>;

/** A category with its best films (top-by-category) or a ranking board. */
export const CategoryShelf = v.object({
  category: Category,
  films: v.array(FilmCard),
});
export type CategoryShelf = v.InferOutput<typeof CategoryShelf>;
