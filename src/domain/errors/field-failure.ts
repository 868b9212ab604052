import type { ValidationMessageKey } from '../validation/field.rules';

/** A message under a form field: a rule's key of the account texts, or a failed call's key (`site-errors:validation.password`). */
export type FieldMessageKey = ValidationMessageKey | `site-errors:${string}`;

/** A form's map from the message keys the server answers (`validation.password`) to the form's own fields. */
export type FailureFields<F extends string> = Readonly<Partial<Record<string, F>>>;

const ERRORS_NAMESPACE = 'site-errors:';

/**
 * The field a failed call's message belongs under, or null when it is about the whole form (a wrong code, too
 * many attempts). `msgKey` is the API error's key, `site-errors:` and the server's dotted key.
 */
export function fieldOfFailure<F extends string>(msgKey: string, fields: FailureFields<F>): F | null {
  if (!msgKey.startsWith(ERRORS_NAMESPACE)) return null;
  const key = msgKey.slice(ERRORS_NAMESPACE.length);
  return Object.prototype.hasOwnProperty.call(fields, key) ? (fields[key] ?? null) : null;
}

/** Whether a field message is a failed call's (translated in the errors namespace) rather than a form rule's. */
export function isFailureMessage(key: FieldMessageKey): key is `site-errors:${string}` {
  return key.startsWith(ERRORS_NAMESPACE);
}
