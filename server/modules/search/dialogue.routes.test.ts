import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { episodes, films, filmTranslations } from '../../db/schema/catalog';
import { adminTestServer } from '../admin/admin.test-support';
import { syncDialogue } from './dialogue.index';

// Runs on PGlite, and on PostgreSQL when DATABASE_URL is set (createTestContext makes a database there).
let server: Awaited<ReturnType<typeof adminTestServer>>;
const ids: Record<string, number> = {};

/** The demo's own tracks (server/media/clips, drawn by the seed): what the search must find. */
async function putDemoTrack(clip: number, lang: string) {
  const body = readFileSync(new URL(`../../media/clips/clip-${clip}.${lang}.vtt`, import.meta.url));
  await server.t.ctx.media.put(`clips/clip-${clip}.${lang}.vtt`, body, { contentType: 'text/vtt' });
}

async function drama(key: string, clip: number, numbers: number[], published = true) {
  const [film] = await server.t.ctx.db
    .insert(films)
    .values({ posterPath: '/media/posters/1.svg', episodeCount: numbers.length, published, hotness: numbers.length })
    .returning();
  ids[key] = film!.id;
  await server.t.ctx.db.insert(filmTranslations).values([
    { filmId: film!.id, lang: 'en', title: `${key} drama` },
    { filmId: film!.id, lang: 'ru', title: `Драма ${key}` },
  ]);
  await server.t.ctx.db.insert(episodes).values(
    numbers.map((episodeNum) => ({
      filmId: film!.id,
      episodeNum,
      durationSeconds: 30,
      videoPath: `/media/clips/clip-${clip}.mp4`,
      subtitleLangs: ['en', 'ru', 'hi'],
    })),
  );
}

beforeAll(async () => {
  server = await adminTestServer();
  for (const clip of [1, 3]) for (const lang of ['en', 'ru', 'hi']) await putDemoTrack(clip, lang);
  // Clip 1 speaks the demo's lines 1-4, clip 3 lines 3-6 (server/seed/media/subtitles.ts).
  await drama('first', 1, [1, 2, 3]);
  await drama('third', 3, [1, 2]);
  await drama('locked', 3, [11, 12]);
  await drama('draft', 1, [1], false);
  await drama('single', 1, [1]);
  const sync = await syncDialogue(server.t.ctx.db, server.t.ctx.media);
  expect(sync).toMatchObject({ indexed: 6, dropped: 0 });
});
afterAll(() => server.t.close());

const search = async (keyword: string, lang = 'en', limit?: number) => {
  const query = `keyword=${encodeURIComponent(keyword)}${limit ? `&limit=${limit}` : ''}`;
  return (await server.call('GET', `/api/films/search-dialogue?${query}`, { token: undefined, headers: { 'accept-language': lang } })).body;
};
const filmsOf = (body: { data: { items: { film_id: number }[] } }) => body.data.items.map((m) => m.film_id).sort();

describe('dialogue search', () => {
  it('finds the drama a phrase is spoken in, in English, with the line, its episode and moment', async () => {
    const res = await search('last night');
    expect(res.code).toBe(0);
    expect(filmsOf(res)).toEqual([ids.first, ids.single].sort());
    expect(res.data.items.find((m: { film_id: number }) => m.film_id === ids.first)).toMatchObject({
      film_title: 'first drama',
      episode_num: 1,
      start: 0.5,
      line: 'Where were you last night?',
    });
    // The third line, spoken by both clips (clip 3's first line, so the locked drama's too).
    expect(filmsOf(await search('who I really am'))).toEqual([ids.first, ids.third, ids.locked, ids.single].sort());
  });

  it('finds a Russian phrase by its stem and answers the Russian title', async () => {
    const res = await search('ночь прошлая', 'ru');
    expect(filmsOf(res)).toEqual([ids.first, ids.single].sort());
    expect(res.data.items[0]).toMatchObject({ line: 'Где ты был прошлой ночью?' });
    expect(res.data.items.map((m: { film_title: string }) => m.film_title)).toContain('Драма first');
  });

  it('finds a Hindi phrase', async () => {
    const res = await search('कल रात', 'hi');
    expect(filmsOf(res)).toEqual([ids.first, ids.single].sort());
    expect(res.data.items[0].line).toBe('कल रात तुम कहाँ थे?');
  });

  it('searches the visitor’s language only', async () => {
    expect((await search('last night', 'ru')).data.items).toEqual([]);
  });

  it('keeps a locked episode’s lines past its first three unfound, and drafts out', async () => {
    // Clip 3's fourth line is in free episodes of "third" but only in locked ones of "locked".
    const fourth = readFileSync(new URL('../../media/clips/clip-3.en.vtt', import.meta.url), 'utf8')
      .trim()
      .split('\n')
      .at(-1)!;
    const res = await search(`"${fourth}"`);
    expect(filmsOf(res)).toEqual([ids.third]);
    expect(res.data.items[0].start).toBeGreaterThan(8);
    expect(filmsOf(await search('last night'))).not.toContain(ids.draft);
  });

  it('follows an uploaded track, its rollback, and a re-sync that finds nothing to do', async () => {
    const form = new FormData();
    form.append('file', new Blob(['WEBVTT\n\n00:00:04.250 --> 00:00:06.000\nThe lighthouse keeper never lies.\n']), 'track.vtt');
    const up = await server.app.request(`/api/admin/catalog/films/${ids.single}/episodes/1/subtitles/en`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${server.operator.token}` },
    });
    expect(up.status).toBe(200);
    const found = await search('lighthouse keepers');
    expect(found.data.items).toEqual([expect.objectContaining({ film_id: ids.single, episode_num: 1, start: 4.25 })]);
    expect(filmsOf(await search('last night'))).toEqual([ids.first]);
    const back = await server.call('POST', `/api/admin/catalog/films/${ids.single}/episodes/1/subtitles/en/rollback`, { json: { version: 1 } });
    expect(back.status).toBe(200);
    expect((await search('lighthouse')).data.items).toEqual([]);
    expect(filmsOf(await search('last night'))).toEqual([ids.first, ids.single].sort());
    // The uploaded file is served by no episode now: its lines are gone with it.
    const left = await server.t.ctx.db.execute(sql`select count(*)::int as n from dialogue_lines where text like '%lighthouse%'`);
    expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    expect(await syncDialogue(server.t.ctx.db, server.t.ctx.media)).toEqual({ changed: 0, indexed: 0, dropped: 0 });
  });

  it.each([
    ['tsquery operators', "last & | ! :* ( ) <-> 'night' \\"],
    ['SQL', "'; drop table dialogue_lines; --"],
    ['only stop words', 'the of and'],
    ['only punctuation', '?!.,;'],
    ['web search syntax', '"last night" -promise or whatever'],
  ])('answers %s without an error', async (_name, keyword) => {
    const res = await search(keyword);
    expect(res.code).toBe(0);
    expect(Array.isArray(res.data.items)).toBe(true);
  });

  it('refuses an empty, a huge keyword and a bad limit with validation keys', async () => {
    expect(await search('   ')).toMatchObject({ code: 400, msg: 'validation.keyword' });
    expect(await search('x'.repeat(101))).toMatchObject({ code: 400, msg: 'validation.keyword' });
    expect(await search('night '.repeat(2000))).toMatchObject({ code: 400, msg: 'validation.keyword' });
    expect(await search('night', 'en', 99)).toMatchObject({ code: 400, msg: 'validation.limit' });
  });

  it('answers many searches at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) => search(['last night', 'прошлой ночью', 'कल रात'][i % 3]!, ['en', 'ru', 'hi'][i % 3])),
    );
    expect(answers.map((res) => [res.code, res.data?.items?.length])).toEqual(answers.map(() => [0, 2]));
  });
});
