import type { FilmCard } from './film-card.entity';

/** The three kinds of aggregate page `/short-play/{_cname}/{_page}.html` (spec section 2). */
export type AggregateKind = 'category' | 'ranking' | 'topic';

/** A category, ranking board or topic; `slug` is the `_cname` of its aggregate page. */
export interface Category {
  readonly slug: string;
  readonly name: string;
  readonly kind: AggregateKind;
  readonly description: string;
  readonly filmCount: number;
}

/** A curated topic: a titled selection of films shown as a rail, with its first films. */
export interface Topic {
  readonly slug: string;
  readonly name: string;
  readonly description: string;
  readonly coverUrl: string | null;
  readonly filmCount: number;
  readonly films: readonly FilmCard[];
}

/** A category with its best films, as the home page and the ranking page show it. */
export interface CategoryShelf {
  readonly category: Category;
  readonly films: readonly FilmCard[];
}
