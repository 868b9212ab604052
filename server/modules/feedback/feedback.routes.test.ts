import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { episodes, films } from '../../db/schema/catalog';
import { createTestContext, type TestContext } from '../../test-context';
import { send } from '../../test-request';
import { sharingClient, insertFilm } from '../sharing/sharing.test-support';

let t: TestContext;
let app: ReturnType<typeof createApp>;
let filmId: number;

beforeAll(async () => {
  t = await createTestContext({ publicOrigin: 'https://drama.example' });
  app = createApp(t.ctx);
  client = sharingClient(app, t);
  const [film] = await t.ctx.db.insert(films).values({ posterPath: 'posters/1.jpg', episodeCount: 12 }).returning();
  filmId = film!.id;
  await t.ctx.db
    .insert(episodes)
    .values(
      Array.from({ length: 12 }, (_, i) => ({ filmId, episodeNum: i + 1, durationSeconds: 90, videoPath: 'clips/clip-1.mp4', subtitleLangs: ['en', 'de'] })),
    );
});
afterAll(() => t.close());

let client: ReturnType<typeof sharingClient>;
const newVisitor = () => client.newVisitor();

const permission = (fingerprint: string, episode: number, film = filmId) =>
  send(app, 'GET', `/api/films/play-permission/${film}?episode_num=${episode}`, { fingerprint });

describe('feedback and permission applications', () => {
  it('stores a message from a visitor (applications: permission-application.test.ts)', async () => {
    const visitor = await newVisitor();
    const msg = await send(app, 'POST', '/api/films/create-feedback', { fingerprint: visitor, json: { content: 'Subtitles are late in episode 3' } });
    expect(msg.body.data).toMatchObject({ kind: 'feedback', status: 'received' });
    expect((await permission(visitor, 11)).body.data.application).toBe('none');
  });

  it('refuses empty, double and oversized feedback', async () => {
    const visitor = await newVisitor();
    const post = (json: unknown) => send(app, 'POST', '/api/films/create-feedback', { fingerprint: visitor, json });
    expect((await post({ content: '   ' })).body).toMatchObject({ code: 400, msg: 'feedback.empty' });
    expect((await post({ content: 'hi', apply_permission: true })).body.msg).toBe('validation.feedback');
    expect((await post({ content: 'x'.repeat(2001) })).body.msg).toBe('validation.content');
    expect((await post({ content: 'hi', film_id: 999_999 })).body.msg).toBe('film.not_found');
  });
});
