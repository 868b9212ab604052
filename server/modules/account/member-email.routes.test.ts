import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_CASES } from '../../../src/domain/validation/email-cases.test-support';
import { createApp } from '../../app';
import { createTestContext, type TestContext } from '../../test-context';
import { send } from '../../test-request';

/*
 * The e-mail rule on the server, with the table the SPA's rule is tested with: every kept address signs up (the
 * code is mailed to the kept form, spellings of one address meet in one account), every refused one is 400
 * validation.email on each call that takes an address.
 */
let t: TestContext;
let app: ReturnType<typeof createApp>;
let ip = 0;
const freshIp = () => `10.9.0.${++ip}`;

beforeAll(async () => {
  t = await createTestContext();
  app = createApp(t.ctx);
});
afterAll(() => t.close());

function lastCodeFor(email: string): string {
  const code = [...t.ctx.mailer.sent]
    .reverse()
    .find((mail) => mail.to === email)
    ?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

describe('sign-up with the shared table of e-mail cases', () => {
  const accounts = new Set<string>();

  it.each(EMAIL_CASES.filter(([, kept]) => kept !== null))('%j signs up as %j and signs in', async (typed, kept) => {
    t.ctx.clock.advance(31_000);
    const sent = await send(app, 'POST', '/api/users/send_verification_code', { json: { email: typed, purpose: 'register' }, ip: freshIp() });
    expect(sent.body).toMatchObject({ code: 0 });
    expect(t.ctx.mailer.sent.at(-1)!.to).toBe(kept);
    const code = accounts.has(kept!) ? null : lastCodeFor(kept!);
    const registered = await send(app, 'POST', '/api/users/register', {
      json: { email: typed, password: 'long enough', code: code ?? '000000' },
      ip: freshIp(),
    });
    if (code === null) {
      // Another spelling of an address that already has an account: the mail above was the "already registered" notice.
      expect(registered.body.msg).toMatch(/^auth\.(email_taken|code_invalid)$/);
      return;
    }
    expect(registered.body).toMatchObject({ code: 0 });
    accounts.add(kept!);
    const me = await send(app, 'GET', '/api/users/get_user', { token: registered.body.data.uuid });
    expect(me.body.data.email).toBe(kept);
    const login = await send(app, 'POST', '/api/users/login', { json: { email: typed, password: 'long enough' }, ip: freshIp() });
    expect(login.body).toMatchObject({ code: 0 });
  });

  it.each(EMAIL_CASES.filter(([, kept]) => kept === null))('%j is refused with validation.email', async (typed) => {
    const sent = await send(app, 'POST', '/api/users/send_verification_code', { json: { email: typed, purpose: 'register' }, ip: freshIp() });
    expect(sent.body).toEqual({ code: 400, msg: 'validation.email', data: null });
    const registered = await send(app, 'POST', '/api/users/register', { json: { email: typed, password: 'long enough', code: '123456' } });
    expect(registered.body).toEqual({ code: 400, msg: 'validation.email', data: null });
    const login = await send(app, 'POST', '/api/users/login', { json: { email: typed, password: 'long enough' } });
    expect(login.body).toEqual({ code: 400, msg: 'validation.email', data: null });
  });

  it('refuses a broken new address with validation.new_email, and an IDN spelling of the own address as unchanged', async () => {
    const member = await send(app, 'POST', '/api/users/login', { json: { email: 'ana@bücher.de', password: 'long enough' }, ip: freshIp() });
    const token = member.body.data.uuid;
    const broken = await send(app, 'POST', '/api/users/request_email_change', { json: { new_email: 'a@@b.c' }, token });
    expect(broken.body).toEqual({ code: 400, msg: 'validation.new_email', data: null });
    const same = await send(app, 'POST', '/api/users/request_email_change', { json: { new_email: 'ANA@xn--bcher-kva.de' }, token });
    expect(same.body).toEqual({ code: 400, msg: 'account.email_unchanged', data: null });
  });
});
