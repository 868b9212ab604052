import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { BlogArticle, BlogPostSummary } from '../../domain/catalog/content.types';
import { pageCount, type Paged } from '../../domain/catalog/paged.entity';
import { RemoteValue } from '../film/remote-value';
import { ContentGateway } from './content-gateway.port';

/** The paged blog list and the open article. */
@injectable()
export class BlogStore {
  readonly posts = new RemoteValue<Paged<BlogPostSummary>>();
  readonly article = new RemoteValue<BlogArticle>();

  constructor(@inject(ContentGateway) private readonly gateway: ContentGateway) {
    makeAutoObservable<BlogStore, 'gateway'>(this, { gateway: false, posts: false, article: false }, { autoBind: true });
  }

  /** Loads one page of posts. */
  loadPage(page: number): void {
    void this.posts.load(() => this.gateway.blogPosts(page));
  }

  /** Loads one article (the view calls again when the language changes). */
  loadArticle(articleId: number): void {
    void this.article.load(() => this.gateway.blogArticle(articleId));
  }

  get totalPages(): number {
    return this.posts.value ? pageCount(this.posts.value) : 1;
  }
}
