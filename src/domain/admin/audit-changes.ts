/** One field an operator's action changed, with its values before and after (null: the field was absent or null). */
export interface AuditChange {
  /** Dotted path inside the subject (`status`, `texts.en.title`); '' when the subject is a single value. */
  readonly field: string;
  readonly before: string | null;
  readonly after: string | null;
}

type Flat = Map<string, string | null>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function shown(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Nested objects become dotted fields; arrays and other values (null too) are one field each. */
function flatten(value: unknown, prefix: string, into: Flat): Flat {
  if (isRecord(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix === '' ? key : `${prefix}.${key}`, into);
  } else if (value !== undefined) {
    into.set(prefix, shown(value));
  }
  return into;
}

/**
 * What an audited action changed: the fields whose values differ between the snapshots before and after, in the
 * order they appear (before's fields first), so the operator reads what changed, not two whole objects. A created
 * subject lists every field it has, a removed one every field it had. When both snapshots exist, a field only the
 * one before has is context (a hidden comment's text), not a change, and is left out; one only after has is shown.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const was = flatten(before, '', new Map());
  const is = flatten(after, '', new Map());
  const both = before !== null && before !== undefined && after !== null && after !== undefined;
  const fields = [...new Set([...was.keys(), ...is.keys()])].filter((field) => !both || is.has(field));
  return fields.map((field) => ({ field, before: was.get(field) ?? null, after: is.get(field) ?? null })).filter((change) => change.before !== change.after);
}
