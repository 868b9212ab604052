import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createTestContext, type TestContext } from '../../test-context';
import { send } from '../../test-request';
import { verificationCodes } from '../../db/schema/users';
import { CODE_TTL_MS } from './verification-code.service';
import { spentCodesTask } from '../../jobs/retention.tasks';
import { createMember } from './accounts.service';

let t: TestContext;
let app: ReturnType<typeof createApp>;
let ipCounter = 0;
/** Each scenario gets its own address so per-IP limits of one do not leak into another. */
const freshIp = () => `10.0.0.${++ipCounter}`;

beforeAll(async () => {
  t = await createTestContext();
  app = createApp(t.ctx);
});
afterAll(() => t.close());

function lastCodeFor(email: string): string {
  const mail = [...t.ctx.mailer.sent].reverse().find((m) => m.to === email.toLowerCase());
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

async function register(email: string, password = 'correct horse', ip = freshIp()): Promise<string> {
  const sent = await send(app, 'POST', '/api/users/send_verification_code', { json: { email, purpose: 'register' }, ip });
  expect(sent.body).toMatchObject({ code: 0, data: { resend_after_seconds: 30 } });
  const res = await send(app, 'POST', '/api/users/register', { json: { email, password, code: lastCodeFor(email) }, ip });
  expect(res.body.code).toBe(0);
  return res.body.data.uuid;
}

describe('visitors', () => {
  it('gives the same uuid for the same x_u_key and another for another key', async () => {
    const a = await send(app, 'POST', '/api/users/create', { json: { x_u_key: 'device-key-aaaa' } });
    const b = await send(app, 'POST', '/api/users/create', { json: { x_u_key: 'device-key-aaaa' } });
    const other = await send(app, 'POST', '/api/users/create', { json: { x_u_key: 'device-key-bbbb' } });
    expect(a.body.code).toBe(0);
    expect(a.body.data.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.body.data.uuid).toBe(a.body.data.uuid);
    expect(other.body.data.uuid).not.toBe(a.body.data.uuid);
  });

  it('rejects a missing or too short key naming the field', async () => {
    const res = await send(app, 'POST', '/api/users/create', { json: { x_u_key: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, msg: 'validation.x_u_key', data: null });
    const broken = await send(app, 'POST', '/api/users/create', { headers: { 'content-type': 'application/json' } });
    expect(broken.body.msg).toBe('validation.x_u_key');
  });
});

describe('register and sign in', () => {
  it('registers with a mailed code, then reads and edits the member', async () => {
    const token = await register('Ana.Silva@example.com');
    const me = await send(app, 'GET', '/api/users/get_user', { token });
    expect(me.body).toMatchObject({ code: 0, data: { email: 'ana.silva@example.com', username: 'ana.silva', avatar_path: null } });
    const renamed = await send(app, 'POST', '/api/users/update_user', { token, json: { username: 'Ana S' } });
    expect(renamed.body.data.username).toBe('Ana S');
    expect((await send(app, 'GET', '/api/users/get_user', { token })).body.data.username).toBe('Ana S');
  });

  it('mails the code in the visitor language as text and HTML', async () => {
    await send(app, 'POST', '/api/users/send_verification_code', {
      json: { email: 'pt@example.com', purpose: 'register' },
      headers: { 'accept-language': 'pt-BR,pt;q=0.9,en;q=0.5' },
      ip: freshIp(),
    });
    const mail = t.ctx.mailer.sent.at(-1)!;
    expect(mail.subject).toContain('código');
    expect(mail.text).toContain('10 minutos');
    expect(mail.html).toContain('<html lang="pt">');
    expect(mail.html).toContain(lastCodeFor('pt@example.com'));
  });

  it('refuses a taken e-mail to its owner only, a bad e-mail and a short password', async () => {
    await register('taken@example.com');
    t.ctx.clock.advance(31_000);
    const again = await send(app, 'POST', '/api/users/send_verification_code', { json: { email: 'taken@example.com', purpose: 'register' } });
    expect(again.body).toMatchObject({ code: 0, data: { resend_after_seconds: 30 } });
    expect(t.ctx.mailer.sent.at(-1)).toMatchObject({ to: 'taken@example.com', subject: expect.stringContaining('Someone tried to create') });
    // A sign-in code is no sign-up code (issue 30).
    t.ctx.clock.advance(31_000);
    await send(app, 'POST', '/api/users/send_verification_code', { json: { email: 'taken@example.com', purpose: 'login' } });
    const withSignInCode = await send(app, 'POST', '/api/users/register', {
      json: { email: 'taken@example.com', password: 'long enough', code: lastCodeFor('taken@example.com') },
    });
    expect(withSignInCode.body).toMatchObject({ code: 400, msg: 'auth.code_invalid' });
    // The owner, holding a sign-up code mailed while the address was free, is told plainly that it has an account now.
    await send(app, 'POST', '/api/users/send_verification_code', { json: { email: 'registered-meanwhile@example.com', purpose: 'register' } });
    const earlierCode = lastCodeFor('registered-meanwhile@example.com');
    await createMember(t.ctx, 'registered-meanwhile@example.com', 'meanwhile elsewhere', 'en');
    const withCode = await send(app, 'POST', '/api/users/register', {
      json: { email: 'registered-meanwhile@example.com', password: 'long enough', code: earlierCode },
    });
    expect(withCode.body).toMatchObject({ code: 409, msg: 'auth.email_taken' });
    const bad = await send(app, 'POST', '/api/users/register', { json: { email: 'not-an-email', password: 'long enough', code: '123456' } });
    expect(bad.body.msg).toBe('validation.email');
    const short = await send(app, 'POST', '/api/users/register', { json: { email: 'x@example.com', password: 'short', code: '123456' } });
    expect(short.body.msg).toBe('validation.password');
  });

  it('signs in by password and by code, and refuses a wrong password', async () => {
    await register('bo@example.com', 'secret pass 1');
    const good = await send(app, 'POST', '/api/users/login', { json: { email: 'bo@example.com', password: 'secret pass 1', code: '' } });
    expect(good.body.code).toBe(0);
    expect(good.body.data.uuid.length).toBeGreaterThanOrEqual(22);
    const wrong = await send(app, 'POST', '/api/users/login', { json: { email: 'bo@example.com', password: 'secret pass 2' } });
    expect(wrong.body).toMatchObject({ code: 400, msg: 'auth.wrong_password' });
    t.ctx.clock.advance(31_000);
    await send(app, 'POST', '/api/users/send_verification_code', { json: { email: 'bo@example.com' }, ip: freshIp() });
    const byCode = await send(app, 'POST', '/api/users/login', { json: { email: 'bo@example.com', code: lastCodeFor('bo@example.com') } });
    expect(byCode.body.code).toBe(0);
    const both = await send(app, 'POST', '/api/users/login', { json: { email: 'bo@example.com', password: 'x', code: '123456' } });
    expect(both.body.msg).toBe('validation.credentials');
    const unknown = await send(app, 'POST', '/api/users/send_verification_code', { json: { email: 'nobody@example.com' } });
    expect(unknown.body.code).toBe(0);
    expect(t.ctx.mailer.sent.at(-1)!.text).not.toMatch(/\b\d{6}\b/);
    const noMember = await send(app, 'POST', '/api/users/login', { json: { email: 'nobody@example.com', code: '123456' } });
    expect(noMember.body).toMatchObject({ code: 400, msg: 'auth.code_invalid' });
  });
});

describe('verification codes', () => {
  const ask = (email: string, ip = freshIp()) => send(app, 'POST', '/api/users/send_verification_code', { json: { email, purpose: 'register' }, ip });
  const registerWith = (email: string, code: string) => send(app, 'POST', '/api/users/register', { json: { email, password: 'password 123', code } });

  it('allows one code per e-mail every 30 seconds', async () => {
    expect((await ask('wait@example.com')).body.code).toBe(0);
    expect((await ask('wait@example.com')).body).toMatchObject({ code: 429, msg: 'auth.code_recently_sent' });
    t.ctx.clock.advance(30_000);
    expect((await ask('wait@example.com')).body.code).toBe(0);
  });

  it('sends the next code at once when the last one was used (signed up, then signing in by code)', async () => {
    expect((await ask('used@example.com')).body.code).toBe(0);
    expect((await registerWith('used@example.com', lastCodeFor('used@example.com'))).body.code).toBe(0);
    const before = t.ctx.mailer.sent.length;
    const askSignIn = () => send(app, 'POST', '/api/users/send_verification_code', { json: { email: 'used@example.com', purpose: 'login' }, ip: freshIp() });
    const next = await askSignIn();
    expect(next.body.code).toBe(0);
    expect(t.ctx.mailer.sent.length).toBe(before + 1);
    // That sign-in code unused, its purpose's 30 s hold again.
    expect((await askSignIn()).body).toMatchObject({ code: 429, msg: 'auth.code_recently_sent' });
  });

  it('limits codes per address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) expect((await ask(`many${i}@example.com`, ip)).body.code).toBe(0);
    expect((await ask('many20@example.com', ip)).body).toMatchObject({ code: 429, msg: 'auth.rate_limited' });
    t.ctx.clock.advance(3_600_000);
    expect((await ask('many20@example.com', ip)).body.code).toBe(0);
  });

  it('expires a code after 10 minutes', async () => {
    await ask('late@example.com');
    const code = lastCodeFor('late@example.com');
    t.ctx.clock.advance(10 * 60_000 + 1);
    expect((await registerWith('late@example.com', code)).body).toMatchObject({ code: 400, msg: 'auth.code_expired' });
  });

  it('allows 5 tries, then refuses even the right code', async () => {
    await ask('tries@example.com');
    const code = lastCodeFor('tries@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await registerWith('tries@example.com', wrong)).body.msg).toBe('auth.code_invalid');
    expect((await registerWith('tries@example.com', code)).body).toMatchObject({ code: 400, msg: 'auth.code_expired' });
  });

  it('evaluates at most 5 of 250 parallel wrong codes, and refuses the right code after them', async () => {
    await ask('race@example.com');
    const code = lastCodeFor('race@example.com');
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(
      Array.from({ length: 250 }, (_, i) =>
        send(app, 'POST', '/api/users/register', { json: { email: 'race@example.com', password: 'password 123', code: wrong(i) }, ip: freshIp() }),
      ),
    );
    const msgs = answers.map((a) => a.body.msg);
    expect(msgs.filter((m) => m === 'auth.code_invalid')).toHaveLength(5);
    expect(msgs.filter((m) => m === 'auth.code_expired')).toHaveLength(245);
    expect((await registerWith('race@example.com', code)).body).toMatchObject({ code: 400, msg: 'auth.code_expired' });
  });

  it('accepts one of many parallel uses of the right code', async () => {
    await ask('twice@example.com');
    const code = lastCodeFor('twice@example.com');
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        send(app, 'POST', '/api/users/register', { json: { email: 'twice@example.com', password: 'password 123', code }, ip: freshIp() }),
      ),
    );
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(1);
  });

  it('issues at most 20 codes to 30 parallel requests from one address', async () => {
    const ip = freshIp();
    const before = t.ctx.mailer.sent.length;
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => ask(`flood${i}@example.com`, ip)));
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(20);
    expect(answers.filter((a) => a.body.msg === 'auth.rate_limited')).toHaveLength(10);
    expect(t.ctx.mailer.sent.length - before).toBe(20);
  });

  it("deletes codes a day after they expired (the maintenance job's task)", async () => {
    await ask('old@example.com');
    t.ctx.clock.advance(CODE_TTL_MS + 24 * 3_600_000 + 1);
    await ask('new@example.com');
    await spentCodesTask(t.ctx.config.maintenance).run({ db: t.ctx.db, now: t.ctx.clock.now() });
    const left = await t.ctx.db.select({ email: verificationCodes.email }).from(verificationCodes);
    expect(left.map((r) => r.email)).toContain('new@example.com');
    expect(left.map((r) => r.email)).not.toContain('old@example.com');
  });

  it('uses a code once', async () => {
    await ask('once@example.com');
    const code = lastCodeFor('once@example.com');
    expect((await registerWith('once@example.com', code)).body.code).toBe(0);
    const replay = await send(app, 'POST', '/api/users/login', { json: { email: 'once@example.com', code } });
    expect(replay.body.msg).toBe('auth.code_expired');
  });

  it('shows mails at /dev/outbox, newest first', async () => {
    await ask('outbox@example.com');
    const res = await send(app, 'GET', '/dev/outbox');
    expect(res.status).toBe(200);
    expect(res.body[0]).toMatchObject({ to: 'outbox@example.com' });
    expect(res.body[0].text).toContain(lastCodeFor('outbox@example.com'));
  });
});

describe('sessions', () => {
  it('answers body code 401 without, with a bad, a revoked or an expired token', async () => {
    expect((await send(app, 'GET', '/api/users/get_user')).body).toMatchObject({ code: 401, msg: 'auth.required' });
    expect((await send(app, 'GET', '/api/users/get_user', { token: 'x'.repeat(43) })).body.code).toBe(401);
    const token = await register('session@example.com');
    expect((await send(app, 'POST', '/api/users/logout', { token })).body).toMatchObject({ code: 0, data: { signed_out: true } });
    expect((await send(app, 'GET', '/api/users/get_user', { token })).body.code).toBe(401);
    const later = (await send(app, 'POST', '/api/users/login', { json: { email: 'session@example.com', password: 'correct horse' } })).body.data.uuid;
    expect((await send(app, 'GET', '/api/users/get_user', { token: later })).body.code).toBe(0);
    t.ctx.clock.advance(30 * 24 * 3_600_000);
    expect((await send(app, 'GET', '/api/users/get_user', { token: later })).body.code).toBe(401);
  });

  it('validates update_user and needs a session for it', async () => {
    const token = await register('edit@example.com');
    expect((await send(app, 'POST', '/api/users/update_user', { json: { username: 'ok name' } })).body.code).toBe(401);
    expect((await send(app, 'POST', '/api/users/update_user', { token, json: { username: 'x' } })).body.msg).toBe('validation.username');
    expect((await send(app, 'POST', '/api/users/update_user', { token, json: {} })).body.msg).toBe('validation.update_user');
    const avatar = await send(app, 'POST', '/api/users/update_user', { token, json: { avatar_path: '/media/not-an-avatar.png' } });
    expect(avatar.body.msg).toBe('validation.avatar_path');
  });
});

describe('google sign-in', () => {
  it('says plainly when Google is not configured', async () => {
    const res = await send(app, 'GET', '/api/users/google-callback?code=abc&redirect_uri=https%3A%2F%2Fsite.example%2Fcb');
    expect(res.body).toMatchObject({ code: 404, msg: 'auth.google_not_configured' });
    expect(res.status).toBe(404);
  });

  it('validates the query', async () => {
    const res = await send(app, 'GET', '/api/users/google-callback?code=abc&redirect_uri=nope');
    expect(res.body).toMatchObject({ code: 400, msg: 'validation.redirect_uri' });
  });
});
