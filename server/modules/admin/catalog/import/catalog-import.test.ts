import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mp4Layout } from '../../../../media-store/mp4-faststart';
import { moovAtEnd } from '../../../../media-store/mp4-faststart.test-support';
import { LocalMediaStore } from '../../../../media-store/local.media-store';
import { createTestContext, type TestContext } from '../../../../test-context';
import { importCatalog } from './catalog-import';
import { CatalogImportError } from './import-error';

const EXAMPLE = join(import.meta.dirname, '../../../../../docs/catalog-example');
const TABLES = [
  'films',
  'film_translations',
  'categories',
  'category_translations',
  'film_categories',
  'contributors',
  'film_contributors',
  'episodes',
  'episode_translations',
] as const;

let test: TestContext;
let work: string;
beforeAll(async () => {
  test = await createTestContext();
  work = mkdtempSync(join(tmpdir(), 'catalog-import-'));
});
afterAll(async () => {
  await test.close();
  rmSync(work, { recursive: true, force: true });
});

/** Every row of the catalog tables, in a stable order, as one comparable value. */
async function catalogRows() {
  const out: Record<(typeof TABLES)[number], unknown[]> = {} as never;
  for (const table of TABLES) {
    const { rows } = (await test.ctx.db.execute(sql.raw(`select * from ${table} order by 1, 2`))) as unknown as { rows: unknown[] };
    out[table] = rows.map((row) => JSON.parse(JSON.stringify(row)) as unknown);
  }
  return out;
}

/** Files under `dir` (folders left empty by a taken-back import are no files: the store never serves them). */
const files = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true })
        .map(String)
        .filter((path) => statSync(join(dir, path)).isFile())
        .sort()
    : [];

/** A copy of the example folder with its manifest changed by `edit`. */
function exampleWith(name: string, edit: (manifest: any) => void): string {
  const folder = join(work, name);
  cpSync(EXAMPLE, folder, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(folder, 'catalog.json'), 'utf8'));
  edit(manifest);
  writeFileSync(join(folder, 'catalog.json'), JSON.stringify(manifest));
  return folder;
}

/** A local media store in `dir` (the import writes its files under catalog/). */
const storeIn = (dir: string) => new LocalMediaStore(dir);

async function refusal(folder: string, mediaRoot = join(work, 'media-refused')): Promise<CatalogImportError> {
  const error = await importCatalog(test.ctx.db, { folder, media: storeIn(mediaRoot) }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(CatalogImportError);
  return error as CatalogImportError;
}

describe('catalog import of an episode without faststart', () => {
  it('stores the episode with its index in front, byte for byte what +faststart writes, and refuses a broken MP4', async () => {
    const folder = exampleWith('slow-video', () => undefined);
    const original = readFileSync(join(EXAMPLE, 'videos/harbor-2.mp4'));
    writeFileSync(join(folder, 'videos/harbor-2.mp4'), moovAtEnd(new Uint8Array(original)));
    const storeRoot = join(work, 'media-faststart');
    const mediaRoot = join(storeRoot, 'catalog');
    const db = await createTestContext();
    try {
      await importCatalog(db.ctx.db, { folder, media: storeIn(storeRoot) });
      const videos = files(mediaRoot).filter((name) => name.endsWith('.mp4'));
      expect(videos).toHaveLength(3);
      for (const name of videos) expect(mp4Layout(new Uint8Array(readFileSync(join(mediaRoot, name))))).toEqual(['ftyp', 'moov', 'free', 'mdat']);
      expect(videos.some((name) => readFileSync(join(mediaRoot, name)).equals(original))).toBe(true);
    } finally {
      await db.close();
    }
    const broken = exampleWith('broken-video', () => undefined);
    writeFileSync(join(broken, 'videos/harbor-2.mp4'), moovAtEnd(new Uint8Array(original)).subarray(0, original.length - 100));
    const error = await refusal(broken);
    expect([error.file, error.field]).toEqual(['videos/harbor-2.mp4', 'dramas[0].episodes[1].video']);
  });
});

describe('catalog import of docs/catalog-example', () => {
  // The catalog's files in the store's directory (the store keeps its own bookkeeping beside them, under dot folders).
  const mediaRoot = () => join(work, 'media', 'catalog');
  let media: LocalMediaStore;
  beforeAll(() => {
    media = storeIn(join(work, 'media'));
  });

  it('a dry run on an empty catalog lists what it would create and changes nothing', async () => {
    const before = await catalogRows();
    const report = await importCatalog(test.ctx.db, { folder: EXAMPLE, media, dryRun: true });
    expect(report.changes.map((c) => `${c.kind}:${c.key}:${c.action}`)).toEqual([
      'category:coastal-romance:create',
      'category:family-saga:create',
      'topic:second-chances:create',
      'contributor:mara-quinn:create',
      'contributor:tomas-reyes:create',
      'contributor:asha-verma:create',
      'drama:the-harbor-promise:create',
      'drama:grandmothers-orchard:create',
    ]);
    expect(await catalogRows()).toEqual(before);
    expect(files(mediaRoot())).toEqual([]);
  });

  it('imports the two dramas with their texts, groups, people, episodes, subtitles and media files', async () => {
    const steps: string[] = [];
    const report = await importCatalog(test.ctx.db, { folder: EXAMPLE, media, progress: (done, total, label) => steps.push(`${done}/${total} ${label}`) });
    expect(report.filesWritten).toBe(13 - 2); // 2 posters + 3 videos + 6 subtitles
    expect(steps.at(-1)).toBe('4/4 wrote grandmothers-orchard');
    const rows = await catalogRows();
    expect(rows.films).toHaveLength(2);
    expect(rows.film_translations).toHaveLength(20);
    expect(rows.episodes).toHaveLength(3);
    expect(rows.categories).toHaveLength(3);
    expect(rows.contributors).toHaveLength(3);
    expect(rows.film_categories).toHaveLength(4);
    expect(rows.film_contributors).toHaveLength(4);
    const harbor = (rows.films as { slug: string; poster_path: string; episode_count: number }[]).find((f) => f.slug === 'the-harbor-promise')!;
    expect(harbor.episode_count).toBe(2);
    expect(harbor.poster_path).toMatch(/^\/media\/catalog\/the-harbor-promise\/poster-[0-9a-f]{16}\.webp$/);
    const episode = (rows.episodes as { video_path: string; subtitle_langs: string[] }[])[0]!;
    expect(episode.subtitle_langs).toEqual(['de', 'en']);
    const stored = episode.video_path.replace('/media/catalog/', '');
    expect(files(mediaRoot())).toContain(stored);
    expect(files(mediaRoot())).toContain(stored.replace('.mp4', '.de.vtt'));
    expect(readFileSync(join(mediaRoot(), stored))).toEqual(readFileSync(join(EXAMPLE, 'videos/harbor-1.mp4')));
    const de = (rows.film_translations as { lang: string; title: string; seo_title: string }[]).find(
      (t) => t.lang === 'de' && t.title === 'Das Versprechen am Hafen',
    );
    expect(de?.seo_title).toBe('Das Versprechen am Hafen: Küstenromanze ansehen');
  });

  it('imports again without duplicating or touching anything: same rows, same files', async () => {
    const rowsBefore = await catalogRows();
    const filesBefore = files(mediaRoot());
    const report = await importCatalog(test.ctx.db, { folder: EXAMPLE, media });
    expect(report.changes.every((c) => c.action === 'unchanged')).toBe(true);
    expect(report.filesWritten).toBe(0);
    expect(await catalogRows()).toEqual(rowsBefore);
    expect(files(mediaRoot())).toEqual(filesBefore);
  });

  it('a changed title and a removed episode are an update of that drama only, in place (same film id)', async () => {
    const folder = exampleWith('edited', (m) => {
      m.dramas[0].texts.fr.title = 'La Promesse du port (version longue)';
      m.dramas[0].episodes.pop();
    });
    const dry = await importCatalog(test.ctx.db, { folder, media, dryRun: true });
    expect(dry.changes.find((c) => c.key === 'the-harbor-promise')).toMatchObject({ action: 'update', fields: ['texts', 'episodes'] });
    expect(dry.changes.find((c) => c.key === 'grandmothers-orchard')?.action).toBe('unchanged');
    const before = await catalogRows();
    await importCatalog(test.ctx.db, { folder, media });
    const after = await catalogRows();
    expect(after.films.map((f: any) => f.id)).toEqual(before.films.map((f: any) => f.id));
    expect(after.episodes).toHaveLength(2);
    expect(after.film_translations.some((t: any) => t.title === 'La Promesse du port (version longue)')).toBe(true);
    // Back to the example: the episode returns.
    await importCatalog(test.ctx.db, { folder: EXAMPLE, media });
    expect((await catalogRows()).episodes).toHaveLength(3);
  });

  it('a failure while writing leaves the catalog and the media directory as they were', async () => {
    const folder = exampleWith('new-drama', (m) => {
      m.dramas[0].slug = 'harbor-remake';
      m.dramas[1].slug = 'orchard-remake';
      m.dramas[1].poster = 'posters/harbor.png';
      m.dramas[0].episodes[0].video = 'videos/orchard-1.mp4';
    });
    const before = await catalogRows();
    const filesBefore = files(mediaRoot());
    await test.ctx.db.execute(
      sql.raw(`create function refuse_orchard() returns trigger language plpgsql as $$
      begin if new.slug = 'orchard-remake' then raise exception 'refused by the test'; end if; return new; end $$`),
    );
    await test.ctx.db.execute(sql.raw(`create trigger refuse_orchard before insert on films for each row execute function refuse_orchard()`));
    try {
      await expect(importCatalog(test.ctx.db, { folder, media })).rejects.toThrow();
    } finally {
      await test.ctx.db.execute(sql.raw('drop trigger refuse_orchard on films'));
    }
    expect(await catalogRows()).toEqual(before);
    expect(files(mediaRoot())).toEqual(filesBefore);
  });
});

describe('bad input names the file and the field', () => {
  it('a wrong type in the manifest', async () => {
    const error = await refusal(exampleWith('bad-type', (m) => (m.dramas[1].texts.de.title = 42)));
    expect(error.file).toBe('catalog.json');
    expect(error.field).toBe('dramas[1].texts.de.title');
  });

  it('a language missing from a text', async () => {
    const error = await refusal(exampleWith('missing-lang', (m) => delete m.dramas[0].texts.sw));
    expect(error.message).toMatch(/^catalog\.json: dramas\[0\]\.texts\.sw: /);
  });

  it('an unknown category, a repeated episode number, a path leaving the folder', async () => {
    expect((await refusal(exampleWith('unknown-cat', (m) => m.dramas[0].categories.push('no-such-group')))).field).toBe('dramas[0].categories[1]');
    expect((await refusal(exampleWith('dup-ep', (m) => (m.dramas[0].episodes[1].number = 1)))).field).toBe('dramas[0].episodes[1].number');
    expect((await refusal(exampleWith('escape', (m) => (m.dramas[0].poster = '../../etc/passwd')))).field).toBe('dramas[0].poster');
  });

  it('a missing file, a video that is not MP4/WebM, a poster that is not an image, a broken subtitle', async () => {
    const missing = await refusal(exampleWith('missing-file', (m) => (m.dramas[0].episodes[0].video = 'videos/nope.mp4')));
    expect([missing.file, missing.field]).toEqual(['videos/nope.mp4', 'dramas[0].episodes[0].video']);

    const fakeVideo = exampleWith('fake-video', () => {});
    writeFileSync(join(fakeVideo, 'videos/harbor-2.mp4'), 'this is text, not a video');
    expect([(await refusal(fakeVideo)).file, (await refusal(fakeVideo)).field]).toEqual(['videos/harbor-2.mp4', 'dramas[0].episodes[1].video']);

    const fakePoster = exampleWith('fake-poster', () => {});
    writeFileSync(join(fakePoster, 'posters/orchard.png'), readFileSync(join(EXAMPLE, 'videos/harbor-1.mp4')));
    expect((await refusal(fakePoster)).field).toBe('dramas[1].poster');

    const badVtt = exampleWith('bad-vtt', () => {});
    writeFileSync(join(badVtt, 'subtitles/orchard-1.hi.vtt'), 'WEBVTT\n\n1\n00:00:05.000 --> 00:00:01.000\nbackwards\n');
    const error = await refusal(badVtt);
    expect(error.file).toBe('subtitles/orchard-1.hi.vtt');
    expect(error.field).toBe('dramas[1].episodes[0].subtitles.hi (line 4)');
  });

  it('an unreadable manifest', async () => {
    const folder = exampleWith('not-json', () => {});
    writeFileSync(join(folder, 'catalog.json'), '{ "version": 1, ');
    expect((await refusal(folder)).field).toBe('(json)');
  });
});
