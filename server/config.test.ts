import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: './data',
      freeEpisodes: 10,
      shareUnlockVisits: 3,
      nodeEnv: 'development',
      googleIssuer: 'https://accounts.google.com',
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.google).toBeUndefined();
  });

  it('reads every variable and enables Google only with id and secret', () => {
    const config = loadConfig({
      PORT: '8080',
      PUBLIC_ORIGIN: 'https://drama.example/',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_ISSUER: 'http://127.0.0.1:4000',
      TAG_MANAGER_ID: 'GTM-ABC123',
      FREE_EPISODES: '5',
      DATABASE_URL: '',
      NODE_ENV: 'production',
    });
    expect(config).toMatchObject({ port: 8080, publicOrigin: 'https://drama.example', freeEpisodes: 5, tagManagerId: 'GTM-ABC123', nodeEnv: 'production' });
    expect(config.google).toEqual({ clientId: 'id', clientSecret: 'secret', issuer: 'http://127.0.0.1:4000' });
    expect(config.databaseUrl).toBeUndefined();
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id' }).google).toBeUndefined();
  });

  it('reads ALLOWED_HOSTS as hosts spelled the way URLs spell them, and refuses anything else', () => {
    expect(loadConfig({}).allowedHosts).toEqual([]);
    expect(loadConfig({ ALLOWED_HOSTS: ' WWW.Drama.example, drama.example:8443,[::1]:3000 ,' }).allowedHosts).toEqual([
      'www.drama.example',
      'drama.example:8443',
      '[::1]:3000',
    ]);
    for (const bad of ['https://drama.example', 'drama.example/path', 'user@drama.example', 'drama example', 'drama.example:99999']) {
      expect(() => loadConfig({ ALLOWED_HOSTS: bad }), bad).toThrow(/ALLOWED_HOSTS/);
    }
  });

  it('reads the cache budgets in MB as bytes; 0 turns the answer cache off', () => {
    expect(loadConfig({})).toMatchObject({ answerCacheBytes: 32 * 2 ** 20, dataCacheBytes: 64 * 2 ** 20 });
    expect(loadConfig({ ANSWER_CACHE_MB: '0', DATA_CACHE_MB: '8' })).toMatchObject({ answerCacheBytes: 0, dataCacheBytes: 8 * 2 ** 20 });
    expect(() => loadConfig({ DATA_CACHE_MB: '0' })).toThrow(/DATA_CACHE_MB/);
    expect(() => loadConfig({ ANSWER_CACHE_MB: 'lots' })).toThrow(/ANSWER_CACHE_MB/);
  });

  it('names every bad variable in one clear error', () => {
    const bad = () => loadConfig({ PORT: 'eighty', FREE_EPISODES: '-1', PUBLIC_ORIGIN: 'drama', TAG_MANAGER_ID: '<script>', NODE_ENV: 'staging' });
    expect(bad).toThrow(ConfigError);
    try {
      bad();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['PORT', 'FREE_EPISODES', 'PUBLIC_ORIGIN', 'TAG_MANAGER_ID', 'NODE_ENV']) expect(message).toContain(name);
    }
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT must be at most 65535/);
  });

  it('bounds every wait for PostgreSQL, 3 s to connect, 5 s per statement, 10 s idle in a transaction by default', () => {
    expect(loadConfig({}).databaseTimeouts).toEqual({ connectMs: 3000, statementMs: 5000, idleInTransactionMs: 10000 });
    const tuned = loadConfig({ DB_CONNECT_TIMEOUT_MS: '500', DB_STATEMENT_TIMEOUT_MS: '2000', DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '4000' });
    expect(tuned.databaseTimeouts).toEqual({ connectMs: 500, statementMs: 2000, idleInTransactionMs: 4000 });
    // 0 would mean "wait for ever" to PostgreSQL: refused rather than silently unbounded.
    expect(() => loadConfig({ DB_STATEMENT_TIMEOUT_MS: '0' })).toThrow(/DB_STATEMENT_TIMEOUT_MS must be at least 100/);
    expect(() => loadConfig({ DB_CONNECT_TIMEOUT_MS: 'soon' })).toThrow(/DB_CONNECT_TIMEOUT_MS must be a whole number/);
  });
});

describe('loadConfig: process settings', () => {
  it('has timeouts and a connection cap by default, each settable', () => {
    expect(loadConfig({}).http).toEqual({
      requestTimeoutMs: 30_000,
      headersTimeoutMs: 10_000,
      keepAliveTimeoutMs: 5_000,
      idleTimeoutMs: 60_000,
      maxConnections: 10_000,
    });
    expect(loadConfig({}).shutdownTimeoutMs).toBe(3_000);
    const set = loadConfig({
      HTTP_REQUEST_TIMEOUT_MS: '900',
      HTTP_HEADERS_TIMEOUT_MS: '800',
      HTTP_KEEP_ALIVE_TIMEOUT_MS: '700',
      HTTP_IDLE_TIMEOUT_MS: '600',
      HTTP_MAX_CONNECTIONS: '50',
      SHUTDOWN_TIMEOUT_MS: '0',
    });
    expect(set.http).toEqual({ requestTimeoutMs: 900, headersTimeoutMs: 800, keepAliveTimeoutMs: 700, idleTimeoutMs: 600, maxConnections: 50 });
    expect(set.shutdownTimeoutMs).toBe(0);
  });

  it('refuses zero, junk and headers allowed longer than the whole request', () => {
    expect(() => loadConfig({ HTTP_IDLE_TIMEOUT_MS: '0' })).toThrow(/HTTP_IDLE_TIMEOUT_MS must be at least 1/);
    expect(() => loadConfig({ HTTP_MAX_CONNECTIONS: 'lots' })).toThrow(/HTTP_MAX_CONNECTIONS must be a whole number/);
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '40000' })).toThrow(/HTTP_HEADERS_TIMEOUT_MS: must not exceed HTTP_REQUEST_TIMEOUT_MS/);
    expect(() => loadConfig({ DEV_OUTBOX: 'maybe' })).toThrow(/DEV_OUTBOX must be on or off/);
  });

  it('keeps the dev outbox on without SMTP, in production too, until DEV_OUTBOX=off or SMTP_URL', () => {
    expect(loadConfig({}).devOutbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).devOutbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', DEV_OUTBOX: 'off' }).devOutbox).toBe(false);
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example:587' }).devOutbox).toBe(false);
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example:587', DEV_OUTBOX: 'on' }).devOutbox).toBe(true);
  });
});
