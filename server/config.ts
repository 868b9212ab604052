import * as v from 'valibot';
import type { HttpLimits } from './process/http-server';

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
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test'], 'NODE_ENV must be development, production or test'), 'development'),
  HTTP_REQUEST_TIMEOUT_MS: v.optional(intFromEnv('HTTP_REQUEST_TIMEOUT_MS', 1), '30000'),
  HTTP_HEADERS_TIMEOUT_MS: v.optional(intFromEnv('HTTP_HEADERS_TIMEOUT_MS', 1), '10000'),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: v.optional(intFromEnv('HTTP_KEEP_ALIVE_TIMEOUT_MS', 1), '5000'),
  HTTP_IDLE_TIMEOUT_MS: v.optional(intFromEnv('HTTP_IDLE_TIMEOUT_MS', 1), '60000'),
  HTTP_MAX_CONNECTIONS: v.optional(intFromEnv('HTTP_MAX_CONNECTIONS', 1), '10000'),
  SHUTDOWN_TIMEOUT_MS: v.optional(intFromEnv('SHUTDOWN_TIMEOUT_MS', 0), '3000'),
  DEV_OUTBOX: v.optional(v.picklist(['on', 'off'], 'DEV_OUTBOX must be on or off')),
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
  readonly nodeEnv: 'development' | 'production' | 'test';
  /** Timeouts and the connection cap of the HTTP server. */
  readonly http: HttpLimits;
  /** In-flight requests get this long to finish on SIGTERM/SIGINT/SIGHUP. */
  readonly shutdownTimeoutMs: number;
  /** GET /dev/outbox shows the outbox mails: on unless DEV_OUTBOX=off or SMTP_URL is set (then mail leaves by SMTP). */
  readonly devOutbox: boolean;
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
  if (c.HTTP_HEADERS_TIMEOUT_MS > c.HTTP_REQUEST_TIMEOUT_MS) {
    throw new ConfigError('Invalid server configuration:\n  HTTP_HEADERS_TIMEOUT_MS: must not exceed HTTP_REQUEST_TIMEOUT_MS');
  }
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
    nodeEnv: c.NODE_ENV,
    http: {
      requestTimeoutMs: c.HTTP_REQUEST_TIMEOUT_MS,
      headersTimeoutMs: c.HTTP_HEADERS_TIMEOUT_MS,
      keepAliveTimeoutMs: c.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      idleTimeoutMs: c.HTTP_IDLE_TIMEOUT_MS,
      maxConnections: c.HTTP_MAX_CONNECTIONS,
    },
    shutdownTimeoutMs: c.SHUTDOWN_TIMEOUT_MS,
    devOutbox: c.DEV_OUTBOX ? c.DEV_OUTBOX === 'on' : !c.SMTP_URL,
  };
}
