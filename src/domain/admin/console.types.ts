/** The operator the console is open for. */
export interface Operator {
  readonly id: string;
  readonly email: string;
  readonly username: string;
}

/** One operator action as the audit log shows it. */
export interface AuditEntry {
  readonly id: number;
  readonly operatorEmail: string;
  /** Dotted, past tense: `application.approved`. */
  readonly action: string;
  readonly subjectType: string;
  readonly subjectId: string;
  readonly before: unknown;
  readonly after: unknown;
  readonly createdAt: string;
}
