import { inject, injectable } from 'inversify';
import * as browse from '../../../contract/browse/browse.calls';
import { pageSeoInfo } from '../../../contract/site/config.calls';
import type { FeaturedFilm as FeaturedData } from '../../../contract/catalog/films.schemas';
import type { Topic as TopicData } from '../../../contract/content/topics.schemas';
import type { BrowseGateway } from '../../application/browse/browse-gateway.port';
import { ApiClient } from '../../application/shared/api-client.port';
import type { AggregateKind, Category, CategoryShelf, Topic } from '../../domain/catalog/category.entity';
import type { FeaturedFilm, FilmCard } from '../../domain/catalog/film-card.entity';
import type { PageHead } from '../../domain/catalog/page-head.entity';
import type { Paged } from '../../domain/catalog/paged.entity';
import { toCategory, toFilmCard, toPaged } from './wire.mappers';
import type { RankedFilm, RankingPeriod } from '../../domain/catalog/ranking-period';

/** Home and topic rails show this many films. */
const railSize = 12;

/** BrowseGateway over the HTTP ApiClient (the listings' calls: listings-gateway.adapter.ts): sends the contract's calls and maps wire data to domain types. */
@injectable()
export class ApiBrowseGateway implements BrowseGateway {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async featured(): Promise<readonly FeaturedFilm[]> {
    return (await this.api.call(browse.featured, { query: { limit: 5 } })).map(toFeatured);
  }

  async recommendations(): Promise<readonly FilmCard[]> {
    return (await this.api.call(browse.recommendations, { query: { limit: railSize } })).map(toFilmCard);
  }

  async hot(page: number, pageSize: number): Promise<Paged<FilmCard>> {
    return toPaged(await this.api.call(browse.hot, { query: { page: String(page), page_size: String(pageSize) } }), toFilmCard);
  }

  async ranking(period: RankingPeriod, categorySlug: string | null, page: number, pageSize: number): Promise<Paged<RankedFilm>> {
    const query = { period, page: String(page), page_size: String(pageSize), ...(categorySlug ? { category: categorySlug } : {}) };
    return toPaged(await this.api.call(browse.rankFilms, { query }), (item) => ({ rank: item.rank, score: item.score, film: toFilmCard(item) }));
  }

  async topics(): Promise<readonly Topic[]> {
    return (await this.api.call(browse.recommendTopicList, { query: { limit: 6, films_per_topic: railSize } })).map(toTopic);
  }

  async categories(kind?: AggregateKind): Promise<readonly Category[]> {
    return (await this.api.call(browse.categories, { query: kind ? { kind } : {} })).map(toCategory);
  }

  async shelves(): Promise<readonly CategoryShelf[]> {
    const data = await this.api.call(browse.topByCategory, { query: { limit: 6, films_per_category: railSize } });
    return data.map((shelf) => ({ category: toCategory(shelf.category), films: shelf.films.map(toFilmCard) }));
  }

  async pageHead(path: string): Promise<PageHead> {
    const seo = await this.api.call(pageSeoInfo, { query: { page_path: path } }, { silent: true });
    return {
      title: seo.title,
      description: seo.description,
      canonical: seo.canonical,
      alternates: seo.alternates,
      ogType: seo.og_type,
      ogImage: seo.og_image,
      indexable: seo.indexable,
    };
  }
}

function toFeatured(film: FeaturedData): FeaturedFilm {
  return { ...toFilmCard(film), synopsis: film.synopsis };
}

function toTopic(topic: TopicData): Topic {
  return {
    slug: topic.slug,
    name: topic.name,
    description: topic.description,
    coverUrl: topic.cover_url,
    filmCount: topic.film_count,
    films: topic.films.map(toFilmCard),
  };
}
