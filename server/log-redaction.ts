/*
 * Log lines must never carry a secret: verification codes, bearer tokens, passwords. The sources keep them out
 * (mail bodies and subjects are not logged); this is the net under them for what errors drag along: Drizzle puts
 * a failed query's parameters (e-mails, code and token hashes, passwords being hashed) into its message and stack.
 */
const SECRET_FIELD = /token|password|passwd|secret|authorization|cookie|verifier|code_?hash/i;
const QUERY_PARAMS = /^(\s*params: ).*$/gm;
const BEARER = /\b(Bearer\s+)[\w.~+/=-]+/gi;
const REDACTED = '[redacted]';
const MAX_DEPTH = 4;

/** `text` without query parameters of failed SQL and without bearer tokens. */
export function redactText(text: string): string {
  return text.replace(QUERY_PARAMS, `$1${REDACTED}`).replace(BEARER, `$1${REDACTED}`);
}

/** A log field value with every string redacted and secret-named fields replaced. */
export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value instanceof Error) return redactText(value.stack ?? value.message);
  if (value === null || typeof value !== 'object' || depth >= MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, SECRET_FIELD.test(key) ? REDACTED : redactValue(item, depth + 1)]));
}
