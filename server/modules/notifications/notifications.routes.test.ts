import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments } from '../../db/schema/engagement';
import { feedback } from '../../db/schema/growth';
import { notices } from '../../db/schema/notifications';
import { users } from '../../db/schema/users';
import { siteOrigin } from '../../http/site-origin';
import { readOutbox } from '../../mail/outbox.mailer';
import { notificationMailTexts } from '../../mail/templates/notification.texts';
import { send } from '../../test-request';
import { adminTestServer } from '../admin/admin.test-support';
import { FILM_TITLES, insertCatalogFixture } from '../catalog/catalog.fixture';
import { signedInUser } from '../catalog/catalog-test.harness';

/* Issue 29, item 13: notices and notification mails for replies, moderation and application decisions. */

let s: Awaited<ReturnType<typeof adminTestServer>>;
let filmId: number;
const m: Record<string, { id: string; token: string; email: string }> = {};

beforeAll(async () => {
  s = await adminTestServer({ commentReportThreshold: 2, permissionApplications: 'review' });
  ({
    filmIds: [filmId],
  } = (await insertCatalogFixture(s.t.ctx)) as { filmIds: [number] });
  for (const name of ['ann', 'ben', 'cat', 'dan', 'eve', 'fay']) m[name] = { ...(await signedInUser(s.t.ctx, name)), email: `${name}@example.com` };
  // Ann reads German: her mails are in German, and so is the drama's title in them.
  await s.t.ctx.db.update(users).set({ locale: 'de' }).where(eq(users.id, m.ann!.id));
});
afterAll(() => s.t.close());

const as = (who: string, method: string, path: string, json?: unknown, lang = 'en') =>
  send(s.app, method, path, { token: m[who]!.token, json, headers: { 'accept-language': lang } });
const comment = async (who: string, content: string) =>
  (await as(who, 'POST', '/api/films/publish-comment', { film_id: filmId, content })).body.data.id as number;
const reply = (who: string, commentId: number, content: string) => as(who, 'POST', '/api/films/publish-reply', { comment_id: commentId, content });
const list = async (who: string, lang = 'en') => (await as(who, 'GET', '/api/notifications', undefined, lang)).body.data;
const mailsTo = (who: string) => s.t.ctx.mailer.sent.filter((mail) => mail.to === m[who]!.email);
const de = notificationMailTexts.de;
const tokenOf = (text: string) => /unsubscribe\.html\?token=([\w.%-]+)/.exec(text)![1]!;

describe('a reply', () => {
  it('gives the author of the comment replied to one notice and one mail in their language, with unsubscribe link and headers', async () => {
    const id = await comment('ann', 'Die Wendung in Folge 3!');
    expect(await list('ann')).toEqual({ items: [], unread: 0 });
    expect((await reply('ben', id, 'Ganz meine Meinung')).body.code).toBe(0);
    // A double submit posts once, and tells once.
    expect((await reply('ben', id, 'Ganz meine Meinung')).body.code).toBe(0);

    const { items, unread } = await list('ann', 'de');
    expect(unread).toBe(1);
    expect(items).toEqual([
      {
        id: expect.any(Number),
        type: 'reply',
        created_at: expect.any(String),
        read: false,
        film: { id: filmId, title: FILM_TITLES[0][1] },
        thread_id: id,
        actor: 'ben',
        excerpt: 'Ganz meine Meinung',
        count: 1,
      },
    ]);
    expect((await as('ann', 'GET', '/api/notifications/unread')).body.data).toEqual({ unread: 1 });

    const mails = mailsTo('ann');
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('ben hat auf deinen Kommentar geantwortet');
    expect(mail.text).toContain(`„${FILM_TITLES[0][1]}“`);
    expect(mail.text).toContain('> Ganz meine Meinung');
    expect(mail.text).toContain(`/de/short-play/comments/drama/${filmId}/${id}.html`);
    expect(mail.html).toContain('Ganz meine Meinung');
    const token = tokenOf(mail.text);
    expect(mail.text).toContain(`/de/personal/unsubscribe.html?token=${token}`);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${siteOrigin(s.t.ctx.config)}/api/notifications/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // The outbox keeps the headers too (what /dev/outbox shows).
    expect((await readOutbox(s.t.ctx.db)).find((row) => row.to === m.ann!.email)!.headers).toEqual(mail.headers);
  });

  it('to a reply tells that reply’s author; replying to oneself tells nobody', async () => {
    const root = await comment('cat', 'A thread');
    const answer = (await reply('dan', root, 'An answer')).body.data.id as number;
    const before = s.t.ctx.mailer.sent.length;
    await reply('cat', answer, 'Thanks, Dan');
    await reply('cat', root, 'And a note to myself');
    expect((await list('dan')).items.map((n: { type: string; excerpt: string }) => [n.type, n.excerpt])).toEqual([['reply', 'Thanks, Dan']]);
    expect((await list('cat')).items.map((n: { actor: string }) => n.actor)).toEqual(['dan']);
    expect(s.t.ctx.mailer.sent.slice(before).map((mail) => mail.to)).toEqual([m.dan!.email]);
  });
});

describe('reading notices', () => {
  it('marks the named notices read (only the member’s own), or all of them', async () => {
    const root = await comment('eve', 'Read me');
    await reply('fay', root, 'one');
    await reply('fay', root, 'two');
    const [second, first] = (await list('eve')).items as { id: number }[];
    const others = (await list('ann')).items as { id: number }[];
    expect((await as('eve', 'POST', '/api/notifications/read', { ids: [first!.id, others[0]!.id] })).body.data).toEqual({ unread: 1 });
    expect((await list('ann')).unread).toBe(1);
    expect((await list('eve')).items.map((n: { read: boolean }) => n.read)).toEqual([false, true]);
    expect((await as('eve', 'POST', '/api/notifications/read', {})).body.data).toEqual({ unread: 0 });
    expect(second).toBeDefined();
  });

  it('needs a member, and refuses bad input with a message key', async () => {
    expect((await send(s.app, 'GET', '/api/notifications')).body).toMatchObject({ code: 401, msg: 'auth.required' });
    expect((await send(s.app, 'GET', '/api/notifications/settings')).body).toMatchObject({ code: 401, msg: 'auth.required' });
    expect((await as('eve', 'POST', '/api/notifications/read', { ids: ['x'] })).body).toMatchObject({ code: 400, msg: 'validation.ids.0' });
    expect((await as('eve', 'POST', '/api/notifications/settings', { email: { reply: 'no' } })).body).toMatchObject({
      code: 400,
      msg: 'validation.email.reply',
    });
  });
});

describe('e-mail settings', () => {
  it('are all on at first; a kind turned off sends no more mails of it, and the notices still come', async () => {
    expect((await as('ann', 'GET', '/api/notifications/settings')).body.data).toEqual({ email: { reply: true, moderation: true, application: true } });
    const changed = await as('ann', 'POST', '/api/notifications/settings', { email: { reply: false } });
    expect(changed.body.data).toEqual({ email: { reply: false, moderation: true, application: true } });
    const id = await comment('ann', 'Noch ein Kommentar');
    const mailsBefore = mailsTo('ann').length;
    const unreadBefore = (await list('ann')).unread as number;
    await reply('ben', id, 'Und noch eine Antwort');
    expect((await list('ann')).unread).toBe(unreadBefore + 1);
    expect(mailsTo('ann')).toHaveLength(mailsBefore);
    // Ben's own settings are his: still all on.
    expect((await as('ben', 'GET', '/api/notifications/settings')).body.data.email.reply).toBe(true);
    await as('ann', 'POST', '/api/notifications/settings', { email: { reply: true } });
  });
});

describe('the unsubscribe link', () => {
  it('turns off one kind for one member without signing in, from the page and by one-click POST', async () => {
    const token = tokenOf(mailsTo('ann')[0]!.text);
    const url = `/api/notifications/unsubscribe?token=${token}`;
    expect((await send(s.app, 'GET', url)).body).toMatchObject({ code: 0, data: { kind: 'reply', email: true } });
    // Reading the link changes nothing (mail scanners open links).
    expect((await as('ann', 'GET', '/api/notifications/settings')).body.data.email.reply).toBe(true);
    // A mail program's one-click unsubscribe (RFC 8058): a form POST without any session.
    const oneClick = await send(s.app, 'POST', url, { form: { 'List-Unsubscribe': 'One-Click' } });
    expect(oneClick.body).toMatchObject({ code: 0, data: { kind: 'reply', email: false } });
    expect((await as('ann', 'GET', '/api/notifications/settings')).body.data).toEqual({ email: { reply: false, moderation: true, application: true } });
    // Again: nothing changes, no error.
    expect((await send(s.app, 'POST', url)).body).toMatchObject({ code: 0, data: { kind: 'reply', email: false } });
    expect((await send(s.app, 'GET', url)).body).toMatchObject({ code: 0, data: { kind: 'reply', email: false } });
    expect((await as('ben', 'GET', '/api/notifications/settings')).body.data.email.reply).toBe(true);
    await as('ann', 'POST', '/api/notifications/settings', { email: { reply: true } });
  });

  it('refuses any token the site did not sign, and changes nothing', async () => {
    const token = tokenOf(mailsTo('ann')[0]!.text);
    const [userId, , signature] = token.split('.') as [string, string, string];
    const flipped = signature.slice(0, -2) + (signature.at(-2) === 'A' ? 'B' : 'A') + signature.at(-1);
    const forged = [
      `${userId}.moderation.${signature}`,
      `${userId}.reply.${flipped}`,
      `${m.ben!.id}.reply.${signature}`,
      `${userId}.reply`,
      'nonsense',
      `${userId}.everything.${signature}`,
    ];
    for (const bad of forged) {
      for (const method of ['GET', 'POST']) {
        const answer = await send(s.app, method, `/api/notifications/unsubscribe?token=${encodeURIComponent(bad)}`);
        expect([bad, answer.status, answer.body]).toEqual([bad, 400, { code: 400, msg: 'notifications.unsubscribe_invalid', data: null }]);
      }
    }
    expect((await send(s.app, 'POST', '/api/notifications/unsubscribe')).body).toMatchObject({ code: 400, msg: 'validation.token' });
    expect((await as('ann', 'GET', '/api/notifications/settings')).body.data).toEqual({ email: { reply: true, moderation: true, application: true } });
    expect((await as('ben', 'GET', '/api/notifications/settings')).body.data).toEqual({ email: { reply: true, moderation: true, application: true } });
  });
});

describe('moderation', () => {
  it('tells the author when reports hide a comment, and when a moderator restores, removes or hides them', async () => {
    const id = await comment('cat', 'A spoiler, perhaps');
    const before = (await list('cat')).items.length as number;
    const mailsBefore = mailsTo('cat').length;
    for (const who of ['dan', 'eve']) await as(who, 'POST', '/api/films/report-comment', { comment_id: id, reason: 'spoiler' });
    expect((await s.t.ctx.db.select({ state: comments.state }).from(comments).where(eq(comments.id, id)))[0]!.state).toBe('hidden');
    await s.call('POST', `/api/admin/comments/${id}/decide`, { json: { decision: 'keep_hidden' } });
    await s.call('POST', `/api/admin/comments/${id}/decide`, { json: { decision: 'restore' } });
    await s.call('POST', `/api/admin/comments/${id}/decide`, { json: { decision: 'delete' } });
    const types = ((await list('cat')).items as { type: string; thread_id: number; excerpt: string }[]).slice(0, -before || undefined);
    // Newest first; keeping a hidden comment hidden changes nothing the author sees, so it tells nothing.
    expect(types.map((n) => [n.type, n.thread_id, n.excerpt])).toEqual([
      ['comment_removed', id, 'A spoiler, perhaps'],
      ['comment_restored', id, 'A spoiler, perhaps'],
      ['comment_hidden', id, 'A spoiler, perhaps'],
    ]);
    expect(
      mailsTo('cat')
        .slice(mailsBefore)
        .map((mail) => mail.subject),
    ).toEqual(['Your comment was hidden', 'Your comment is visible again', 'Your comment was removed']);

    // Fay wrote two replies earlier and two comments now.
    await comment('fay', 'One');
    await comment('fay', 'Two');
    expect((await s.call('POST', `/api/admin/members/${m.fay!.id}/hide-comments`)).body.data).toEqual({ hidden: 4 });
    const [bulk] = (await list('fay')).items as { type: string; count: number; film: unknown }[];
    expect(bulk).toMatchObject({ type: 'comments_hidden', count: 4, film: null });
    expect(mailsTo('fay').filter((mail) => mail.subject === 'Your comments were hidden')).toHaveLength(1);
  });
});

describe('permission applications', () => {
  it('tell the member of the decision with the team’s message; moderation mails off do not stop them', async () => {
    await as('ann', 'POST', '/api/notifications/settings', { email: { moderation: false } });
    const apply = (who: string) =>
      send(s.app, 'POST', '/api/films/create-feedback', {
        token: m[who]!.token,
        fingerprint: '00000000-0000-4000-8000-0000000000a1',
        json: { apply_permission: true, film_id: filmId },
      });
    const approved = (await apply('ann')).body.data.id as number;
    const denied = (await apply('ben')).body.data.id as number;
    expect(await s.t.ctx.db.select({ id: feedback.id }).from(feedback).where(eq(feedback.id, approved))).toHaveLength(1);
    await s.call('POST', `/api/admin/applications/${approved}/decide`, { json: { decision: 'approve', reply: 'Viel Spaß!' } });
    await s.call('POST', `/api/admin/applications/${denied}/decide`, { json: { decision: 'deny' } });
    expect((await list('ann')).items[0]).toMatchObject({ type: 'application_approved', film: { id: filmId }, excerpt: 'Viel Spaß!', thread_id: null });
    expect((await list('ben')).items[0]).toMatchObject({ type: 'application_denied', excerpt: null });
    const annMail = mailsTo('ann').at(-1)!;
    expect(annMail.subject).toBe(de.subject.application_approved.replace('{film}', FILM_TITLES[0][1]));
    expect(annMail.text).toContain(`${de.message}\n\n> Viel Spaß!`);
    expect(annMail.text).toContain(`/de/short-play/episodes/drama/${filmId}.html`);
    expect(mailsTo('ben').at(-1)!.subject).toBe(`Your request for “${FILM_TITLES[0][0]}” was declined`);
  });
});

describe('a member who is gone', () => {
  it('takes their notices and key along: their links stop working', async () => {
    const gone = await signedInUser(s.t.ctx, 'gone');
    const id = (await send(s.app, 'POST', '/api/films/publish-comment', { token: gone.token, json: { film_id: filmId, content: 'Bye' } })).body.data
      .id as number;
    await reply('ben', id, 'See you');
    const mail = s.t.ctx.mailer.sent.filter((entry) => entry.to === 'gone@example.com').at(-1)!;
    const token = tokenOf(mail.text);
    expect((await send(s.app, 'GET', `/api/notifications/unsubscribe?token=${token}`)).body.code).toBe(0);
    await s.t.ctx.db.delete(users).where(eq(users.id, gone.id));
    expect(await s.t.ctx.db.select().from(notices).where(eq(notices.userId, gone.id))).toEqual([]);
    expect((await send(s.app, 'GET', `/api/notifications/unsubscribe?token=${token}`)).body.msg).toBe('notifications.unsubscribe_invalid');
  });
});
