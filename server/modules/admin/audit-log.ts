import { and, count, desc, like, type SQL } from 'drizzle-orm';
import type { AuditEntry } from '../../../contract/admin/console.schemas';
import type { Clock } from '../../infrastructure';
import type { Database } from '../../db/database';
import { auditLog } from '../../db/schema/admin';

/** What an operator did, for writeAudit. `before`/`after` are JSON-safe snapshots of the subject (null: none). */
export interface AuditRecord {
  readonly operator: { readonly id: string; readonly email: string };
  /** Dotted, past tense: `application.approved`, `comment.deleted`, `film.published`. */
  readonly action: string;
  readonly subjectType: string;
  readonly subjectId: string | number;
  readonly before: unknown;
  readonly after: unknown;
}

type Writer = Pick<Database, 'insert'>;

/**
 * Writes one audit entry. Pass the transaction that makes the change, so the change and its entry are stored
 * together or not at all.
 */
export async function writeAudit(db: Writer, clock: Clock, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    operatorId: record.operator.id,
    operatorEmail: record.operator.email,
    action: record.action,
    subjectType: record.subjectType,
    subjectId: String(record.subjectId),
    // Through JSON so dates become strings and undefined fields vanish, as the console will read them.
    before: record.before === null || record.before === undefined ? null : JSON.parse(JSON.stringify(record.before)),
    after: record.after === null || record.after === undefined ? null : JSON.parse(JSON.stringify(record.after)),
    createdAt: clock.now(),
  });
}

/** A page of the audit log, newest first, optionally only actions starting with `actionPrefix`. */
export async function listAudit(db: Database, page: number, pageSize: number, actionPrefix?: string) {
  const filter: SQL | undefined = actionPrefix ? like(auditLog.action, `${actionPrefix.replace(/[%_\\]/g, '\\$&')}%`) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(and(filter))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(auditLog).where(and(filter)),
  ]);
  const items: AuditEntry[] = rows.map((r) => ({
    id: r.id,
    operator_email: r.operatorEmail,
    action: r.action,
    subject_type: r.subjectType,
    subject_id: r.subjectId,
    before: r.before ?? null,
    after: r.after ?? null,
    created_at: r.createdAt.toISOString(),
  }));
  return { items, page, page_size: pageSize, total: total?.n ?? 0 };
}
