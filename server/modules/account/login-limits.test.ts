import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createTestContext, type TestContext } from '../../test-context';
import { send } from '../../test-request';
import { LOGIN_LIMITS } from './login-guard';

/*
 * Sign-in limits without a lockout: an attacker hammering one account, from one address or many, never keeps the
 * owner out, while the password guesses anyone gets stay bounded per account.
 */

let t: TestContext;
let app: ReturnType<typeof createApp>;
let ipCounter = 0;
const freshIp = () => `10.3.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const PASSWORD = 'the real one';

beforeAll(async () => {
  t = await createTestContext();
  app = createApp(t.ctx);
});
afterAll(() => t.close());

async function member(email: string): Promise<void> {
  const ip = freshIp();
  await send(app, 'POST', '/api/users/send_verification_code', { json: { email, purpose: 'register' }, ip });
  const code = [...t.ctx.mailer.sent]
    .reverse()
    .find((m) => m.to === email)!
    .text.match(/\b(\d{6})\b/)![1];
  expect((await send(app, 'POST', '/api/users/register', { json: { email, password: PASSWORD, code }, ip })).body.code).toBe(0);
}
const withPassword = (email: string, password: string, ip = freshIp()) => send(app, 'POST', '/api/users/login', { json: { email, password }, ip });
async function withMailedCode(email: string, ip: string) {
  t.ctx.clock.advance(31_000);
  await send(app, 'POST', '/api/users/send_verification_code', { json: { email, purpose: 'login' }, ip });
  const code = [...t.ctx.mailer.sent]
    .reverse()
    .find((m) => m.to === email)!
    .text.match(/\b(\d{6})\b/)![1]!;
  return send(app, 'POST', '/api/users/login', { json: { email, code }, ip });
}

describe('one address guessing one account', () => {
  it('waits after 5 tries, while the owner from another address still signs in', async () => {
    await member('pair@example.com');
    const attacker = freshIp();
    const msgs: string[] = [];
    for (let i = 0; i < LOGIN_LIMITS.pair.max + 1; i++) msgs.push((await withPassword('pair@example.com', `guess ${i}`, attacker)).body.msg);
    expect(msgs).toEqual([...Array(LOGIN_LIMITS.pair.max).fill('auth.wrong_password'), 'auth.rate_limited']);
    // Not evaluated from this address, even when right.
    expect((await withPassword('pair@example.com', PASSWORD, attacker)).body).toMatchObject({ code: 429, msg: 'auth.rate_limited' });
    expect((await withPassword('pair@example.com', PASSWORD)).body.code).toBe(0);
    t.ctx.clock.advance(LOGIN_LIMITS.pair.windowMs);
    expect((await withPassword('pair@example.com', PASSWORD, attacker)).body.code).toBe(0);
  });

  it('starts the pair afresh after the owner signs in from it', async () => {
    await member('typo@example.com');
    const home = freshIp();
    for (let i = 0; i < LOGIN_LIMITS.pair.max - 1; i++) await withPassword('typo@example.com', `typo ${i}`, home);
    expect((await withPassword('typo@example.com', PASSWORD, home)).body.code).toBe(0);
    for (let i = 0; i < LOGIN_LIMITS.pair.max; i++) expect((await withPassword('typo@example.com', `typo ${i}`, home)).body.msg).toBe('auth.wrong_password');
  });
});

describe('many addresses guessing one account', () => {
  it('evaluates at most 20 password guesses of 30 in parallel from rotating addresses, then asks everyone for a code', async () => {
    await member('target@example.com');
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => withPassword('target@example.com', `guess ${i}`)));
    const msgs = answers.map((a) => a.body.msg);
    expect(msgs.filter((m) => m === 'auth.wrong_password')).toHaveLength(LOGIN_LIMITS.account.max);
    expect(msgs.filter((m) => m === 'signin.code_required')).toHaveLength(30 - LOGIN_LIMITS.account.max);
    expect(answers.find((a) => a.body.msg === 'signin.code_required')).toMatchObject({ status: 403, body: { code: 403, data: null } });
    // A right password from a new address is not evaluated either: no guess can be confirmed.
    expect((await withPassword('target@example.com', PASSWORD)).body.msg).toBe('signin.code_required');
    // The owner, from an address never seen, signs in with an e-mailed code while the attack goes on.
    expect((await withMailedCode('target@example.com', freshIp())).body.code).toBe(0);
    t.ctx.clock.advance(LOGIN_LIMITS.account.windowMs);
    expect((await withPassword('target@example.com', PASSWORD)).body.code).toBe(0);
  });

  it("does not count the owner's own sign-ins against the account", async () => {
    await member('busy@example.com');
    for (let i = 0; i < LOGIN_LIMITS.account.max - 1; i++) await withPassword('busy@example.com', `guess ${i}`);
    for (let i = 0; i < 3; i++) expect((await withPassword('busy@example.com', PASSWORD)).body.code).toBe(0);
    expect((await withPassword('busy@example.com', 'one more guess')).body.msg).toBe('auth.wrong_password');
    expect((await withPassword('busy@example.com', 'and another')).body.msg).toBe('signin.code_required');
  });

  it('answers an unknown e-mail the same way, so the bound does not reveal members', async () => {
    const msgs: string[] = [];
    for (let i = 0; i < LOGIN_LIMITS.account.max + 1; i++) msgs.push((await withPassword('ghost@example.com', `guess ${i}`)).body.msg);
    expect(msgs).toEqual([...Array(LOGIN_LIMITS.account.max).fill('auth.wrong_password'), 'signin.code_required']);
  });
});

describe('one address spraying many accounts', () => {
  it('waits after 50 sign-in calls in 15 minutes, whatever the e-mails and the way', async () => {
    const sprayer = freshIp();
    const byCode = (i: number) => send(app, 'POST', '/api/users/login', { json: { email: `victim${i}@example.com`, code: '123456' }, ip: sprayer });
    const msgs: string[] = [];
    for (let i = 0; i < LOGIN_LIMITS.address.max; i++) msgs.push((await byCode(i)).body.msg);
    expect(msgs.every((m) => m === 'auth.code_expired')).toBe(true);
    expect((await byCode(99)).body).toMatchObject({ code: 429, msg: 'auth.rate_limited' });
    expect((await withPassword('victim0@example.com', 'password1', sprayer)).body).toMatchObject({ code: 429, msg: 'auth.rate_limited' });
    expect((await byCode(0)).body.msg).toBe('auth.rate_limited');
    t.ctx.clock.advance(LOGIN_LIMITS.address.windowMs);
    expect((await byCode(0)).body.msg).toBe('auth.code_expired');
  });
});
