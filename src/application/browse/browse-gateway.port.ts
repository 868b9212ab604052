import type { ServiceIdentifier } from 'inversify';
import type { AggregateKind, Category, CategoryShelf, Topic } from '../../domain/catalog/category.entity';
import type { FeaturedFilm, FilmCard } from '../../domain/catalog/film-card.entity';
import type { PageHead } from '../../domain/catalog/page-head.entity';
import type { Paged } from '../../domain/catalog/paged.entity';
import type { RankedFilm, RankingPeriod } from '../../domain/catalog/ranking-period';

/**
 * Reads the home screen's data and every page's head; rejects with ApiError. The other browse screens read theirs
 * through ListingsGateway, which loads with them.
 */
export interface BrowseGateway {
  /** The home hero's films. */
  featured(): Promise<readonly FeaturedFilm[]>;
  /** The home recommendations. */
  recommendations(): Promise<readonly FilmCard[]>;
  /** The most played films of the last week. */
  hot(page: number, pageSize: number): Promise<Paged<FilmCard>>;
  /** A ranking for a period, optionally within one category. */
  ranking(period: RankingPeriod, categorySlug: string | null, page: number, pageSize: number): Promise<Paged<RankedFilm>>;
  /** Curated topics with their first films. */
  topics(): Promise<readonly Topic[]>;
  /** Categories, rankings and topics, optionally of one kind. */
  categories(kind?: AggregateKind): Promise<readonly Category[]>;
  /** The best films of each category. */
  shelves(): Promise<readonly CategoryShelf[]>;
  /** The head of the page at `path` (with its language prefix); silent, since a missing head is not the visitor's problem. */
  pageHead(path: string): Promise<PageHead>;
}
export const BrowseGateway = Symbol.for('BrowseGateway') as ServiceIdentifier<BrowseGateway>;
