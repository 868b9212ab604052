import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { feedback } from '../../db/schema/growth';
import { createTestContext, type TestContext } from '../../test-context';
import { send } from '../../test-request';
import { APPLICATION_WINDOW_MS, APPLICATIONS_PER_MEMBER } from './permission-application.service';
import { sharingClient, insertFilm } from '../sharing/sharing.test-support';

let t: TestContext;
let app: ReturnType<typeof createApp>;
let client: ReturnType<typeof sharingClient>;

beforeAll(async () => {
  t = await createTestContext();
  app = createApp(t.ctx);
  client = sharingClient(app, t);
});
afterAll(() => t.close());

// The SPA sends the browser's visitor id (Fingerprint) with every call; the member is the bearer token's.
const browser = '00000000-0000-4000-8000-0000000000b1';
const apply = (caller: { token?: string; fingerprint?: string }, json: unknown) =>
  send(app, 'POST', '/api/films/create-feedback', { fingerprint: browser, ...caller, json });

describe('permission applications', () => {
  it('need a signed-in member and a drama that exists', async () => {
    const filmId = await insertFilm(t);
    const visitor = await client.newVisitor();
    expect((await apply({ fingerprint: visitor }, { apply_permission: true, film_id: filmId })).body).toEqual({ code: 401, msg: 'auth.required', data: null });
    const token = await client.newMember();
    expect((await apply({ token }, { apply_permission: true })).body).toMatchObject({ code: 400, msg: 'application.film_required' });
    expect((await apply({ token }, { apply_permission: true, film_id: 999_999 })).body.msg).toBe('film.not_found');
  });

  it('unlock only the drama they name, at once in auto mode, for the member on any device', async () => {
    const [named, other] = [await insertFilm(t), await insertFilm(t)];
    const token = await client.newMember();
    const answer = await apply({ token }, { apply_permission: true, film_id: named });
    expect(answer.body.data).toMatchObject({ kind: 'application', status: 'approved' });
    expect((await client.permission({ token, fingerprint: await client.newVisitor() }, named, 11)).body.data).toMatchObject({
      allowed: true,
      reason: 'approved',
    });
    expect((await client.permission({ token }, other, 11)).body.data).toMatchObject({ allowed: false, reason: 'locked', application: 'none' });
    // Asking again for the same drama answers the same application and uses no more of the allowance.
    expect((await apply({ token }, { apply_permission: true, film_id: named })).body.data.id).toBe(answer.body.data.id);
  });

  it('no longer lets an old application without a drama unlock every drama', async () => {
    const filmId = await insertFilm(t);
    const token = await client.newMember();
    const member = (await send(app, 'GET', '/api/users/get_user', { token })).body.data.id;
    await t.ctx.db.insert(feedback).values({ applyPermission: true, userId: member, status: 'approved', createdAt: t.ctx.clock.now() });
    expect((await client.permission({ token }, filmId, 11)).body.data.reason).toBe('locked');
  });

  it(`allow ${APPLICATIONS_PER_MEMBER} per member in 30 days, also under parallel calls`, async () => {
    const filmIds = await Promise.all(Array.from({ length: APPLICATIONS_PER_MEMBER + 3 }, () => insertFilm(t, 11)));
    const token = await client.newMember();
    const answers = await Promise.all(filmIds.map((film_id) => apply({ token }, { apply_permission: true, film_id })));
    expect(answers.filter((a) => a.body.code === 0)).toHaveLength(APPLICATIONS_PER_MEMBER);
    expect(answers.filter((a) => a.body.msg === 'application.limit').map((a) => a.status)).toEqual([429, 429, 429]);
    // 30 days on (moved back in the rows, since the session would expire with the clock) the allowance is back.
    const member = (await send(app, 'GET', '/api/users/get_user', { token })).body.data.id;
    await t.ctx.db
      .update(feedback)
      .set({ createdAt: new Date(t.ctx.clock.now().getTime() - APPLICATION_WINDOW_MS - 1000) })
      .where(eq(feedback.userId, member));
    expect((await apply({ token }, { apply_permission: true, film_id: filmIds.at(-1) })).body.data.status).toBe('approved');
  });
});

describe('permission applications in review mode', () => {
  it('wait for an operator and unlock once approved', async () => {
    const review = await createTestContext({ permissionApplications: 'review' });
    try {
      const reviewApp = createApp(review.ctx);
      const reviewClient = sharingClient(reviewApp, review);
      const filmId = await insertFilm(review);
      const token = await reviewClient.newMember();
      const answer = await send(reviewApp, 'POST', '/api/films/create-feedback', {
        token,
        fingerprint: browser,
        json: { apply_permission: true, film_id: filmId },
      });
      expect(answer.body.data).toMatchObject({ kind: 'application', status: 'pending' });
      expect((await reviewClient.permission({ token }, filmId, 11)).body.data).toMatchObject({ allowed: false, application: 'pending' });
      // What the operator console does.
      await review.ctx.db.update(feedback).set({ status: 'approved' });
      expect((await reviewClient.permission({ token }, filmId, 11)).body.data).toMatchObject({ allowed: true, reason: 'approved' });
    } finally {
      await review.close();
    }
  });
});
