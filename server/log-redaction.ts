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

/** What either pattern needs somewhere in the text: most texts (paths, ids) have neither and are returned as they are. */
const MAY_HOLD_SECRET = /params: |bearer/i;

/** `text` without query parameters of failed SQL and without bearer tokens. */
export function redactText(text: string): string {
  if (!MAY_HOLD_SECRET.test(text)) return text;
  return text.replace(QUERY_PARAMS, `$1${REDACTED}`).replace(BEARER, `$1${REDACTED}`);
}

/** Field names are few and come from the code: whether one names a secret is decided once per name. */
const secretNames = new Map<string, boolean>();
const MAX_REMEMBERED_NAMES = 1000;

function isSecretName(key: string): boolean {
  let secret = secretNames.get(key);
  if (secret === undefined) {
    secret = SECRET_FIELD.test(key);
    if (secretNames.size < MAX_REMEMBERED_NAMES) secretNames.set(key, secret);
  }
  return secret;
}

/**
 * The fields of one log line, redacted as redactValue does, built without the intermediate arrays of
 * Object.entries/fromEntries: the access log calls it for every request.
 */
export function redactFields(fields: Record<string, unknown>): Record<string, unknown> {
  const safe: Record<string, unknown> = {};
  for (const key of Object.keys(fields)) {
    const value = fields[key];
    safe[key] = isSecretName(key)
      ? REDACTED
      : typeof value === 'string'
        ? redactText(value)
        : typeof value === 'object' && value !== null
          ? redactValue(value, 1)
          : value;
  }
  return safe;
}

/** A log field value with every string redacted and secret-named fields replaced. */
export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value instanceof Error) return redactText(value.stack ?? value.message);
  if (value === null || typeof value !== 'object' || depth >= MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, isSecretName(key) ? REDACTED : redactValue(item, depth + 1)]));
}
