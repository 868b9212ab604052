import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createApp } from '../../app';
import { films } from '../../db/schema/catalog';
import { createMaintenanceRunner } from '../../jobs/maintenance-runner';
import { maintenanceTasks } from '../../jobs/maintenance-tasks';
import { createTestContext, type TestContext } from '../../test-context';
import { send } from '../../test-request';
import { insertCatalogFixture } from '../catalog/catalog.fixture';

const DAY = 86_400_000;
const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const DESKTOP_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
let t: TestContext;
let app: ReturnType<typeof createApp>;
let filmIds: number[];
let ipCounter = 0;
const freshIp = () => `10.1.0.${++ipCounter}`;

beforeAll(async () => {
  t = await createTestContext();
  app = createApp(t.ctx);
  ({ filmIds } = await insertCatalogFixture(t.ctx));
});
afterAll(() => t.close());

function lastCodeFor(email: string): string {
  const mail = [...t.ctx.mailer.sent].reverse().find((m) => m.to === email);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}
const mailsTo = (email: string) => t.ctx.mailer.sent.filter((m) => m.to === email);

async function register(email: string, password = 'correct horse'): Promise<string> {
  const ip = freshIp();
  await send(app, 'POST', '/api/users/send_verification_code', { json: { email, purpose: 'register' }, ip });
  const res = await send(app, 'POST', '/api/users/register', {
    json: { email, password, code: lastCodeFor(email) },
    ip,
    headers: { 'user-agent': DESKTOP_UA },
  });
  expect(res.body.code).toBe(0);
  return res.body.data.uuid;
}
async function login(email: string, password: string, userAgent = PHONE_UA) {
  return send(app, 'POST', '/api/users/login', { json: { email, password }, ip: freshIp(), headers: { 'user-agent': userAgent } });
}
const me = (token: string) => send(app, 'GET', '/api/users/get_user', { token });
const post = (path: string, token: string, json?: unknown) => send(app, 'POST', path, { token, json, ip: freshIp() });

describe('password change', () => {
  it('signs out every other session, keeps this one, mails the member; old password fails, new works', async () => {
    const first = await register('pw@example.com');
    const second = (await login('pw@example.com', 'correct horse')).body.data.uuid;
    expect((await me(second)).body.code).toBe(0);
    const changed = await post('/api/users/change_password', first, { current_password: 'correct horse', new_password: 'battery staple' });
    expect(changed.body).toEqual({ code: 0, msg: expect.any(String), data: { signed_out_sessions: 1 } });
    expect((await me(second)).body).toMatchObject({ code: 401, msg: 'auth.required' });
    expect((await me(first)).body.code).toBe(0);
    expect((await login('pw@example.com', 'correct horse')).body.msg).toBe('auth.wrong_password');
    expect((await login('pw@example.com', 'battery staple')).body.code).toBe(0);
    expect(mailsTo('pw@example.com').at(-1)?.subject).toBe('Your ShortDrama password was changed');
  });

  it('lets two parallel changes with the same current password succeed only once', async () => {
    const token = await register('race@example.com');
    const results = await Promise.all(
      ['first new pass', 'second new pass'].map((new_password) =>
        post('/api/users/change_password', token, { current_password: 'correct horse', new_password }),
      ),
    );
    expect(results.map((r) => r.body.code).sort()).toEqual([0, 400]);
    const winner = results[0]!.body.code === 0 ? 'first new pass' : 'second new pass';
    expect((await login('race@example.com', winner)).body.code).toBe(0);
  });

  it('takes an e-mailed code instead (members without a password), with the tries of issue 12', async () => {
    const token = await register('codes@example.com');
    t.ctx.clock.advance(31_000); // one code per address every 30 s: the sign-up's was just sent
    expect((await post('/api/users/send_account_code', token)).body.data).toEqual({ resend_after_seconds: 30 });
    const right = lastCodeFor('codes@example.com');
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await post('/api/users/change_password', token, { code: wrong, new_password: 'another pass' })).body.msg).toBe('auth.code_invalid');
    // Out of tries: even the right code no longer works.
    expect((await post('/api/users/change_password', token, { code: right, new_password: 'another pass' })).body.msg).toBe('auth.code_expired');
    t.ctx.clock.advance(31_000);
    await post('/api/users/send_account_code', token);
    expect((await post('/api/users/change_password', token, { code: lastCodeFor('codes@example.com'), new_password: 'another pass' })).body.code).toBe(0);
    expect((await login('codes@example.com', 'another pass')).body.code).toBe(0);
  });

  it("refuses a wrong password, both or neither proof, and a short new password with the sign-in forms' keys", async () => {
    const token = await register('rules@example.com');
    expect((await post('/api/users/change_password', token, { current_password: 'nope nope', new_password: 'long enough' })).body.msg).toBe(
      'account.wrong_password',
    );
    expect((await post('/api/users/change_password', token, { new_password: 'long enough' })).body.msg).toBe('validation.account_proof');
    expect((await post('/api/users/change_password', token, { current_password: 'correct horse', code: '123456', new_password: 'long enough' })).body.msg).toBe(
      'validation.account_proof',
    );
    expect((await post('/api/users/change_password', token, { current_password: 'correct horse', new_password: 'short' })).body.msg).toBe(
      'validation.new_password',
    );
    expect(
      (await send(app, 'POST', '/api/users/change_password', { json: { current_password: 'correct horse', new_password: 'long enough' } })).body.code,
    ).toBe(401);
  });
});

describe('sessions', () => {
  it('lists browser and device, signs out one, and a stale token is refused after sign-out-all', async () => {
    const desktop = await register('sessions@example.com');
    const phone = (await login('sessions@example.com', 'correct horse', PHONE_UA)).body.data.uuid;
    const third = (await login('sessions@example.com', 'correct horse', 'curl/8')).body.data.uuid;
    const list = (await send(app, 'GET', '/api/users/sessions', { token: phone })).body.data;
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({ browser: 'Safari 18', os: 'iOS', device: 'phone', current: true });
    expect(list.find((s: { browser: string }) => s.browser === 'Chrome 131')).toMatchObject({ os: 'Windows', device: 'desktop', current: false });
    const curl = list.find((s: { device: string }) => s.device === 'unknown');
    expect((await post('/api/users/revoke_session', phone, { session_id: curl.id })).body.data).toEqual({ signed_out_sessions: 1 });
    expect((await me(third)).body.code).toBe(401);
    expect((await post('/api/users/revoke_session', phone, { session_id: curl.id })).body.msg).toBe('session.not_found');
    // Another member cannot sign out this member's sessions by id.
    const other = await register('other-sessions@example.com');
    const desktopId = list.find((s: { browser: string }) => s.browser === 'Chrome 131').id;
    expect((await post('/api/users/revoke_session', other, { session_id: desktopId })).body.msg).toBe('session.not_found');
    expect((await post('/api/users/revoke_other_sessions', phone)).body.data).toEqual({ signed_out_sessions: 1 });
    expect((await me(desktop)).body.code).toBe(401);
    expect((await post('/api/users/update_user', desktop, { username: 'stale' })).body.code).toBe(401);
    expect((await send(app, 'GET', '/api/users/export', { token: desktop })).body.code).toBe(401);
    expect((await me(phone)).body.code).toBe(0);
  });
});

describe('e-mail change', () => {
  it('moves the member to the new address with its code; the old address is told and signs in no more', async () => {
    const token = await register('old-address@example.com');
    expect((await post('/api/users/request_email_change', token, { new_email: 'old-address@example.com' })).body.msg).toBe('account.email_unchanged');
    expect((await post('/api/users/request_email_change', token, { new_email: 'not an e-mail' })).body.msg).toBe('validation.new_email');
    expect((await post('/api/users/request_email_change', token, { new_email: 'New-Address@Example.com' })).body.code).toBe(0);
    const code = lastCodeFor('new-address@example.com');
    const confirmed = await post('/api/users/confirm_email_change', token, { new_email: 'new-address@example.com', code });
    expect(confirmed.body.data).toMatchObject({ email: 'new-address@example.com' });
    expect(mailsTo('old-address@example.com').at(-1)?.text).toContain('new-address@example.com');
    expect((await login('new-address@example.com', 'correct horse')).body.code).toBe(0);
    expect((await login('old-address@example.com', 'correct horse')).body.msg).toBe('auth.wrong_password');
    // The code was spent.
    expect((await post('/api/users/confirm_email_change', token, { new_email: 'new-address@example.com', code })).body.msg).toBe('auth.code_expired');
  });

  it("cannot take another member's address: its owner gets a notice and no code; an address taken meanwhile says auth.email_taken", async () => {
    await register('taken@example.com');
    const ownerCode = lastCodeFor('taken@example.com');
    const token = await register('wants-it@example.com');
    t.ctx.clock.advance(31_000);
    const mailsBefore = mailsTo('taken@example.com').length;
    // The same answer as for a free address, so the caller learns nothing about who is registered.
    expect((await post('/api/users/request_email_change', token, { new_email: 'taken@example.com' })).body).toMatchObject({
      code: 0,
      data: { resend_after_seconds: 30 },
    });
    const notice = mailsTo('taken@example.com').slice(mailsBefore);
    expect(notice).toHaveLength(1);
    expect(notice[0]!.subject).toBe('Someone wanted to move a ShortDrama account to your e-mail');
    expect(notice[0]!.text).not.toMatch(/\b\d{6}\b/);
    // The owner's own sign-up code is no e-mail-change code.
    const res = await post('/api/users/confirm_email_change', token, { new_email: 'taken@example.com', code: ownerCode });
    expect(res.body.msg).toBe('auth.code_invalid');
    expect((await me(token)).body.data.email).toBe('wants-it@example.com');

    // A free address that somebody registers between the request and the confirmation.
    expect((await post('/api/users/request_email_change', token, { new_email: 'raced@example.com' })).body.code).toBe(0);
    const changeCode = lastCodeFor('raced@example.com');
    await register('raced@example.com');
    const raced = await post('/api/users/confirm_email_change', token, { new_email: 'raced@example.com', code: changeCode });
    expect(raced.body.msg).toBe('auth.email_taken');
  });
});

/** Issue 30, item 5: a code is spent only for what it was mailed for, and an e-mail change only by the member asking. */
describe('codes bound to their purpose', () => {
  const sendCode = (email: string, purpose: 'register' | 'login') =>
    send(app, 'POST', '/api/users/send_verification_code', { json: { email, purpose }, ip: freshIp() });
  const codeLogin = (email: string, code: string) => send(app, 'POST', '/api/users/login', { json: { email, code }, ip: freshIp() });

  it("an e-mail change towards B's address takes neither B's code slot nor B's account: B's own code arrives and signs in", async () => {
    await register('bee@example.com');
    const ann = await register('ann-moves@example.com');
    t.ctx.clock.advance(31_000);
    expect((await post('/api/users/request_email_change', ann, { new_email: 'bee@example.com' })).body.code).toBe(0);
    // Within the same 30 s, B asks for a sign-in code of their own: not refused.
    const asked = await sendCode('bee@example.com', 'login');
    expect(asked.body).toMatchObject({ code: 0, data: { resend_after_seconds: 30 } });
    const beeCode = lastCodeFor('bee@example.com');
    // B's sign-in code does not confirm A's change.
    expect((await post('/api/users/confirm_email_change', ann, { new_email: 'bee@example.com', code: beeCode })).body.msg).toBe('auth.code_invalid');
    const signedIn = await codeLogin('bee@example.com', beeCode);
    expect(signedIn.body.code).toBe(0);
    expect((await me(signedIn.body.data.uuid)).body.data.email).toBe('bee@example.com');
  });

  it('a code mailed for an e-mail change signs nobody up or in, and confirms only the change of the member who asked', async () => {
    const ann = await register('ann-changes@example.com');
    const cy = await register('cy-interferes@example.com');
    t.ctx.clock.advance(31_000);
    expect((await post('/api/users/request_email_change', ann, { new_email: 'free-address@example.com' })).body.code).toBe(0);
    const code = lastCodeFor('free-address@example.com');
    expect(
      (await send(app, 'POST', '/api/users/register', { json: { email: 'free-address@example.com', password: 'correct horse', code }, ip: freshIp() })).body
        .msg,
    ).toBe('auth.code_expired');
    expect((await codeLogin('free-address@example.com', code)).body.code).not.toBe(0);
    // Another member who learns the code cannot take the address with it.
    expect((await post('/api/users/confirm_email_change', cy, { new_email: 'free-address@example.com', code })).body.msg).toBe('auth.code_expired');
    expect((await me(cy)).body.data.email).toBe('cy-interferes@example.com');
    // Another member's own request towards the same address does not wait for the first one's 30 s.
    expect((await post('/api/users/request_email_change', cy, { new_email: 'free-address@example.com' })).body.code).toBe(0);
    // The code still works for the member who asked (none of the refusals above spent one of its tries in vain).
    expect((await post('/api/users/confirm_email_change', ann, { new_email: 'free-address@example.com', code })).body.data).toMatchObject({
      email: 'free-address@example.com',
    });
  });

  it('an account-confirmation code signs nobody in, and a sign-in code confirms no deletion', async () => {
    const token = await register('proof-owner@example.com');
    t.ctx.clock.advance(31_000);
    expect((await post('/api/users/send_account_code', token)).body.code).toBe(0);
    const accountCode = lastCodeFor('proof-owner@example.com');
    expect((await codeLogin('proof-owner@example.com', accountCode)).body.msg).toBe('auth.code_expired');
    expect((await sendCode('proof-owner@example.com', 'login')).body.code).toBe(0);
    const signInCode = lastCodeFor('proof-owner@example.com');
    expect((await post('/api/users/delete_account', token, { code: signInCode })).body.msg).toBe('auth.code_invalid');
    expect((await post('/api/users/delete_account', token, { code: accountCode })).body.code).toBe(0);
  });
});

/** A member with one of everything: rating, favourite, comment with a photo, reply, like, play, share, application. */
async function memberWithData(email: string, score: number) {
  const token = await register(email);
  const visitor = (await send(app, 'POST', '/api/users/create', { json: { x_u_key: `device-of-${email}` } })).body.data.uuid;
  const film = filmIds[0]!;
  expect((await post('/api/films/publish-rating', token, { film_id: film, score })).body.code).toBe(0);
  expect((await post('/api/films/favorite', token, { film_id: film })).body.code).toBe(0);
  const comment = await post('/api/films/publish-comment', token, {
    film_id: film,
    content: `comment of ${email}`,
    image_urls: [`/media/comments/${email}.webp`],
  });
  expect(comment.body.code).toBe(0);
  expect((await send(app, 'POST', `/api/films/play/${film}`, { token, fingerprint: visitor, json: { episode_num: 1 } })).body.code).toBe(0);
  expect((await send(app, 'POST', `/api/films/share/${film}`, { token, fingerprint: visitor })).body.code).toBe(0);
  expect((await send(app, 'POST', '/api/films/create-feedback', { token, fingerprint: visitor, json: { content: `feedback of ${email}` } })).body.code).toBe(0);
  const userId = (await me(token)).body.data.id as string;
  await t.ctx.db.execute(
    sql`insert into tracking_events (event, url, host, page, user_id, visitor_id) values ('pv', 'https://x/p', 'x', '/p', ${userId}, ${visitor})`,
  );
  return { token, userId, commentId: comment.body.data.id as number };
}

describe('download my data', () => {
  it("holds the member's comment, rating, favourite, history and nothing of another member", async () => {
    const ann = await memberWithData('export-ann@example.com', 5);
    const ben = await memberWithData('export-ben@example.com', 1);
    await post('/api/films/like-comment', ann.token, { comment_id: ben.commentId });
    const style = { size: 4, color: 'yellow', background: 'box', box_opacity: 75, position: 1, language: 'en' };
    await post('/api/users/subtitle_style', ann.token, { style });
    const res = await send(app, 'GET', '/api/users/export', { token: ann.token });
    expect(res.headers.get('content-disposition')).toContain('attachment');
    const data = res.body.data;
    expect(data.profile).toMatchObject({ id: ann.userId, email: 'export-ann@example.com', has_password: true, google_linked: false });
    expect(data.ratings).toEqual([expect.objectContaining({ film_id: filmIds[0], score: 5 })]);
    expect(data.favourites).toEqual([expect.objectContaining({ film_id: filmIds[0] })]);
    expect(data.comments).toEqual([
      expect.objectContaining({ id: ann.commentId, content: 'comment of export-ann@example.com', photo_urls: ['/media/comments/export-ann@example.com.webp'] }),
    ]);
    expect(data.comment_likes).toEqual([expect.objectContaining({ comment_id: ben.commentId })]);
    expect(data.watch_history).toEqual([expect.objectContaining({ film_id: filmIds[0], episode_num: 1 })]);
    expect(data.shares).toEqual([expect.objectContaining({ film_id: filmIds[0], counted_visits: 0 })]);
    expect(data.applications_and_feedback).toEqual([expect.objectContaining({ content: 'feedback of export-ann@example.com' })]);
    expect(data.sessions).toEqual([expect.objectContaining({ current: true })]);
    expect(data.page_views).toHaveLength(1);
    expect(data.subtitle_style).toEqual(style);
    expect(data.about.watch_history).toMatch(/only in your browser/);
    const text = JSON.stringify(data);
    expect(text).not.toContain('export-ben');
    expect(text).not.toContain(ben.userId);
  });

  it('holds the reports the member filed, and names every film it mentions with a page that opens (issue 29)', async () => {
    const cid = await memberWithData('export-cid@example.com', 4);
    const dee = await memberWithData('export-dee@example.com', 2);
    expect((await post('/api/films/report-comment', cid.token, { comment_id: dee.commentId, reason: 'spoiler' })).body.code).toBe(0);
    const data = (await send(app, 'GET', '/api/users/export', { token: cid.token })).body.data;
    expect(data.reports).toEqual([{ comment_id: dee.commentId, reason: 'spoiler', created_at: expect.any(String) }]);
    expect(data.about.reports).toBeTruthy();
    expect(data.about.file).not.toContain('/playlet/<film_id>.html');
    expect(data.films).toEqual([{ film_id: filmIds[0], title: expect.stringMatching(/\S/), page: expect.stringMatching(/\.html$/) }]);
    const page = await app.request(data.films[0].page);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(data.films[0].title);
  });
});

const runJob = () => {
  const runner = createMaintenanceRunner({ clock: t.ctx.clock, logger: t.ctx.logger, exclusive: (work) => work(t.ctx.db), everyMs: 0 });
  for (const task of maintenanceTasks(t.ctx)) runner.register(task);
  return runner.runOnce();
};

/** Every column of the database that names a member: user ids by any name (found, not listed by hand). */
async function memberColumns(): Promise<{ table: string; column: string }[]> {
  const result = await t.ctx.db.execute(sql`
    select c.table_name as "table", c.column_name as "column"
    from information_schema.columns c
    where c.table_schema = 'public' and c.data_type = 'uuid'
      and (c.column_name ~ '(^|_)(user|member|author|owner|reporter|sharer_user|reply_to_user)(_id)?$' or c.column_name ~ 'user_id$'
           or (c.table_name = 'users' and c.column_name = 'id'))`);
  return (result as unknown as { rows: { table: string; column: string }[] }).rows;
}

describe('delete my account', () => {
  it('needs the password or a code, and signing in during the grace period cancels it', async () => {
    const token = await register('changes-mind@example.com');
    expect((await post('/api/users/delete_account', token, { current_password: 'wrong one' })).body.msg).toBe('account.wrong_password');
    expect((await post('/api/users/delete_account', token, {})).body.msg).toBe('validation.account_proof');
    const asked = await post('/api/users/delete_account', token, { current_password: 'correct horse' });
    expect(asked.body.data.erase_after).toBe(new Date(t.ctx.clock.now().getTime() + 14 * DAY).toISOString());
    expect((await me(token)).body.code).toBe(401);
    expect(mailsTo('changes-mind@example.com').at(-1)?.subject).toMatch(/will be deleted on/);
    t.ctx.clock.advance(13 * DAY);
    expect((await login('changes-mind@example.com', 'correct horse')).body.code).toBe(0);
    expect(mailsTo('changes-mind@example.com').at(-1)?.subject).toBe('Your ShortDrama account will not be deleted');
    t.ctx.clock.advance(2 * DAY);
    await runJob();
    expect((await login('changes-mind@example.com', 'correct horse')).body.code).toBe(0);
  });

  it('erases the member after the grace period: no sign-in, the e-mail registers again, aggregates follow, no row of theirs', async () => {
    const gone = await memberWithData('leaving@example.com', 1);
    const stays = await memberWithData('staying@example.com', 5);
    // The staying member replies to and likes the leaving member's comment, and the leaving one replies to theirs.
    await post('/api/films/publish-reply', stays.token, { comment_id: gone.commentId, content: 'reply to the leaver' });
    await post('/api/films/publish-reply', gone.token, { comment_id: stays.commentId, content: 'leaver replies' });
    await post('/api/films/like-comment', gone.token, { comment_id: stays.commentId });
    const filmBefore = (await t.ctx.db.select().from(films).where(eq(films.id, filmIds[0]!)))[0]!;

    t.ctx.clock.advance(31_000);
    expect((await post('/api/users/send_account_code', gone.token)).body.code).toBe(0);
    expect((await post('/api/users/delete_account', gone.token, { code: lastCodeFor('leaving@example.com') })).body.code).toBe(0);
    t.ctx.clock.advance(14 * DAY - 60_000);
    expect(await runJob()).toMatchObject({ report: { 'accounts-erased': 0 } });
    t.ctx.clock.advance(60_000);
    expect(await runJob()).toMatchObject({ report: { 'accounts-erased': 1 } });

    expect((await login('leaving@example.com', 'correct horse')).body.msg).toBe('auth.wrong_password');
    const filmAfter = (await t.ctx.db.select().from(films).where(eq(films.id, filmIds[0]!)))[0]!;
    expect(filmAfter.ratingCount).toBe(filmBefore.ratingCount - 1);
    expect(filmAfter.ratingSum).toBe(filmBefore.ratingSum - 1);
    expect(filmAfter.favoriteCount).toBe(filmBefore.favoriteCount - 1);
    const staysComment = (await t.ctx.db.execute(sql`select like_count, reply_count from comments where id = ${stays.commentId}`)) as unknown as {
      rows: unknown[];
    };
    expect(staysComment.rows[0]).toEqual({ like_count: 0, reply_count: 0 });
    const comments = await t.ctx.db.execute(sql`select count(*)::int as n from comments where film_id = ${filmIds[0]!}`);
    expect(filmAfter.commentCount).toBe((comments as unknown as { rows: { n: number }[] }).rows[0]!.n);

    const columns = await memberColumns();
    expect(columns.map((c) => `${c.table}.${c.column}`)).toEqual(
      expect.arrayContaining([
        'users.id',
        'sessions.user_id',
        'comments.user_id',
        'ratings.user_id',
        'favorites.user_id',
        'plays.user_id',
        'feedback.user_id',
        'tracking_events.user_id',
        'share_records.sharer_user_id',
        'comments.reply_to_user_id',
        'comment_likes.user_id',
      ]),
    );
    for (const { table, column } of columns) {
      const found = await t.ctx.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${gone.userId}`);
      expect({ table, column, rows: (found as unknown as { rows: { n: number }[] }).rows[0]!.n }).toEqual({ table, column, rows: 0 });
    }
    for (const table of ['verification_codes', 'outbox']) {
      const column = table === 'outbox' ? 'to_address' : 'email';
      const found = await t.ctx.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = 'leaving@example.com'`,
      );
      expect((found as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    }
    // The staying member's data is untouched; the tracking event stays, without the member.
    expect((await send(app, 'GET', '/api/users/export', { token: stays.token })).body.data.ratings).toHaveLength(1);
    const events = await t.ctx.db.execute(sql`select count(*)::int as n from tracking_events where visitor_id is not null and user_id is null`);
    expect((events as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThanOrEqual(1);

    // The address is free again.
    await register('leaving@example.com', 'a new start');
  });
});
