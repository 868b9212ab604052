import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { episodes, films } from '../../db/schema/catalog';
import { plays } from '../../db/schema/growth';
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

describe('the played episode', () => {
  it("answers the seed's poster in the page's language", async () => {
    const drawn = await insertFilm(t);
    await t.ctx.db.update(films).set({ posterPath: '/media/posters/77.svg' }).where(eq(films.id, drawn));
    const play = (lang: string) =>
      send(app, 'POST', `/api/films/play/${drawn}`, { fingerprint: undefined, headers: { 'accept-language': lang }, json: { episode_num: 1 } });
    expect((await play('de')).body.data.poster_url).toBe('/media/posters/77.de.svg');
    expect((await play('en')).body.data.poster_url).toBe('/media/posters/77.svg');
  });
});

describe('prefetching the next episode', () => {
  const playsOf = async (film: number) => {
    const [row] = await t.ctx.db.select({ playCount: films.playCount }).from(films).where(eq(films.id, film));
    const recorded = await t.ctx.db.select().from(plays).where(eq(plays.filmId, film));
    return { playCount: row!.playCount, recorded: recorded.length };
  };
  const play = (film: number, visitor: string | undefined, json: Record<string, unknown>) =>
    send(app, 'POST', `/api/films/play/${film}`, { fingerprint: visitor, json });
  const read = (film: number, visitor: string | undefined, episode: string | number) =>
    send(app, 'GET', `/api/films/episode-video/${film}?episode_num=${episode}`, { fingerprint: visitor });

  it('answers the same video as a play but records no play, until the real play', async () => {
    const film = await insertFilm(t);
    const visitor = await newVisitor();
    const prefetched = await read(film, visitor, 2);
    expect(prefetched.body.code).toBe(0);
    expect(await playsOf(film)).toEqual({ playCount: 0, recorded: 0 });
    // Parallel reads (a visitor swiping fast, pages rendered by the server) record nothing either.
    await Promise.all([1, 2, 3].map(() => read(film, visitor, 2)));
    await read(film, undefined, 1);
    expect(await playsOf(film)).toEqual({ playCount: 0, recorded: 0 });
    const played = await play(film, visitor, { episode_num: 2 });
    expect(played.body.data).toEqual(prefetched.body.data);
    // The drama's original language: the player's subtitle fallback when the page's language has no track.
    expect(played.body.data.original_lang).toBe('en');
    expect(await playsOf(film)).toEqual({ playCount: 1, recorded: 1 });
  });

  it('keeps the lock and refuses a malformed episode number', async () => {
    const visitor = await newVisitor();
    expect((await read(filmId, visitor, 11)).body).toMatchObject({ code: 403, msg: 'play.locked' });
    expect((await read(filmId, undefined, 11)).body).toMatchObject({ code: 403, msg: 'play.locked' });
    expect((await read(filmId, visitor, 'two')).body).toMatchObject({ code: 400 });
    expect((await read(filmId, visitor, 99999)).body).toMatchObject({ code: 404, msg: 'episode.not_found' });
    expect((await read(999999, visitor, 1)).status).toBe(404);
  });
});
