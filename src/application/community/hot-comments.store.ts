import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { Comment } from '../../domain/catalog/comment.entity';
import { pageCount, type Paged } from '../../domain/catalog/paged.entity';
import { RemoteValue } from '../film/remote-value';
import { ListingsGateway } from '../browse/listings-gateway.port';

/** The hot comments page: the month's most liked comments across dramas, paged. */
@injectable()
export class HotCommentsStore {
  readonly comments = new RemoteValue<Paged<Comment>>();
  private shownKey: string | null = null;

  constructor(@inject(ListingsGateway) private readonly gateway: ListingsGateway) {
    makeAutoObservable<HotCommentsStore, 'gateway' | 'shownKey'>(this, { gateway: false, shownKey: false, comments: false }, { autoBind: true });
  }

  /** Shows page `pageNumber`. */
  show(pageNumber: number, language: string): void {
    const key = `${language}|${pageNumber}`;
    if (key === this.shownKey && this.comments.status !== 'error') return;
    this.shownKey = key;
    void this.comments.load(() => this.gateway.hotComments(pageNumber));
  }

  /** Pages of hot comments, 1 until loaded. */
  get totalPages(): number {
    return this.comments.value ? pageCount(this.comments.value) : 1;
  }
}
