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

  it('reads ALLOWED_HOSTS as hosts spelled the way URLs spell them, and refuses anything else', () => {
    expect(loadConfig({}).allowedHosts).toEqual([]);
    expect(loadConfig({ ALLOWED_HOSTS: ' WWW.Drama.example, drama.example:8443,[::1]:3000 ,' }).allowedHosts).toEqual(['www.drama.example', 'drama.example:8443', '[::1]:3000']);
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
});
