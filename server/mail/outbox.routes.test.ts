import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { ServerConfig } from '../config';
import { createTestContext, type TestContext } from '../test-context';
import { send } from '../test-request';
import { composeServer } from '../composition';
import { isLoopbackAddress, outboxStartNotice } from './outbox-access';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  await t.ctx.mailer.send({ to: 'new@example.com', subject: 'Your code', text: 'code 123456', html: '<p>code 123456</p>' });
});
afterAll(() => t.close());

const appWith = (devOutbox: boolean, extra: Partial<ServerConfig> = {}) =>
  createApp(composeServer({ ...t.ctx, config: { ...t.ctx.config, nodeEnv: 'production', devOutbox, ...extra } }));

interface OutboxRequest {
  remote: string;
  local?: string;
  host?: string;
  headers?: Record<string, string>;
}

/** GET /dev/outbox over a socket with these ends, with this Host (as the URL) and these headers. */
async function outbox(app: ReturnType<typeof appWith>, { remote, local = '127.0.0.1', host = '127.0.0.1:3000', headers = {} }: OutboxRequest) {
  const env = { incoming: { socket: { remoteAddress: remote, remotePort: 40000, remoteFamily: remote.includes(':') ? 'IPv6' : 'IPv4', localAddress: local } } };
  const res = await app.request(`http://${host}/dev/outbox`, { headers }, env);
  return { status: res.status, text: await res.text() };
}

describe('GET /dev/outbox', () => {
  it('lists the mails to this machine while config.devOutbox is on (the default without SMTP, also in production)', async () => {
    const res = await send(appWith(true), 'GET', '/dev/outbox');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject([{ to: 'new@example.com', subject: 'Your code' }]);
  });

  it('answers 404 once DEV_OUTBOX=off (or SMTP_URL) turned it off', async () => {
    const res = await send(appWith(false), 'GET', '/dev/outbox');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('123456');
  });

  it('answers connections over the loopback interface: 127.0.0.0/8 and ::1 at both ends, by a local Host', async () => {
    const app = appWith(true);
    for (const [remote, local, host] of [
      ['127.0.0.1', '127.0.0.1', '127.0.0.1:3000'],
      ['127.0.0.1', '127.0.0.2', '127.0.0.2:3000'],
      ['::1', '::1', '[::1]:3000'],
      ['::ffff:127.0.0.1', '::ffff:127.0.0.1', 'localhost:3000'],
      ['127.0.0.1', '127.0.0.1', 'shortdrama.localhost:3000'],
    ] as const) {
      const res = await outbox(app, { remote, local, host });
      expect({ remote, local, host, status: res.status }).toEqual({ remote, local, host, status: 200 });
      expect(res.text).toContain('123456');
    }
  });

  it('answers 404 to every other machine, to this machine by its network address, and to what a proxy passed on', async () => {
    const app = appWith(true);
    const refused: OutboxRequest[] = [
      // Another machine on the network (a phone), and this machine connecting to its own non-loopback address.
      { remote: '192.168.1.23', local: '192.168.1.10', host: '192.168.1.10:3000' },
      { remote: '192.168.1.10', local: '192.168.1.10', host: '192.168.1.10:3000' },
      { remote: '2001:db8::7', local: '2001:db8::1', host: '[2001:db8::1]:3000' },
      { remote: '::ffff:203.0.113.9', local: '::ffff:192.168.1.10', host: 'example.com' },
      // A loopback peer with a non-loopback local end cannot happen on a real socket; the rule wants both.
      { remote: '127.0.0.1', local: '192.168.1.10', host: '127.0.0.1:3000' },
      // A reverse proxy on this machine passing the public's requests on, however it says so.
      { remote: '127.0.0.1', headers: { 'x-forwarded-for': '127.0.0.1' } },
      { remote: '127.0.0.1', headers: { forwarded: 'for=198.51.100.7;proto=https' } },
      { remote: '127.0.0.1', headers: { 'x-real-ip': '198.51.100.7' } },
      { remote: '127.0.0.1', headers: { 'x-forwarded-host': 'drama.example' } },
      { remote: '127.0.0.1', headers: { via: '1.1 nginx' } },
      { remote: '::1', local: '::1', host: '[::1]:3000', headers: { 'cf-connecting-ip': '198.51.100.7' } },
      // A page whose name was rebound to 127.0.0.1 (DNS rebinding): the visitor's own browser, with the page's Host.
      { remote: '127.0.0.1', host: 'attacker.example:3000' },
      { remote: '127.0.0.1', host: '127.0.0.1.nip.io:3000' },
    ];
    for (const request of refused) {
      const res = await outbox(app, request);
      expect({ ...request, status: res.status }).toEqual({ ...request, status: 404 });
      expect(res.text).not.toContain('123456');
      expect(JSON.parse(res.text)).toEqual({ code: 404, msg: 'request.not_found', data: null });
    }
  });

  it('behind a trusted proxy (TRUST_PROXY) answers this machine directly, never what the proxy passes on', async () => {
    const app = appWith(true, { trustProxy: { proxies: ['127.0.0.1'] } });
    expect((await outbox(app, { remote: '127.0.0.1' })).status).toBe(200);
    expect((await outbox(app, { remote: '127.0.0.1', headers: { 'x-forwarded-for': '127.0.0.1' } })).status).toBe(404);
  });
});

describe('isLoopbackAddress', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.255.255.254', true],
    ['::1', true],
    ['::ffff:127.0.0.2', true],
    ['[::1]:443', true],
    ['128.0.0.1', false],
    ['10.0.0.1', false],
    ['::', false],
    ['0.0.0.0', false],
    ['::ffff:10.0.0.1', false],
    ['localhost', false],
    ['', false],
  ])('%s -> %s', (address, loopback) => expect(isLoopbackAddress(address)).toBe(loopback));
});

describe('the start notice without SMTP', () => {
  const base = { devOutbox: true, smtpUrl: undefined };
  it('tells a server on every interface, plainly and as a warning, where codes can be read and who gets 404', () => {
    const notice = outboxStartNotice({ ...base, host: '0.0.0.0' }, 3000);
    expect(notice?.warn).toBe(true);
    expect(notice?.text).toContain('http://127.0.0.1:3000/dev/outbox');
    expect(notice?.text).toMatch(/this machine only/);
    expect(notice?.text).toMatch(/phone/);
    expect(notice?.text).toContain('SMTP_URL');
  });
  it('says that no code can be read on a single non-loopback address, and what to change', () => {
    const single = outboxStartNotice({ ...base, host: '192.168.1.10' }, 3000);
    expect(single).toMatchObject({ warn: true, text: expect.stringContaining('nobody can read a code') });
    expect(single?.text).toContain('HOST=0.0.0.0');
  });
  it('gives the address on a loopback-only server, and nothing with SMTP or the outbox off', () => {
    expect(outboxStartNotice({ ...base, host: '127.0.0.1' }, 3100)).toEqual({ warn: false, text: expect.stringContaining('http://127.0.0.1:3100/dev/outbox') });
    expect(outboxStartNotice({ ...base, host: '::1' }, 3100)?.text).toContain('http://[::1]:3100/dev/outbox');
    expect(outboxStartNotice({ ...base, host: '0.0.0.0', smtpUrl: 'smtp://mail:1025' }, 3000)).toBeUndefined();
    expect(outboxStartNotice({ ...base, host: '0.0.0.0', devOutbox: false }, 3000)).toBeUndefined();
  });
});
