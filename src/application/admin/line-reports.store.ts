import { inject, injectable } from 'inversify';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { LineReportQueueName, ReportedLineItem } from '../../domain/admin/line-reports.types';
import { pageCount, type Paged } from '../../domain/catalog/paged.entity';
import { isApiError } from '../../domain/errors/api-error';
import { RemoteValue } from '../film/remote-value';
import { LineReportsGateway } from './line-reports-gateway.port';

/**
 * The queue of reported subtitle lines: an operator approves (the text as the member suggested it, or edited) or
 * rejects; a decided report leaves the pending queue and its outcome is announced.
 */
@injectable()
export class LineReportsStore {
  readonly list = new RemoteValue<Paged<ReportedLineItem>>();
  queue: LineReportQueueName = 'pending';
  page = 1;
  busy = false;
  errorKey: string | null = null;
  /** The last decision made here, for the status line. */
  lastDecided: ReportedLineItem | null = null;
  /** The operator's edits of the text to apply, by report. */
  readonly edits = observable.map<number, string>();

  constructor(@inject(LineReportsGateway) private readonly gateway: LineReportsGateway) {
    makeAutoObservable<this, 'gateway'>(this, { gateway: false, list: false, edits: false }, { autoBind: true });
  }

  load(queue: LineReportQueueName = this.queue, page = 1): void {
    this.queue = queue;
    this.page = page;
    void this.list.load(() => this.gateway.queue(this.queue, this.page));
  }

  /** The text an approval applies: the operator's edit, else the member's suggestion. */
  textFor(report: ReportedLineItem): string {
    return this.edits.get(report.id) ?? report.suggestion ?? '';
  }

  edit(reportId: number, text: string): void {
    this.edits.set(reportId, text);
  }

  approve(report: ReportedLineItem): Promise<void> {
    const text = this.textFor(report).trim();
    return this.decide(report.id, () => this.gateway.decide(report.id, { decision: 'approve', text: text === '' ? null : text }));
  }

  reject(report: ReportedLineItem): Promise<void> {
    return this.decide(report.id, () => this.gateway.decide(report.id, { decision: 'reject' }));
  }

  private async decide(reportId: number, send: () => Promise<ReportedLineItem>): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.errorKey = null;
    this.lastDecided = null;
    try {
      const decided = await send();
      runInAction(() => {
        this.lastDecided = decided;
        this.edits.delete(reportId);
        const current = this.list.value;
        if (current) this.list.set({ ...current, items: current.items.filter((r) => r.id !== reportId), total: Math.max(0, current.total - 1) });
      });
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
