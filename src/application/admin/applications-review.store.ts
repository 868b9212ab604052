import { inject, injectable } from 'inversify';
import { flow, makeAutoObservable } from 'mobx';
import type { ApplicationDecision, ApplicationStatus, ReviewedApplication } from '../../domain/admin/applications.types';
import { pageCount, type Paged } from '../../domain/catalog/paged.entity';
import { isApiError } from '../../domain/errors/api-error';
import { RemoteValue } from '../film/remote-value';
import { ApplicationsReviewGateway } from './applications-review-gateway.port';

/**
 * The review queue: pending applications oldest first (or the decided ones), a reply per application, and the
 * decision. A decided application leaves the pending list at once; the answer replaces it in other lists.
 */
@injectable()
export class ApplicationsReviewStore {
  readonly list = new RemoteValue<Paged<ReviewedApplication>>();
  status: ApplicationStatus = 'pending';
  page = 1;
  /** Replies being written, by application id. */
  readonly replies = new Map<number, string>();
  /** The application whose decision is on its way. */
  deciding: number | null = null;
  /** Message key of the last failed decision. */
  errorKey: string | null = null;

  constructor(@inject(ApplicationsReviewGateway) private readonly gateway: ApplicationsReviewGateway) {
    makeAutoObservable<this, 'gateway'>(this, { gateway: false, list: false }, { autoBind: true });
  }

  load(status: ApplicationStatus = this.status, page = 1): void {
    this.status = status;
    this.page = page;
    void this.list.load(() => this.gateway.list(this.status, this.page));
  }

  setReply(id: number, reply: string): void {
    this.replies.set(id, reply);
  }

  decide = flow(function* (this: ApplicationsReviewStore, id: number, decision: ApplicationDecision) {
    if (this.deciding !== null) return;
    this.deciding = id;
    this.errorKey = null;
    try {
      const decided = (yield this.gateway.decide(id, decision, (this.replies.get(id) ?? '').trim())) as ReviewedApplication;
      this.replies.delete(id);
      const current = this.list.value;
      if (current) {
        const items =
          this.status === 'pending' ? current.items.filter((item) => item.id !== id) : current.items.map((item) => (item.id === id ? decided : item));
        this.list.set({ ...current, items, total: current.total - (current.items.length - items.length) });
      }
    } catch (error) {
      this.errorKey = isApiError(error) ? error.msgKey : 'site-errors:generic';
      // Someone else decided it meanwhile: show the queue as it is now.
      if (isApiError(error) && error.code === 409) this.load(this.status, this.page);
    } finally {
      this.deciding = null;
    }
  });

  get totalPages(): number {
    return this.list.value ? pageCount(this.list.value) : 1;
  }
}
