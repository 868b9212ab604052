import * as v from 'valibot';

const MESSAGE_KEY = /^[a-z_]+(\.[a-z0-9_]+)+$/;

/**
 * The message key of a failed parse: `validation.<dotted path>` of the first issue, so the SPA can show it next
 * to the field, unless the check names a non-validation key of its own (`comment.too_long`); a whole-object
 * check (`feedback.empty`, `validation.credentials`) keeps its own key; otherwise `validation.<fallback>`
 * (body, query, params). The server and the MSW handlers answer the same key.
 */
export function validationKey(issues: readonly v.BaseIssue<unknown>[], fallback: string): string {
  const first = issues[0];
  // A field check that names a key of its own (`comment.too_long`) says more than `validation.<field>`.
  if (first && MESSAGE_KEY.test(first.message) && !first.message.startsWith('validation.')) return first.message;
  const path = first ? v.getDotPath(first) : null;
  if (path) return `validation.${path}`;
  return first && MESSAGE_KEY.test(first.message) ? first.message : `validation.${fallback}`;
}

/** `SrcFingerprint` -> `src_fingerprint`, `X-Domain` -> `x_domain`: header names as message-key fields. */
export function headerField(name: string): string {
  return name
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .replace(/-/g, '_')
    .toLowerCase();
}
