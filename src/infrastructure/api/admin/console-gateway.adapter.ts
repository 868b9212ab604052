import { inject, injectable } from 'inversify';
import * as consoleCalls from '../../../../contract/admin/console.calls';
import type { ConsoleGateway } from '../../../application/admin/console-gateway.port';
import { ApiClient } from '../../../application/shared/api-client.port';
import type { AuditEntry, Operator } from '../../../domain/admin/console.types';
import type { Paged } from '../../../domain/catalog/paged.entity';
import { toPaged } from '../wire.mappers';

const auditPageSize = 30;

/** ConsoleGateway over the HTTP ApiClient. Failures are silent: a non-operator just gets the 404 screen. */
@injectable()
export class ApiConsoleGateway implements ConsoleGateway {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async me(): Promise<Operator> {
    return this.api.call(consoleCalls.adminMe, {}, { silent: true });
  }

  async auditLog(page: number, actionPrefix?: string): Promise<Paged<AuditEntry>> {
    const data = await this.api.call(consoleCalls.adminAuditLog, {
      query: { page: String(page), page_size: String(auditPageSize), ...(actionPrefix ? { action: actionPrefix } : {}) },
    });
    return toPaged(data, (e) => ({
      id: e.id,
      operatorEmail: e.operator_email,
      action: e.action,
      subjectType: e.subject_type,
      subjectId: e.subject_id,
      before: e.before,
      after: e.after,
      createdAt: e.created_at,
    }));
  }
}
