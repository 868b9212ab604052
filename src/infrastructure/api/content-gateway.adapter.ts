import { inject, injectable } from 'inversify';
import * as content from '../../../contract/content.calls';
import type { BlogCard as BlogCardData, GuideCard as GuideCardData } from '../../../contract/content.schemas';
import type { FilmRef } from '../../../contract/common.schemas';
import type { ContentGateway, GuideListPage } from '../../application/content/content-gateway.port';
import { ApiClient } from '../../application/ports/api-client.port';
import type { BlogArticle, BlogPostSummary, FilmMention, GuideArticle, GuideSummary } from '../../domain/catalog/content.types';
import type { Paged } from '../../domain/catalog/paged.entity';
import { toPaged } from './wire.mappers';

const blogPageSize = 12;
const guidePageSize = 12;

/** ContentGateway over the HTTP ApiClient: the blog and the guides, mapped to domain types. */
@injectable()
export class ApiContentGateway implements ContentGateway {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async blogPosts(page: number): Promise<Paged<BlogPostSummary>> {
    return toPaged(await this.api.call(content.blogList, { query: { page: String(page), page_size: String(blogPageSize) } }), toBlogPost);
  }

  async blogArticle(articleId: number): Promise<BlogArticle> {
    const article = await this.api.call(content.blogArticle, { params: { id: articleId } });
    return { ...toBlogPost(article), bodyHtml: article.body_html, films: article.films.map(toFilmMention) };
  }

  async guides(type: string, page: number): Promise<GuideListPage> {
    const data = await this.api.call(content.guides, { query: { type, page: String(page), page_size: String(guidePageSize) } });
    return { typeSlug: data.type.slug, typeName: data.type.name, guides: toPaged(data, toGuideSummary) };
  }

  async guide(guideId: number): Promise<GuideArticle> {
    const guide = await this.api.call(content.guide, { params: { id: guideId } });
    return { ...toGuideSummary(guide), authorName: guide.author.name, bodyHtml: guide.body_html };
  }
}

function toBlogPost(post: BlogCardData): BlogPostSummary {
  return {
    id: post.id,
    title: post.title,
    summary: post.summary,
    coverUrl: post.cover_url,
    publishedAt: post.published_at,
    authorName: post.author.name,
  };
}

/** A film as an article or guide mentions it. */
export function toFilmMention(film: FilmRef): FilmMention {
  return { id: film.id, title: film.title, posterUrl: film.poster_url };
}

/** A guide card of the content and film-guide calls. */
export function toGuideSummary(guide: GuideCardData): GuideSummary {
  return {
    id: guide.id,
    typeSlug: guide.type.slug,
    typeName: guide.type.name,
    title: guide.title,
    summary: guide.summary,
    coverUrl: guide.cover_url,
    publishedAt: guide.published_at,
    film: guide.film ? toFilmMention(guide.film) : null,
  };
}
