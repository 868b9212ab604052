import { inject, injectable } from 'inversify';
import * as browse from '../../../contract/browse/browse.calls';
import * as listings from '../../../contract/browse/listings.calls';
import * as comments from '../../../contract/community/comment-reads.calls';
import { BrowseGateway } from '../../application/browse/browse-gateway.port';
import type { AggregatePage, ListingsGateway, SearchRequest } from '../../application/browse/listings-gateway.port';
import { ApiClient } from '../../application/shared/api-client.port';
import type { AggregateKind, Category } from '../../domain/catalog/category.entity';
import type { Comment } from '../../domain/catalog/comment.entity';
import type { DialogueMatch } from '../../domain/catalog/dialogue-match.entity';
import type { FilmCard } from '../../domain/catalog/film-card.entity';
import type { Paged } from '../../domain/catalog/paged.entity';
import type { RankedFilm, RankingPeriod } from '../../domain/catalog/ranking-period';
import type { FilmSuggestion } from '../../domain/catalog/search-keyword';
import { toCategory, toComment, toFilmCard, toPaged } from './wire.mappers';

/** Grids page by 24 (a full row count at 2, 3, 4, 6 columns). */
const gridPageSize = 24;

/** ListingsGateway over the HTTP ApiClient; rankings and categories are the home screen's calls (BrowseGateway). */
@injectable()
export class ApiListingsGateway implements ListingsGateway {
  constructor(
    @inject(ApiClient) private readonly api: ApiClient,
    @inject(BrowseGateway) private readonly browse: BrowseGateway,
  ) {}

  ranking(period: RankingPeriod, categorySlug: string | null, page: number, pageSize: number): Promise<Paged<RankedFilm>> {
    return this.browse.ranking(period, categorySlug, page, pageSize);
  }

  categories(kind?: AggregateKind): Promise<readonly Category[]> {
    return this.browse.categories(kind);
  }

  async rankingCategories(): Promise<readonly Category[]> {
    return (await this.api.call(listings.rankCategoryList, {} as never)).map(toCategory);
  }

  async aggregate(slug: string, page: number): Promise<AggregatePage> {
    const data = await this.api.call(listings.categoryFilms, { query: { cname: slug, page: String(page), page_size: String(gridPageSize) } });
    return { category: toCategory(data.category), films: toPaged(data, toFilmCard) };
  }

  async search(request: SearchRequest): Promise<Paged<FilmCard>> {
    const query = {
      keyword: request.keyword,
      sort: request.sort,
      page: String(request.page),
      page_size: String(gridPageSize),
      ...(request.categorySlug ? { category: request.categorySlug } : {}),
    };
    return toPaged(await this.api.call(listings.search, { query }), toFilmCard);
  }

  async dialogue(keyword: string): Promise<readonly DialogueMatch[]> {
    // Silent: the lines are a section beside the title results, which report their own errors.
    const data = await this.api.call(listings.searchDialogue, { query: { keyword, limit: 10 } }, { silent: true });
    return data.items.map((m) => ({
      filmId: m.film_id,
      filmTitle: m.film_title,
      posterUrl: m.poster_url,
      episodeId: m.episode_id,
      episodeNumber: m.episode_num,
      start: m.start,
      line: m.line,
    }));
  }

  async suggestions(keyword: string): Promise<readonly FilmSuggestion[]> {
    // Silent: a failed suggestion must not toast while the visitor types; the full search still reports errors.
    const data = await this.api.call(listings.searchSuggestions, { query: { keyword, limit: 8 } }, { silent: true });
    return data.map((item) => ({ id: item.id, title: item.title, posterUrl: item.poster_url }));
  }

  async hotComments(page: number): Promise<Paged<Comment>> {
    return toPaged(await this.api.call(comments.moreHotComments, { query: { page: String(page), page_size: '20' } }), toComment);
  }

  async comment(commentId: number): Promise<Comment> {
    return toComment(await this.api.call(comments.commentDetail, { params: { id: commentId } }));
  }

  async replies(commentId: number, page: number): Promise<Paged<Comment>> {
    return toPaged(await this.api.call(comments.secondLevelComments, { query: { comment_id: commentId, page: String(page), page_size: '20' } }), toComment);
  }
}
