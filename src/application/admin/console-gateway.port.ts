import type { ServiceIdentifier } from 'inversify';
import type { Paged } from '../../domain/catalog/paged.entity';
import type { AuditEntry, Operator } from '../../domain/admin/console.types';

/** The console's own calls: who the operator is, and the audit log. */
export interface ConsoleGateway {
  /** The operator; rejects (403/401) for anyone else. */
  me(): Promise<Operator>;
  auditLog(page: number, actionPrefix?: string): Promise<Paged<AuditEntry>>;
}
export const ConsoleGateway = Symbol.for('ConsoleGateway') as ServiceIdentifier<ConsoleGateway>;
