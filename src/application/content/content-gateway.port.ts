import type { ServiceIdentifier } from 'inversify';
import type { Paged } from '../../domain/catalog/paged.entity';
import type { BlogArticle, BlogPostSummary, GuideArticle, GuideSummary } from '../../domain/catalog/content.types';

/** One page of the guides of a type, with the type's name in the visitor's language. */
export interface GuideListPage {
  readonly typeSlug: string;
  readonly typeName: string;
  readonly guides: Paged<GuideSummary>;
}

/** Reads the blog and the guides in the visitor's language. */
export interface ContentGateway {
  /** One page of blog posts, newest first. */
  blogPosts(page: number): Promise<Paged<BlogPostSummary>>;
  /** One blog article. */
  blogArticle(articleId: number): Promise<BlogArticle>;
  /** One page of the guides of a type (a slug such as `how-to-watch`); rejects with 404 for unknown types. */
  guides(type: string, page: number): Promise<GuideListPage>;
  /** One guide. */
  guide(guideId: number): Promise<GuideArticle>;
}
export const ContentGateway = Symbol.for('ContentGateway') as ServiceIdentifier<ContentGateway>;
