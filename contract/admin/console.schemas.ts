import * as v from 'valibot';
import { IsoDate, Uuid } from '../common.schemas';

/** Answer of admin/me: the operator the console is open for. */
export const Operator = v.object({ id: Uuid, email: v.string(), username: v.string() });
export type Operator = v.InferOutput<typeof Operator>;

/** One row of the audit log: who did what to which subject, when, and the subject before and after. */
export const AuditEntry = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  operator_email: v.string(),
  action: v.string(),
  subject_type: v.string(),
  subject_id: v.string(),
  before: v.nullable(v.unknown()),
  after: v.nullable(v.unknown()),
  created_at: IsoDate,
});
export type AuditEntry = v.InferOutput<typeof AuditEntry>;
