import type { ServiceIdentifier } from 'inversify';
import type { AggregateKind, Category, CategoryShelf, Topic } from '../../domain/catalog/category.entity';
import type { Comment } from '../../domain/catalog/comment.entity';
import type { FeaturedFilm, FilmCard } from '../../domain/catalog/film-card.entity';
import type { PageHead } from '../../domain/catalog/page-head.entity';
import type { Paged } from '../../domain/catalog/paged.entity';
import type { RankedFilm, RankingPeriod } from '../../domain/catalog/ranking-period';
import type { FilmSuggestion, SearchSort } from '../../domain/catalog/search-keyword';

/** One page of an aggregate (category, ranking or topic) with the aggregate itself. */
export interface AggregatePage {
  readonly category: Category;
  readonly films: Paged<FilmCard>;
}

/** What a search asks for. */
export interface SearchRequest {
  readonly keyword: string;
  readonly categorySlug: string | null;
  readonly sort: SearchSort;
  readonly page: number;
}

/** Reads the browsing screens' data (home, rankings, aggregates, search, hot comments); rejects with ApiError. */
export interface BrowseGateway {
  /** The home hero's films. */
  featured(): Promise<readonly FeaturedFilm[]>;
  /** The home recommendations. */
  recommendations(): Promise<readonly FilmCard[]>;
  /** The most played films of the last week. */
  hot(page: number, pageSize: number): Promise<Paged<FilmCard>>;
  /** A ranking for a period, optionally within one category. */
  ranking(period: RankingPeriod, categorySlug: string | null, page: number, pageSize: number): Promise<Paged<RankedFilm>>;
  /** The categories offered as tabs on the ranking page. */
  rankingCategories(): Promise<readonly Category[]>;
  /** Curated topics with their first films. */
  topics(): Promise<readonly Topic[]>;
  /** Categories, rankings and topics, optionally of one kind. */
  categories(kind?: AggregateKind): Promise<readonly Category[]>;
  /** The best films of each category. */
  shelves(): Promise<readonly CategoryShelf[]>;
  /** One page of an aggregate by its `_cname`; rejects with a 404 ApiError for an unknown slug. */
  aggregate(slug: string, page: number): Promise<AggregatePage>;
  /** Typo-tolerant search. */
  search(request: SearchRequest): Promise<Paged<FilmCard>>;
  /** Instant title suggestions while typing. */
  suggestions(keyword: string): Promise<readonly FilmSuggestion[]>;
  /** The most liked comments of the month, paged. */
  hotComments(page: number): Promise<Paged<Comment>>;
  /** One comment with its film. */
  comment(commentId: number): Promise<Comment>;
  /** Replies under a comment, oldest first, paged. */
  replies(commentId: number, page: number): Promise<Paged<Comment>>;
  /** The head of the page at `path` (with its language prefix); silent, since a missing head is not the visitor's problem. */
  pageHead(path: string): Promise<PageHead>;
}
export const BrowseGateway = Symbol.for('BrowseGateway') as ServiceIdentifier<BrowseGateway>;
