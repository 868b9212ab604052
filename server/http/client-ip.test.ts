import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { loadConfig } from '../config';
import { send } from '../test-request';
import type { AppEnv } from './app-env';
import { addressGroup, clientAddress, clientIp, normalizeAddress, resolveClientAddress, trustPolicy, trustProxyWarning } from './client-ip';

const policy = (value?: string) => trustPolicy(loadConfig({ TRUST_PROXY: value }).trustProxy);

describe('resolveClientAddress', () => {
  it.each([
    // [TRUST_PROXY, socket, X-Forwarded-For, client]
    [undefined, '203.0.113.9', '1.1.1.1', '203.0.113.9'],
    [undefined, '::ffff:203.0.113.9', '1.1.1.1, 2.2.2.2', '203.0.113.9'],
    ['', '203.0.113.9', '1.1.1.1', '203.0.113.9'],
    ['0', '203.0.113.9', '1.1.1.1', '203.0.113.9'],
    ['1', '10.0.0.2', undefined, '10.0.0.2'],
    ['1', '10.0.0.2', '198.51.100.7', '198.51.100.7'],
    // A client's own spoofed entries sit left of what the proxy appended.
    ['1', '10.0.0.2', '6.6.6.6, 198.51.100.7', '198.51.100.7'],
    ['2', '10.0.0.2', '6.6.6.6, 198.51.100.7, 10.0.0.1', '198.51.100.7'],
    ['3', '10.0.0.2', '198.51.100.7', '198.51.100.7'],
    ['10.0.0.0/8', '10.0.0.2', '6.6.6.6, 198.51.100.7, 10.0.0.1', '198.51.100.7'],
    ['10.0.0.0/8', '10.0.0.2', '10.9.9.9, 10.0.0.1', '10.9.9.9'],
    ['10.0.0.0/8', '203.0.113.9', '1.1.1.1', '203.0.113.9'],
    ['10.0.0.2, 192.168.0.0/16', '::ffff:10.0.0.2', '6.6.6.6, 192.168.4.4', '6.6.6.6'],
    ['::1, fd00::/8', '::1', '2001:db8::5, fd00::1', '2001:db8::5'],
    ['1', '10.0.0.2', '[2001:db8::5]:4711', '2001:db8::5'],
    ['1', '10.0.0.2', '198.51.100.7:4711', '198.51.100.7'],
    ['1', '10.0.0.2', 'not-an-ip', '10.0.0.2'],
    ['10.0.0.0/8', '10.0.0.2', 'evil, 10.0.0.1', '10.0.0.1'],
    ['1', '10.0.0.2', '', '10.0.0.2'],
    ['10.0.0.0/8', 'local', '1.1.1.1', 'local'],
  ])('TRUST_PROXY=%s socket %s forwarded-for %s -> %s', (trust, socket, forwardedFor, client) => {
    expect(resolveClientAddress(socket, forwardedFor, policy(trust))).toBe(client);
  });
});

describe('addressGroup (the unit of per-address limits)', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['::FFFF:cb00:7109', '203.0.113.9'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:1:3::1', '2001:db8:1:3::/64'],
    ['::1', '0:0:0:0::/64'],
    ['64:ff9b::198.51.100.7', '64:ff9b:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['local', 'local'],
  ])('%s -> %s', (address, group) => {
    expect(addressGroup(address)).toBe(group);
  });

  it('puts every address of one /64 in one group and neighbouring /64s in different ones', () => {
    expect(addressGroup('2001:db8:aa:bb::1')).toBe(addressGroup('2001:db8:aa:bb:1234:5678:9abc:def0'));
    expect(addressGroup('2001:db8:aa:bb::1')).not.toBe(addressGroup('2001:db8:aa:bc::1'));
  });
});

describe('trustProxyWarning', () => {
  it('warns a production server started without TRUST_PROXY, and no other', () => {
    expect(trustProxyWarning('production', undefined)).toMatch(/TRUST_PROXY is not set.*site-wide/);
    expect(trustProxyWarning('production', '0')).toBeUndefined();
    expect(trustProxyWarning('production', '1')).toBeUndefined();
    expect(trustProxyWarning('development', undefined)).toBeUndefined();
  });
});

describe('normalizeAddress', () => {
  it.each([
    ['1.2.3.4', '1.2.3.4'],
    [' ::FFFF:1.2.3.4 ', '1.2.3.4'],
    ['2001:DB8::1', '2001:db8::1'],
    ['[::1]', '::1'],
    ['1.2.3.4:80', '1.2.3.4'],
    ['unknown', undefined],
    ['1.2.3.4.5', undefined],
    ['', undefined],
  ])('%s -> %s', (raw, address) => {
    expect(normalizeAddress(raw)).toBe(address);
  });
});

describe('TRUST_PROXY setting', () => {
  it.each(['abc', '10.0.0.0/33', '::/129', '1.2.3.4/8/1', '1.2.3', '10.0.0.1,,x'])('refuses %s', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });
  it('reads hops and proxy lists', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toEqual({ hops: 2 });
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8 , ::1 ' }).trustProxy).toEqual({ proxies: ['10.0.0.0/8', '::1'] });
    expect(loadConfig({}).trustProxy).toBeUndefined();
  });
});

describe('clientIp in a request', () => {
  const app = (trust?: string) => {
    const router = new Hono<AppEnv>();
    router.use('*', clientAddress(loadConfig({ TRUST_PROXY: trust })));
    router.get('/ip', (c) => c.text(clientIp(c)));
    return router;
  };
  it('ignores a spoofed X-Forwarded-For without TRUST_PROXY', async () => {
    const res = await send(app(), 'GET', '/ip', { ip: '203.0.113.9', headers: { 'x-forwarded-for': '1.1.1.1', forwarded: 'for=1.1.1.1' } });
    expect(res.text).toBe('203.0.113.9');
  });
  it('reads the address the trusted proxy appended', async () => {
    const res = await send(app('127.0.0.1'), 'GET', '/ip', { ip: '127.0.0.1', headers: { 'x-forwarded-for': '6.6.6.6, 198.51.100.7' } });
    expect(res.text).toBe('198.51.100.7');
  });
});
