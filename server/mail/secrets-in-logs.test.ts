import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import type { ServerContext } from '../context';
import { consoleLogger } from '../infrastructure';
import { redactFields, redactText, redactValue } from '../log-redaction';
import { flushProcessLogs } from '../ops/log-sink';
import { createTestContext, type TestContext } from '../test-context';
import { send } from '../test-request';
import { OutboxMailer, readOutbox } from './outbox.mailer';
import { composeServer } from '../composition';

// The real process logger (JSON lines, as in production), captured where its batches go: process.stdout/stderr
// (and the console too, should anything still write there).
let t: TestContext;
let app: ReturnType<typeof createApp>;
let captured: string[] = [];
/** Every line written so far, the logger's pending batch included. */
const lines = () => {
  flushProcessLogs();
  return captured.join('').split('\n');
};

beforeAll(async () => {
  t = await createTestContext({ nodeEnv: 'production' });
  const logger = consoleLogger({ json: true });
  const ctx: ServerContext = composeServer({ ...t.ctx, logger, mailer: new OutboxMailer(t.ctx.db, logger) });
  app = createApp(ctx);
  const capture = (...args: unknown[]) => void captured.push(args.map(String).join(' ') + '\n');
  const captureStream = (chunk: unknown) => (captured.push(String(chunk)), true);
  vi.spyOn(process.stdout, 'write').mockImplementation(captureStream as never);
  vi.spyOn(process.stderr, 'write').mockImplementation(captureStream as never);
  vi.spyOn(console, 'log').mockImplementation(capture);
  vi.spyOn(console, 'error').mockImplementation(capture);
  vi.spyOn(console, 'warn').mockImplementation(capture);
  vi.spyOn(console, 'info').mockImplementation(capture);
});
afterEach(() => {
  flushProcessLogs();
  captured = [];
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t.close();
});

const latestCode = async (email: string) => {
  const mail = (await readOutbox(t.ctx.db)).find((m) => m.to === email);
  return /\b(\d{6})\b/.exec(mail!.text)![1]!;
};

describe('no secret in any log line', () => {
  it('sign-up, code login and password login without SMTP log neither codes, tokens nor passwords', async () => {
    const email = 'newcomer@example.com';
    const password = 'correct horse battery';
    expect((await send(app, 'POST', '/api/users/send_verification_code', { json: { email, purpose: 'register' } })).status).toBe(200);
    const registerCode = await latestCode(email);
    const registered = await send(app, 'POST', '/api/users/register', { json: { email, password, code: registerCode } });
    expect(registered.body.code).toBe(0);
    t.ctx.clock.advance(60_000);
    expect((await send(app, 'POST', '/api/users/send_verification_code', { json: { email, purpose: 'login' } })).status).toBe(200);
    const loginCode = await latestCode(email);
    const byCode = await send(app, 'POST', '/api/users/login', { json: { email, code: loginCode } });
    const byPassword = await send(app, 'POST', '/api/users/login', { json: { email, password } });
    const tokens = [registered.body.data.uuid, byCode.body.data.uuid, byPassword.body.data.uuid] as string[];
    expect(tokens.every((token) => typeof token === 'string' && token.length > 10)).toBe(true);
    // The mails were kept, and the log says so (without their contents).
    expect(lines().some((line) => line.includes('outbox'))).toBe(true);
    const log = lines().join('\n');
    for (const secret of [registerCode, loginCode, password, ...tokens]) expect(log).not.toContain(secret);
  });
});

describe('the redaction under the sources', () => {
  it('drops failed-query parameters, bearer tokens and secret-named fields', () => {
    const failed = 'Failed query: insert into "sessions" ("token_hash") values ($1)\nparams: 5f2b9c1e,secret@example.com\n    at Object.run (x.js:1:1)';
    expect(redactText(failed)).toBe('Failed query: insert into "sessions" ("token_hash") values ($1)\nparams: [redacted]\n    at Object.run (x.js:1:1)');
    expect(redactText('Authorization: Bearer abc.DEF-123_x')).toBe('Authorization: Bearer [redacted]');
    expect(redactValue({ path: '/api/users/login', nested: { password: 'p', token: 't', codeHash: 'h', error: failed }, list: ['Bearer zzz'] })).toEqual({
      path: '/api/users/login',
      nested: { password: '[redacted]', token: '[redacted]', codeHash: '[redacted]', error: redactText(failed) },
      list: ['Bearer [redacted]'],
    });
    // The access log's fast path redacts exactly as redactValue does.
    const fields = {
      path: '/x',
      token: 't',
      status: 200,
      error: new Error('params: 1'),
      nested: { cookie: 'c', list: ['Bearer q'] },
      note: 'Bearer zz',
      none: undefined,
    };
    expect(redactFields(fields)).toEqual(redactValue(fields));
  });

  it('applies to every line of the console logger', () => {
    consoleLogger({ json: false }).error('unhandled error', { error: 'Failed query: select 1\nparams: 123456' });
    consoleLogger({ json: true }).warn('Bearer sekrit-token', { authorization: 'Bearer x' });
    const log = lines().join('\n');
    expect(log).toContain('unhandled error');
    expect(log).toContain('[redacted]');
    expect(log).not.toMatch(/123456|sekrit|Bearer x/);
  });
});
