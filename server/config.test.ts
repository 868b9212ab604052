import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', dataDir: './data', freeEpisodes: 10, shareUnlockVisits: 3, nodeEnv: 'development', googleIssuer: 'https://accounts.google.com' });
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
