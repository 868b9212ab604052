import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ModeratedComment, ModerationDecision, ModerationQueueName } from '../../domain/admin/moderation.types';
import { pageCount, type Paged } from '../../domain/catalog/paged.entity';
import { isApiError } from '../../domain/errors/api-error';
import { RemoteValue } from '../film/remote-value';
import { ModerationGateway } from './moderation-gateway.port';

/** The moderation queue: a decided comment leaves it; hiding a member's comments reloads it. */
@injectable()
export class ModerationStore {
  readonly list = new RemoteValue<Paged<ModeratedComment>>();
  queue: ModerationQueueName = 'reported';
  page = 1;
  busy = false;
  errorKey: string | null = null;
  /** How many comments the last "hide all" hid (shown once), with whose they were. */
  lastHidden: { readonly author: string; readonly count: number } | null = null;

  constructor(@inject(ModerationGateway) private readonly gateway: ModerationGateway) {
    makeAutoObservable<this, 'gateway' | 'run'>(this, { gateway: false, list: false, run: false }, { autoBind: true });
  }

  load(queue: ModerationQueueName = this.queue, page = 1): void {
    this.queue = queue;
    this.page = page;
    void this.list.load(() => this.gateway.queue(this.queue, this.page));
  }

  async decide(commentId: number, decision: ModerationDecision): Promise<void> {
    await this.run(async () => {
      await this.gateway.decide(commentId, decision);
      runInAction(() => {
        const current = this.list.value;
        if (current) this.list.set({ ...current, items: current.items.filter((c) => c.id !== commentId), total: Math.max(0, current.total - 1) });
      });
    });
  }

  async hideAllOf(author: ModeratedComment['author']): Promise<void> {
    await this.run(async () => {
      const count = await this.gateway.hideAllOf(author.id);
      runInAction(() => {
        this.lastHidden = { author: author.username, count };
        this.load(this.queue, 1);
      });
    });
  }

  /** One action at a time; its failure is shown by its message key. */
  private async run(work: () => Promise<void>): Promise<void> {
    if (this.busy) return;
    runInAction(() => {
      this.busy = true;
      this.errorKey = null;
      this.lastHidden = null;
    });
    try {
      await work();
    } catch (error) {
      runInAction(() => (this.errorKey = isApiError(error) ? error.msgKey : 'site-errors:generic'));
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  get totalPages(): number {
    return this.list.value ? pageCount(this.list.value) : 1;
  }
}
