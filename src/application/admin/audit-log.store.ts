import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { AuditEntry } from '../../domain/admin/console.types';
import { pageCount, type Paged } from '../../domain/catalog/paged.entity';
import { RemoteValue } from '../film/remote-value';
import { ConsoleGateway } from './console-gateway.port';

/** The audit log screen: one page at a time, optionally one kind of action. */
@injectable()
export class AuditLogStore {
  readonly entries = new RemoteValue<Paged<AuditEntry>>();
  page = 1;
  actionPrefix = '';

  constructor(@inject(ConsoleGateway) private readonly gateway: ConsoleGateway) {
    makeAutoObservable<this, 'gateway'>(this, { gateway: false, entries: false }, { autoBind: true });
  }

  load(page = this.page): void {
    this.page = page;
    void this.entries.load(() => this.gateway.auditLog(this.page, this.actionPrefix || undefined));
  }

  filter(actionPrefix: string): void {
    this.actionPrefix = actionPrefix;
    this.load(1);
  }

  get totalPages(): number {
    return this.entries.value ? pageCount(this.entries.value) : 1;
  }
}
