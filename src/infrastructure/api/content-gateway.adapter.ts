import { inject, injectable } from 'inversify';
import * as content from '../../../contract/content/content.calls';
import type { BlogCard as BlogCardData } from '../../../contract/content/content.schemas';
import type { ContentGateway, GuideListPage } from '../../application/content/content-gateway.port';
import { ApiClient } from '../../application/shared/api-client.port';
import type { BlogArticle, BlogPostSummary, GuideArticle } from '../../domain/catalog/content.types';
import type { Paged } from '../../domain/catalog/paged.entity';
import { toFilmMention, toGuideSummary } from './content.mappers';
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
