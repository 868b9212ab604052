import { isIP } from 'node:net';
import * as v from 'valibot';
import type { HttpLimits } from './process/http-server';
import { DEFAULT_DATABASE_TIMEOUTS, type DatabaseTimeouts } from './db/timeouts';
import type { MediaStoreConfig } from './media-store/create-media-store';

const intFromEnv = (name: string, min: number) =>
  v.pipe(v.string(), v.trim(), v.regex(/^\d+$/, `${name} must be a whole number`), v.transform(Number), v.minValue(min, `${name} must be at least ${min}`));

const optionalText = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.transform((s) => (s === '' ? undefined : s)),
  ),
);

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

/** `example.com, www.example.com:8443` -> the hosts as URLs spell them; a path, scheme or bad name is an error. */
function hostList(name: string) {
  const host = (entry: string) => {
    try {
      const url = new URL(`http://${entry}`);
      return url.pathname === '/' && !url.search && !url.hash && !url.username && url.host === entry.toLowerCase().replace(/:80$/, '') ? url.host : undefined;
    } catch {
      return undefined;
    }
  };
  return v.optional(
    v.pipe(
      v.string(),
      v.transform((s) =>
        s
          .split(',')
          .map((e) => e.trim())
          .filter((e) => e !== ''),
      ),
      v.check((list) => list.every((e) => host(e) !== undefined), `${name} must be a comma-separated list of host or host:port`),
      v.transform((list) => list.map((e) => host(e)!)),
    ),
    '',
  );
}

/** Which proxies in front of the server may say who the client is (X-Forwarded-For); none when unset. */
export type TrustProxy = { readonly hops: number } | { readonly proxies: readonly string[] };

/** `1.2.3.4`, `10.0.0.0/8`, `::1`, `fd00::/8`. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

const trustProxySchema = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.check(
      (s) => s === '' || /^\d+$/.test(s) || s.split(',').every((e) => isAddressOrRange(e.trim())),
      'TRUST_PROXY must be a number of proxy hops or a comma-separated list of proxy addresses / CIDR ranges',
    ),
    v.transform((s): TrustProxy | undefined => {
      if (s === '' || /^0+$/.test(s)) return undefined;
      if (/^\d+$/.test(s)) return { hops: Number(s) };
      return { proxies: s.split(',').map((e) => e.trim()) };
    }),
  ),
);

const ConfigSchema = v.object({
  PORT: v.optional(v.pipe(intFromEnv('PORT', 0), v.maxValue(65535, 'PORT must be at most 65535')), '3000'),
  HOST: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1, 'HOST must not be empty')), '0.0.0.0'),
  DATA_DIR: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1, 'DATA_DIR must not be empty')), './data'),
  DATABASE_URL: urlOrEmpty('DATABASE_URL'),
  DB_CONNECT_TIMEOUT_MS: v.optional(intFromEnv('DB_CONNECT_TIMEOUT_MS', 100), String(DEFAULT_DATABASE_TIMEOUTS.connectMs)),
  DB_STATEMENT_TIMEOUT_MS: v.optional(intFromEnv('DB_STATEMENT_TIMEOUT_MS', 100), String(DEFAULT_DATABASE_TIMEOUTS.statementMs)),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: v.optional(intFromEnv('DB_IDLE_IN_TRANSACTION_TIMEOUT_MS', 100), String(DEFAULT_DATABASE_TIMEOUTS.idleInTransactionMs)),
  SMTP_URL: urlOrEmpty('SMTP_URL'),
  PUBLIC_ORIGIN: originSchema,
  ALLOWED_HOSTS: hostList('ALLOWED_HOSTS'),
  TRUST_PROXY: trustProxySchema,
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
  ANSWER_CACHE_MB: v.optional(intFromEnv('ANSWER_CACHE_MB', 0), '32'),
  DATA_CACHE_MB: v.optional(intFromEnv('DATA_CACHE_MB', 1), '64'),
  STALE_IF_ERROR_SECONDS: v.optional(intFromEnv('STALE_IF_ERROR_SECONDS', 0), '600'),
  PERMISSION_APPLICATIONS: v.optional(v.picklist(['auto', 'review'], 'PERMISSION_APPLICATIONS must be auto or review'), 'auto'),
  COMMENT_REPORT_THRESHOLD: v.optional(intFromEnv('COMMENT_REPORT_THRESHOLD', 1), '3'),
  CODES_PER_ADDRESS_PER_HOUR: v.optional(intFromEnv('CODES_PER_ADDRESS_PER_HOUR', 1), '20'),
  LOGINS_PER_ADDRESS_PER_15_MIN: v.optional(intFromEnv('LOGINS_PER_ADDRESS_PER_15_MIN', 1), '50'),
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test'], 'NODE_ENV must be development, production or test'), 'development'),
  HTTP_REQUEST_TIMEOUT_MS: v.optional(intFromEnv('HTTP_REQUEST_TIMEOUT_MS', 1), '30000'),
  HTTP_HEADERS_TIMEOUT_MS: v.optional(intFromEnv('HTTP_HEADERS_TIMEOUT_MS', 1), '10000'),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: v.optional(intFromEnv('HTTP_KEEP_ALIVE_TIMEOUT_MS', 1), '5000'),
  HTTP_IDLE_TIMEOUT_MS: v.optional(intFromEnv('HTTP_IDLE_TIMEOUT_MS', 1), '60000'),
  HTTP_MAX_CONNECTIONS: v.optional(intFromEnv('HTTP_MAX_CONNECTIONS', 1), '10000'),
  SHUTDOWN_TIMEOUT_MS: v.optional(intFromEnv('SHUTDOWN_TIMEOUT_MS', 0), '3000'),
  DEV_OUTBOX: v.optional(v.picklist(['on', 'off'], 'DEV_OUTBOX must be on or off')),
  ADMIN_EMAILS: v.optional(
    v.pipe(
      v.string(),
      v.transform((s) =>
        s
          .split(',')
          .map((e) => e.trim().toLowerCase())
          .filter((e) => e !== ''),
      ),
      v.check((list) => list.every((e) => /^[^\s@,]+@[^\s@,]+$/.test(e)), 'ADMIN_EMAILS must be a comma-separated list of e-mail addresses'),
    ),
    '',
  ),
  MEDIA_STORE: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^(?:|local|s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](?:\/[\w./-]*)?)$/, 'MEDIA_STORE must be local or s3://bucket[/prefix]'),
    ),
    '',
  ),
  S3_ENDPOINT: urlOrEmpty('S3_ENDPOINT'),
  S3_REGION: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[a-z0-9-]{1,40}$/, 'S3_REGION must look like us-east-1')), 'us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  METRICS_PORT: v.optional(v.pipe(intFromEnv('METRICS_PORT', 0), v.maxValue(65535, 'METRICS_PORT must be at most 65535'))),
  METRICS_HOST: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1, 'METRICS_HOST must not be empty')), '127.0.0.1'),
  METRICS_TOKEN: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((s) => (s === '' ? undefined : s)),
      v.optional(v.pipe(v.string(), v.minLength(16, 'METRICS_TOKEN must be at least 16 characters'))),
    ),
  ),
  ACCESS_LOG: v.optional(v.picklist(['on', 'off'], 'ACCESS_LOG must be on or off'), 'on'),
  DB_POOL_MAX: v.optional(v.pipe(intFromEnv('DB_POOL_MAX', 1), v.maxValue(1000, 'DB_POOL_MAX must be at most 1000')), '10'),
  S3_FORCE_PATH_STYLE: v.optional(v.picklist(['true', 'false'], 'S3_FORCE_PATH_STYLE must be true or false'), 'false'),
  MAINTENANCE_EVERY_MINUTES: v.optional(intFromEnv('MAINTENANCE_EVERY_MINUTES', 0), '60'),
  ACCOUNT_DELETION_GRACE_DAYS: v.optional(intFromEnv('ACCOUNT_DELETION_GRACE_DAYS', 0), '14'),
  TRACKING_EVENTS_KEEP_DAYS: v.optional(intFromEnv('TRACKING_EVENTS_KEEP_DAYS', 1), '395'),
  SPENT_CODES_KEEP_HOURS: v.optional(intFromEnv('SPENT_CODES_KEEP_HOURS', 0), '24'),
  ENDED_SESSIONS_KEEP_DAYS: v.optional(intFromEnv('ENDED_SESSIONS_KEEP_DAYS', 0), '7'),
  OUTBOX_KEEP_DAYS: v.optional(intFromEnv('OUTBOX_KEEP_DAYS', 0), '7'),
  DEMO_SEED_FILMS: v.optional(intFromEnv('DEMO_SEED_FILMS', 1), '200'),
});

/** Everything the server reads from its environment, parsed and checked once at start. */
export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl?: string;
  readonly databaseTimeouts: DatabaseTimeouts;
  readonly smtpUrl?: string;
  readonly publicOrigin?: string;
  /** Hosts besides PUBLIC_ORIGIN's whose links may be shortened and redirected to (`www.example.com`, `host:8443`). */
  readonly allowedHosts: readonly string[];
  /** Proxies whose X-Forwarded-For is believed (see server/http/client-ip.ts); unset: the socket's address is the client. */
  readonly trustProxy?: TrustProxy;
  readonly google?: { readonly clientId: string; readonly clientSecret: string; readonly issuer: string };
  readonly googleIssuer: string;
  readonly tagManagerId?: string;
  readonly freeEpisodes: number;
  readonly shareUnlockVisits: number;
  /** auto: permission applications are approved at once; review: they wait for an operator. */
  readonly permissionApplications: 'auto' | 'review';
  /** Distinct member reports that hide a comment from everyone but its author until an operator decides. */
  readonly commentReportThreshold: number;
  /** Verification codes one network address may ask for per hour, across all e-mails (stops mail bombing from one machine). */
  readonly codesPerAddressPerHour: number;
  /** Sign-in calls one network address may make per 15 minutes, across all e-mails (stops spraying many accounts). */
  readonly loginsPerAddressPer15Min: number;
  readonly nodeEnv: 'development' | 'production' | 'test';
  /** Byte budget of the answer cache (server/http/answer-cache.ts); 0 turns it off. */
  readonly answerCacheBytes: number;
  /** Byte budget of the in-process data caches (film cards and details, hot-comment lists), shared equally. */
  readonly dataCacheBytes: number;
  /**
   * While the database is unreachable, cached anonymous answers and pages at most this old are served stale
   * (marked with X-Served-Stale) instead of 503; 0 turns it off. server/http/stale-if-error.ts.
   */
  readonly staleIfErrorMs: number;
  /** Timeouts and the connection cap of the HTTP server. */
  readonly http: HttpLimits;
  /** In-flight requests get this long to finish on SIGTERM/SIGINT/SIGHUP. */
  readonly shutdownTimeoutMs: number;
  /** GET /dev/outbox shows the outbox mails to this machine (mail/outbox-access.ts): on unless DEV_OUTBOX=off or SMTP_URL is set. */
  readonly devOutbox: boolean;
  /** Members whose e-mail (lower-cased) is listed here are operators: they may use /api/admin/... and the console. */
  readonly adminEmails: readonly string[];
  /** Where media is stored (MEDIA_STORE): DATA_DIR/media by default, or an S3-compatible bucket. */
  readonly media: MediaStoreConfig;
  /** The scheduled maintenance job (server/jobs/) and the periods its retention tasks keep data for. */
  readonly maintenance: MaintenanceSettings;
  /** Dramas of the demo catalog seeded into an empty database (a few make a quick start for tests). */
  readonly demoSeedFilms: number;
  /** METRICS_PORT: /metrics on a listener of its own (METRICS_HOST, default 127.0.0.1); unset: none. */
  readonly metricsPort?: number;
  readonly metricsHost: string;
  /** METRICS_TOKEN: /metrics on the public port for `Authorization: Bearer <token>`; unset: 404 there. */
  readonly metricsToken?: string;
  /** One JSON line per request (ACCESS_LOG=off silences them). */
  readonly accessLog: boolean;
  /** Connections of the PostgreSQL pool per process (DB_POOL_MAX). */
  readonly dbPoolMax: number;
}

/** Periods of the maintenance job, each from its own setting (README, settings table). */
export interface MaintenanceSettings {
  /** How often the job runs in each process (one run at a time across processes); 0: never. */
  readonly everyMs: number;
  /** How long a requested account deletion waits before the erasure (signing in cancels it). */
  readonly deletionGraceMs: number;
  /** Raw tracking events older than this are folded into daily counts and deleted. */
  readonly trackingEventsKeepMs: number;
  /** Verification codes are deleted this long after they expired (used or not). */
  readonly spentCodesKeepMs: number;
  /** Expired or signed-out sessions are deleted this long after they ended. */
  readonly endedSessionsKeepMs: number;
  /** Dev outbox mails (they hold codes) are deleted after this long. */
  readonly outboxKeepMs: number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Thrown at start when an environment variable has a bad value; the message names every bad variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment (process.env by default) into a ServerConfig or throws a ConfigError naming the bad variables. */
export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const picked = Object.fromEntries(Object.keys(ConfigSchema.entries).flatMap((key) => (env[key] === undefined ? [] : [[key, env[key]]])));
  const result = v.safeParse(ConfigSchema, picked);
  if (!result.success) {
    const lines = result.issues.map((issue) => `  ${v.getDotPath(issue) ?? '?'}: ${issue.message}`);
    throw new ConfigError(`Invalid server configuration:\n${lines.join('\n')}`);
  }
  const c = result.output;
  if (Boolean(c.S3_ACCESS_KEY_ID) !== Boolean(c.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid server configuration:\n  S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: set both or neither');
  }
  if (c.HTTP_HEADERS_TIMEOUT_MS > c.HTTP_REQUEST_TIMEOUT_MS) {
    throw new ConfigError('Invalid server configuration:\n  HTTP_HEADERS_TIMEOUT_MS: must not exceed HTTP_REQUEST_TIMEOUT_MS');
  }
  const google =
    c.GOOGLE_CLIENT_ID && c.GOOGLE_CLIENT_SECRET ? { clientId: c.GOOGLE_CLIENT_ID, clientSecret: c.GOOGLE_CLIENT_SECRET, issuer: c.GOOGLE_ISSUER } : undefined;
  return {
    port: c.PORT,
    host: c.HOST,
    dataDir: c.DATA_DIR,
    databaseUrl: c.DATABASE_URL,
    databaseTimeouts: {
      connectMs: c.DB_CONNECT_TIMEOUT_MS,
      statementMs: c.DB_STATEMENT_TIMEOUT_MS,
      idleInTransactionMs: c.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    smtpUrl: c.SMTP_URL,
    publicOrigin: c.PUBLIC_ORIGIN,
    allowedHosts: c.ALLOWED_HOSTS,
    trustProxy: c.TRUST_PROXY,
    google,
    googleIssuer: c.GOOGLE_ISSUER,
    tagManagerId: c.TAG_MANAGER_ID,
    freeEpisodes: c.FREE_EPISODES,
    shareUnlockVisits: c.SHARE_UNLOCK_VISITS,
    permissionApplications: c.PERMISSION_APPLICATIONS,
    commentReportThreshold: c.COMMENT_REPORT_THRESHOLD,
    codesPerAddressPerHour: c.CODES_PER_ADDRESS_PER_HOUR,
    loginsPerAddressPer15Min: c.LOGINS_PER_ADDRESS_PER_15_MIN,
    nodeEnv: c.NODE_ENV,
    answerCacheBytes: c.ANSWER_CACHE_MB * 1024 * 1024,
    dataCacheBytes: c.DATA_CACHE_MB * 1024 * 1024,
    staleIfErrorMs: c.STALE_IF_ERROR_SECONDS * 1000,
    http: {
      requestTimeoutMs: c.HTTP_REQUEST_TIMEOUT_MS,
      headersTimeoutMs: c.HTTP_HEADERS_TIMEOUT_MS,
      keepAliveTimeoutMs: c.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      idleTimeoutMs: c.HTTP_IDLE_TIMEOUT_MS,
      maxConnections: c.HTTP_MAX_CONNECTIONS,
    },
    shutdownTimeoutMs: c.SHUTDOWN_TIMEOUT_MS,
    devOutbox: c.DEV_OUTBOX ? c.DEV_OUTBOX === 'on' : !c.SMTP_URL,
    demoSeedFilms: c.DEMO_SEED_FILMS,
    adminEmails: c.ADMIN_EMAILS,
    media: mediaStoreConfig(c),
    maintenance: {
      everyMs: c.MAINTENANCE_EVERY_MINUTES * MINUTE_MS,
      deletionGraceMs: c.ACCOUNT_DELETION_GRACE_DAYS * DAY_MS,
      trackingEventsKeepMs: c.TRACKING_EVENTS_KEEP_DAYS * DAY_MS,
      spentCodesKeepMs: c.SPENT_CODES_KEEP_HOURS * HOUR_MS,
      endedSessionsKeepMs: c.ENDED_SESSIONS_KEEP_DAYS * DAY_MS,
      outboxKeepMs: c.OUTBOX_KEEP_DAYS * DAY_MS,
    },
    metricsPort: c.METRICS_PORT,
    metricsHost: c.METRICS_HOST,
    metricsToken: c.METRICS_TOKEN,
    accessLog: c.ACCESS_LOG === 'on',
    dbPoolMax: c.DB_POOL_MAX,
  };
}

/** MEDIA_STORE and the S3_* settings -> the media store to build (server/media-store/create-media-store.ts). */
function mediaStoreConfig(c: v.InferOutput<typeof ConfigSchema>): MediaStoreConfig {
  const s3 = /^s3:\/\/([^/]+)(?:\/(.*))?$/.exec(c.MEDIA_STORE);
  if (!s3) return { kind: 'local', dir: c.DATA_DIR.startsWith('memory://') ? c.DATA_DIR : `${c.DATA_DIR.replace(/\/+$/, '')}/media` };
  const prefix = (s3[2] ?? '').replace(/^\/+|\/+$/g, '');
  return {
    kind: 's3',
    bucket: s3[1]!,
    prefix: prefix ? `${prefix}/` : '',
    endpoint: c.S3_ENDPOINT,
    region: c.S3_REGION,
    credentials: c.S3_ACCESS_KEY_ID && c.S3_SECRET_ACCESS_KEY ? { accessKeyId: c.S3_ACCESS_KEY_ID, secretAccessKey: c.S3_SECRET_ACCESS_KEY } : undefined,
    forcePathStyle: c.S3_FORCE_PATH_STYLE === 'true',
  };
}
