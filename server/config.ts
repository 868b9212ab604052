import * as v from 'valibot';

const intFromEnv = (name: string, min: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d+$/, `${name} must be a whole number`),
    v.transform(Number),
    v.minValue(min, `${name} must be at least ${min}`),
  );

const optionalText = v.optional(v.pipe(v.string(), v.trim(), v.transform((s) => (s === '' ? undefined : s))));

const originSchema = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.transform((s) => (s === '' ? undefined : s.replace(/\/+$/, ''))),
    v.optional(v.pipe(v.string(), v.url('PUBLIC_ORIGIN must be an absolute URL such as https://example.com'))),
  ),
);

const urlOrEmpty = (name: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((s) => (s === '' ? undefined : s)),
      v.optional(v.pipe(v.string(), v.url(`${name} must be a URL`))),
    ),
  );

const ConfigSchema = v.object({
  PORT: v.optional(v.pipe(intFromEnv('PORT', 0), v.maxValue(65535, 'PORT must be at most 65535')), '3000'),
  HOST: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1, 'HOST must not be empty')), '0.0.0.0'),
  DATA_DIR: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1, 'DATA_DIR must not be empty')), './data'),
  DATABASE_URL: urlOrEmpty('DATABASE_URL'),
  SMTP_URL: urlOrEmpty('SMTP_URL'),
  PUBLIC_ORIGIN: originSchema,
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_ISSUER: v.optional(v.pipe(v.string(), v.trim(), v.url('GOOGLE_ISSUER must be a URL')), 'https://accounts.google.com'),
  TAG_MANAGER_ID: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((s) => (s === '' ? undefined : s)),
      v.optional(v.pipe(v.string(), v.regex(/^[A-Z0-9-]{4,30}$/, 'TAG_MANAGER_ID must look like GTM-XXXXXXX'))),
    ),
  ),
  FREE_EPISODES: v.optional(intFromEnv('FREE_EPISODES', 0), '10'),
  SHARE_UNLOCK_VISITS: v.optional(intFromEnv('SHARE_UNLOCK_VISITS', 1), '3'),
  PERMISSION_APPLICATIONS: v.optional(v.picklist(['auto', 'review'], 'PERMISSION_APPLICATIONS must be auto or review'), 'auto'),
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test'], 'NODE_ENV must be development, production or test'), 'development'),
});

/** Everything the server reads from its environment, parsed and checked once at start. */
export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl?: string;
  readonly smtpUrl?: string;
  readonly publicOrigin?: string;
  readonly google?: { readonly clientId: string; readonly clientSecret: string; readonly issuer: string };
  readonly googleIssuer: string;
  readonly tagManagerId?: string;
  readonly freeEpisodes: number;
  readonly shareUnlockVisits: number;
  /** auto: permission applications are approved at once; review: they wait for an operator. */
  readonly permissionApplications: 'auto' | 'review';
  readonly nodeEnv: 'development' | 'production' | 'test';
}

/** Thrown at start when an environment variable has a bad value; the message names every bad variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment (process.env by default) into a ServerConfig or throws a ConfigError naming the bad variables. */
export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const picked = Object.fromEntries(
    Object.keys(ConfigSchema.entries).flatMap((key) => (env[key] === undefined ? [] : [[key, env[key]]])),
  );
  const result = v.safeParse(ConfigSchema, picked);
  if (!result.success) {
    const lines = result.issues.map((issue) => `  ${v.getDotPath(issue) ?? '?'}: ${issue.message}`);
    throw new ConfigError(`Invalid server configuration:\n${lines.join('\n')}`);
  }
  const c = result.output;
  const google =
    c.GOOGLE_CLIENT_ID && c.GOOGLE_CLIENT_SECRET
      ? { clientId: c.GOOGLE_CLIENT_ID, clientSecret: c.GOOGLE_CLIENT_SECRET, issuer: c.GOOGLE_ISSUER }
      : undefined;
  return {
    port: c.PORT,
    host: c.HOST,
    dataDir: c.DATA_DIR,
    databaseUrl: c.DATABASE_URL,
    smtpUrl: c.SMTP_URL,
    publicOrigin: c.PUBLIC_ORIGIN,
    google,
    googleIssuer: c.GOOGLE_ISSUER,
    tagManagerId: c.TAG_MANAGER_ID,
    freeEpisodes: c.FREE_EPISODES,
    shareUnlockVisits: c.SHARE_UNLOCK_VISITS,
    permissionApplications: c.PERMISSION_APPLICATIONS,
    nodeEnv: c.NODE_ENV,
  };
}
