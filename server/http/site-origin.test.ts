import { describe, expect, it } from 'vitest';
import { allowedHosts, isOwnUrl, siteOrigin } from './site-origin';

const config = (over: Partial<{ publicOrigin: string; host: string; port: number; allowedHosts: string[] }> = {}) => ({
  publicOrigin: undefined,
  host: '0.0.0.0',
  port: 3000,
  allowedHosts: [],
  ...over,
});

describe('siteOrigin', () => {
  it.each([
    [{ publicOrigin: 'https://drama.example' }, 'https://drama.example'],
    [{}, 'http://localhost:3000'],
    [{ host: '::' }, 'http://localhost:3000'],
    [{ host: '127.0.0.1', port: 3121 }, 'http://127.0.0.1:3121'],
    [{ host: '::1', port: 8080 }, 'http://[::1]:8080'],
    [{ host: 'lan.box', port: 80 }, 'http://lan.box'],
    [{ host: 'fe80::1%eth0', port: 3000 }, 'http://[fe80::1]:3000'],
  ])('%j -> %s', (over, origin) => {
    expect(siteOrigin(config(over))).toBe(origin);
  });
});

describe('allowedHosts', () => {
  it.each([
    [{ publicOrigin: 'https://drama.example' }, ['drama.example']],
    [{ publicOrigin: 'https://drama.example:8443', allowedHosts: ['www.drama.example'] }, ['www.drama.example', 'drama.example:8443']],
    [{}, ['localhost:3000', '127.0.0.1:3000', '[::1]:3000']],
    [{ host: '127.0.0.1' }, ['127.0.0.1:3000', 'localhost:3000', '[::1]:3000']],
    [{ host: '192.168.1.5' }, ['192.168.1.5:3000']],
  ])('%j -> %j', (over, hosts) => {
    expect([...allowedHosts(config(over))].sort()).toEqual([...hosts].sort());
  });
});

describe('isOwnUrl', () => {
  const c = config({ publicOrigin: 'https://drama.example', allowedHosts: ['www.drama.example'] });
  it.each([
    ['https://drama.example/playlet/1.html', true],
    ['http://DRAMA.example/x', true],
    ['https://www.drama.example/', true],
    ['https://drama.example:444/', false],
    ['https://evil.example/login', false],
    ['https://drama.example.evil.example/', false],
    ['https://drama.example@evil.example/', false],
    ['https://user:pw@drama.example/', false],
    ['javascript://drama.example/%0Aalert(1)', false],
    ['//evil.example/', false],
    ['not a url', false],
    ['http://localhost:3000/', false],
  ])('%s -> %s', (url, own) => {
    expect(isOwnUrl(c, url)).toBe(own);
  });
});
