import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCKED_TRANSCRIPT_LINES } from '../../../contract/film/transcript.schemas';
import { createApp } from '../../app';
import { episodes, films } from '../../db/schema/catalog';
import { createTestContext, type TestContext } from '../../test-context';
import { send } from '../../test-request';
import { sharingClient } from '../sharing/sharing.test-support';
import { trackKey } from './transcript.service';

let t: TestContext;
let app: ReturnType<typeof createApp>;
let filmId: number;
let client: ReturnType<typeof sharingClient>;

const cues = Array.from({ length: 6 }, (_, i) => `00:0${i}.000 --> 00:0${i}.900\n<v Mia>Zeile ${i + 1} &amp; mehr</v>`);

beforeAll(async () => {
  t = await createTestContext();
  app = createApp(t.ctx);
  client = sharingClient(app, t);
  const [film] = await t.ctx.db.insert(films).values({ posterPath: 'posters/1.jpg', episodeCount: 12 }).returning();
  filmId = film!.id;
  await t.ctx.db.insert(episodes).values(
    Array.from({ length: 12 }, (_, i) => ({
      filmId,
      episodeNum: i + 1,
      durationSeconds: 90,
      videoPath: '/media/clips/t-1.mp4',
      subtitleLangs: ['de', 'ru'],
    })),
  );
  await t.ctx.media.put('clips/t-1.de.vtt', new TextEncoder().encode(`WEBVTT\n\n${cues.join('\n\n')}\n`), { contentType: 'text/vtt' });
});
afterAll(() => t.close());

const read = (episode: number | string, lang: string, fingerprint?: string) =>
  send(app, 'GET', `/api/films/transcript/${filmId}?episode_num=${episode}&lang=${lang}`, { fingerprint });

describe("an episode's transcript", () => {
  it('answers every line with its times and plain text for a free episode', async () => {
    const res = await read(2, 'de', await client.newVisitor());
    expect(res.body.code).toBe(0);
    expect(res.body.data).toMatchObject({ film_id: filmId, episode_num: 2, lang: 'de', locked: false, total_lines: 6 });
    expect(res.body.data.lines).toHaveLength(6);
    expect(res.body.data.lines[0]).toEqual({ start: 0, end: 0.9, text: 'Zeile 1 & mehr' });
  });

  it('shows a locked episode’s first lines only, and says it is locked', async () => {
    const res = await read(11, 'de', await client.newVisitor());
    expect(res.body.data).toMatchObject({ locked: true, total_lines: 6 });
    expect(res.body.data.lines).toHaveLength(LOCKED_TRANSCRIPT_LINES);
  });

  it.each([
    ['a language without a track', 2, 'hi', 404, 'transcript.not_found'],
    ['a language listed whose file is missing', 2, 'ru', 404, 'transcript.not_found'],
    ['an episode the drama has not', 40, 'de', 404, 'episode.not_found'],
    ['a language the site has not', 2, 'ja', 400, undefined],
    ['a malformed episode number', 'two', 'de', 400, undefined],
  ])('refuses %s', async (_name, episode, lang, status, msg) => {
    const res = await read(episode, lang, await client.newVisitor());
    expect(res.status).toBe(status);
    if (msg) expect(res.body.msg).toBe(msg);
  });
});

describe('trackKey', () => {
  it.each([
    ['/media/clips/clip-1.mp4', 'hi', 'clips/clip-1.hi.vtt'],
    ['clips/ep1.webm', 'de', 'clips/ep1.de.vtt'],
    ['https://cdn.example/ep1.mp4', 'de', null],
    ['/media/../secret.mp4', 'de', null],
  ])('%s in %s is %s', (path, lang, key) => {
    expect(trackKey(path, lang)).toBe(key);
  });

  it("is the current version's file once an operator replaced the track", () => {
    const paths = { de: '/media/catalog/harbor/ep1-ab12.de.vtt' };
    expect(trackKey('/media/clips/ep1.mp4', 'de', paths)).toBe('catalog/harbor/ep1-ab12.de.vtt');
    expect(trackKey('/media/clips/ep1.mp4', 'hi', paths)).toBe('clips/ep1.hi.vtt');
  });
});
