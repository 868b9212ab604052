import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Comment } from '../../domain/catalog/comment.entity';
import type { Paged } from '../../domain/catalog/paged.entity';
import { RemoteValue } from '../film/remote-value';
import { CommentComposerStore } from './comment-composer.store';
import { CommentsGateway, type CommentPhoto, type CommentSort } from './comments-gateway.port';
import { PagedList } from './paged-list';

/**
 * A drama's comments (newest or top, loaded page by page) with the strip of photos from its comments, and their
 * count: the server's, plus what this reader posted since it counted.
 */
@injectable()
export class FilmCommentsStore {
  filmId: number | null = null;
  sort: CommentSort = 'new';
  readonly list = new PagedList<Comment>();
  readonly photos = new RemoteValue<Paged<CommentPhoto>>();
  /** This reader's comments the server had already counted when its latest page answered. */
  private counted: ReadonlySet<number> = new Set();
  /** Bumped with each restart of the list, so an answer of an earlier one changes nothing. */
  private listRun = 0;

  constructor(
    @inject(CommentsGateway) private readonly gateway: CommentsGateway,
    @inject(CommentComposerStore) private readonly composer: CommentComposerStore,
  ) {
    makeAutoObservable<this, 'gateway' | 'composer' | 'counted' | 'listRun' | 'pages'>(
      this,
      { gateway: false, composer: false, list: false, photos: false, counted: observableRef, listRun: false, pages: false },
      { autoBind: true },
    );
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
    if (filmId !== null) void this.list.restart(this.pages(filmId, sort));
  }

  /** The comments to show: those this reader just posted first, then the loaded pages. */
  get comments(): readonly Comment[] {
    const fresh = this.posted;
    if (fresh.length === 0) return this.list.items;
    const shown = new Set(fresh.map((comment) => comment.id));
    return [...fresh, ...this.list.items.filter((comment) => !shown.has(comment.id))];
  }

  /**
   * How many comments the drama has, for the heading: the server's count, plus this reader's comments posted after
   * it counted (a comment already on a loaded page was counted with it).
   */
  get total(): number {
    const listed = new Set(this.list.items.map((comment) => comment.id));
    const uncounted = this.posted.filter((comment) => !this.counted.has(comment.id) && !listed.has(comment.id));
    return this.list.total + uncounted.length;
  }

  reload(): Promise<void> {
    const filmId = this.filmId;
    if (filmId === null) return Promise.resolve();
    void this.photos.load(() => this.gateway.photos(filmId, 1));
    return this.list.restart(this.pages(filmId, this.sort));
  }

  /** This reader's comments on the drama posted from this page, newest first. */
  private get posted(): readonly Comment[] {
    return this.composer.posted.filter((comment) => comment.parentId === null && comment.filmId === this.filmId);
  }

  /** Pages of the drama's comments; each answer notes which of this reader's comments its count includes. */
  private pages(filmId: number, sort: CommentSort): (page: number) => Promise<Paged<Comment>> {
    const run = ++this.listRun;
    return async (page) => {
      const answer = await this.gateway.comments(filmId, sort, page);
      if (run === this.listRun) runInAction(() => (this.counted = new Set(this.composer.posted.map((comment) => comment.id))));
      return answer;
    };
  }
}
