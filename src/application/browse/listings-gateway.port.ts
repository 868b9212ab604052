import type { ServiceIdentifier } from 'inversify';
import type { Category } from '../../domain/catalog/category.entity';
import type { Comment } from '../../domain/catalog/comment.entity';
import type { DialogueMatch } from '../../domain/catalog/dialogue-match.entity';
import type { FilmCard } from '../../domain/catalog/film-card.entity';
import type { Paged } from '../../domain/catalog/paged.entity';
import type { FilmSuggestion, SearchSort } from '../../domain/catalog/search-keyword';
import type { BrowseGateway } from './browse-gateway.port';

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

/**
 * Reads the data of the browse screens other than home (rankings, aggregates, search, hot comments, a comment);
 * rejects with ApiError. Bound with those screens' stores (listings.module.ts), so a first visit of the home page
 * does not download these calls. Rankings and categories are the home screen's calls too.
 */
export interface ListingsGateway extends Pick<BrowseGateway, 'ranking' | 'categories'> {
  /** The categories offered as tabs on the ranking page. */
  rankingCategories(): Promise<readonly Category[]>;
  /** One page of an aggregate by its `_cname`; rejects with a 404 ApiError for an unknown slug. */
  aggregate(slug: string, page: number): Promise<AggregatePage>;
  /** Typo-tolerant search. */
  search(request: SearchRequest): Promise<Paged<FilmCard>>;
  /** The dramas a phrase is spoken in (in the page's language), one line each, best first. */
  dialogue(keyword: string): Promise<readonly DialogueMatch[]>;
  /** Instant title suggestions while typing. */
  suggestions(keyword: string): Promise<readonly FilmSuggestion[]>;
  /** The most liked comments of the month, paged. */
  hotComments(page: number): Promise<Paged<Comment>>;
  /** One comment with its film. */
  comment(commentId: number): Promise<Comment>;
  /** Replies under a comment, oldest first, paged. */
  replies(commentId: number, page: number): Promise<Paged<Comment>>;
}
export const ListingsGateway = Symbol.for('ListingsGateway') as ServiceIdentifier<ListingsGateway>;
