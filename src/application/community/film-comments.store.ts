import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { Comment } from '../../domain/catalog/comment.entity';
import type { Paged } from '../../domain/catalog/paged.entity';
import { RemoteValue } from '../film/remote-value';
import { CommentComposerStore } from './comment-composer.store';
import { CommentsGateway, type CommentPhoto, type CommentSort } from './comments-gateway.port';
import { PagedList } from './paged-list';

/** A drama's comments (newest or top, loaded page by page) with the strip of photos from its comments. */
@injectable()
export class FilmCommentsStore {
  filmId: number | null = null;
  sort: CommentSort = 'new';
  readonly list = new PagedList<Comment>();
  readonly photos = new RemoteValue<Paged<CommentPhoto>>();

  constructor(
    @inject(CommentsGateway) private readonly gateway: CommentsGateway,
    @inject(CommentComposerStore) private readonly composer: CommentComposerStore,
  ) {
    makeAutoObservable<this, 'gateway' | 'composer'>(this, { gateway: false, composer: false, list: false, photos: false }, { autoBind: true });
  }

  /** Shows the comments of `filmId`; the same drama again keeps what is loaded. */
  show(filmId: number): void {
    if (this.filmId === filmId && this.list.status !== 'error') return;
    this.filmId = filmId;
    void this.reload();
  }

  setSort(sort: CommentSort): void {
    if (sort === this.sort) return;
    this.sort = sort;
    const filmId = this.filmId;
    if (filmId !== null) void this.list.restart((page) => this.gateway.comments(filmId, sort, page));
  }

  /** The comments to show: those this reader just posted first, then the loaded pages. */
  get comments(): readonly Comment[] {
    const fresh = this.composer.posted.filter((comment) => comment.parentId === null && comment.filmId === this.filmId);
    if (fresh.length === 0) return this.list.items;
    const shown = new Set(fresh.map((comment) => comment.id));
    return [...fresh, ...this.list.items.filter((comment) => !shown.has(comment.id))];
  }

  reload(): Promise<void> {
    const filmId = this.filmId;
    if (filmId === null) return Promise.resolve();
    void this.photos.load(() => this.gateway.photos(filmId, 1));
    const sort = this.sort;
    return this.list.restart((page) => this.gateway.comments(filmId, sort, page));
  }
}
