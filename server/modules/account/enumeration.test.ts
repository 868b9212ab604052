import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../app';
import { createTestContext, type TestContext } from '../../test-context';
import { send, type TestResponse } from '../../test-request';
import { verifyPassword } from './password.hasher';

// The hasher is watched, not replaced: every check still runs scrypt, and the test sees which hash it ran against.
vi.mock('./password.hasher', async (importOriginal) => {
  const real = await importOriginal<typeof import('./password.hasher')>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

/*
 * Addresses cannot be probed: every auth call answers a known and an unknown e-mail with the same status and
 * body, through the same limits and tries, and a password check does the same work for both.
 */

let t: TestContext;
let app: ReturnType<typeof createApp>;
let ipCounter = 0;
const freshIp = () => `10.2.0.${++ipCounter}`;
let pair = 0;
/** A registered e-mail and one never registered, fresh for each test. */
let known = '';
let unknown = '';

const codeIn = (text: string) => text.match(/\b(\d{6})\b/)?.[1];
function lastMailTo(email: string) {
  const mail = [...t.ctx.mailer.sent].reverse().find((m) => m.to === email);
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}
const sendCode = (email: string, purpose: 'register' | 'login') =>
  send(app, 'POST', '/api/users/send_verification_code', { json: { email, purpose }, ip: freshIp() });
const registerWith = (email: string, code: string) =>
  send(app, 'POST', '/api/users/register', { json: { email, password: 'password 123', code }, ip: freshIp() });
const loginWith = (email: string, secret: { password: string } | { code: string }) =>
  send(app, 'POST', '/api/users/login', { json: { email, ...secret }, ip: freshIp() });

/** Runs the same call for both e-mails and expects the same answer; answers the known one's. */
async function same(call: (email: string) => Promise<TestResponse>): Promise<TestResponse> {
  const forKnown = await call(known);
  const forUnknown = await call(unknown);
  expect({ status: forUnknown.status, body: forUnknown.body }).toEqual({ status: forKnown.status, body: forKnown.body });
  return forKnown;
}

beforeAll(async () => {
  t = await createTestContext();
  app = createApp(t.ctx);
});
afterAll(() => t.close());

beforeEach(async () => {
  pair += 1;
  known = `known${pair}@example.com`;
  unknown = `unknown${pair}@example.com`;
  await sendCode(known, 'register');
  expect((await registerWith(known, codeIn(lastMailTo(known).text)!)).body.code).toBe(0);
  t.ctx.clock.advance(31_000);
  vi.mocked(verifyPassword).mockClear();
});

describe('the same answers for known and unknown e-mails', () => {
  it('send-code for registering: the same answer, a code for a new address, a notice without a code to a member', async () => {
    expect((await same((e) => sendCode(e, 'register'))).body).toEqual({ code: 0, msg: 'ok', data: { resend_after_seconds: 30 } });
    expect(codeIn(lastMailTo(unknown).text)).toBeDefined();
    expect(codeIn(lastMailTo(known).text)).toBeUndefined();
    expect(lastMailTo(known).text).toContain('You already have an account');
    expect((await same((e) => sendCode(e, 'register'))).body).toMatchObject({ code: 429, msg: 'auth.code_recently_sent' });
  });

  it('send-code for signing in: the same answer, a code for a member, a notice without a code to a new address', async () => {
    expect((await same((e) => sendCode(e, 'login'))).body.code).toBe(0);
    expect(codeIn(lastMailTo(known).text)).toBeDefined();
    expect(codeIn(lastMailTo(unknown).text)).toBeUndefined();
    expect(lastMailTo(unknown).text).toContain('no account uses it');
    expect((await same((e) => sendCode(e, 'login'))).body).toMatchObject({ code: 429, msg: 'auth.code_recently_sent' });
  });

  it('register: the same answers without a code, to wrong codes, and once the tries are used up', async () => {
    expect((await same((e) => registerWith(e, '123456'))).body).toMatchObject({ code: 400, msg: 'auth.code_expired' });
    await same((e) => sendCode(e, 'register'));
    // The member was mailed a notice, so nobody holds the member's code; the guesses skip the new address's code.
    const guesses = ['000000', '111111', '222222', '333333', '444444', '555555'].filter((g) => g !== codeIn(lastMailTo(unknown).text)).slice(0, 5);
    for (const guess of guesses) expect((await same((e) => registerWith(e, guess))).body).toMatchObject({ code: 400, msg: 'auth.code_invalid' });
    expect((await same((e) => registerWith(e, '999999'))).body).toMatchObject({ code: 400, msg: 'auth.code_expired' });
  });

  it('login by code: the same answers without a code, to wrong codes, and once the tries are used up', async () => {
    expect((await same((e) => loginWith(e, { code: '123456' }))).body).toMatchObject({ code: 400, msg: 'auth.code_expired' });
    await same((e) => sendCode(e, 'login'));
    const wrong = (e: string) => (codeIn(lastMailTo(e).text) === '000000' ? '111111' : '000000');
    for (let i = 0; i < 5; i++) expect((await same((e) => loginWith(e, { code: wrong(e) }))).body).toMatchObject({ code: 400, msg: 'auth.code_invalid' });
    expect((await same((e) => loginWith(e, { code: wrong(e) }))).body).toMatchObject({ code: 400, msg: 'auth.code_expired' });
  });

  it('login by password: the same answer, after checking a hash of the same cost for the unknown e-mail', async () => {
    expect((await same((e) => loginWith(e, { password: 'not the password' }))).body).toEqual({ code: 400, msg: 'auth.wrong_password', data: null });
    const checks = vi.mocked(verifyPassword).mock.calls;
    expect(checks).toHaveLength(2);
    const params = (hash: string) => hash.split('$').slice(0, 4).join('$');
    const [knownHash, unknownHash] = [checks[0]![1], checks[1]![1]];
    expect(params(unknownHash)).toBe(params(knownHash));
    expect(params(knownHash)).toMatch(/^scrypt\$\d+\$\d+\$\d+$/);
    // The unknown e-mail's check really ran scrypt and said no.
    expect(await vi.mocked(verifyPassword).mock.results[1]!.value).toBe(false);
  });
});
