import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseConnection } from '../db/connect';
import type { Database } from '../db/database';
import { migrateDatabase } from '../db/migrate';
import { renderBodyHtml } from '../modules/content/body-html.renderer';
import { recountEngagementCounters } from '../modules/community/film-counters.recount';
import { generateCatalog } from './generators/catalog.generator';
import { seedLargeCatalog } from './large-catalog';
import { seedDatabase } from './seed';
import { posterUrl } from '../media-store/media-url';
import { LocalMediaStore } from '../media-store/local.media-store';

const NOW = new Date('2026-11-21T00:00:00Z');
const SMALL = { films: 24, comments: 800, now: NOW } as const;

async function rows<T>(db: Database, query: string): Promise<T[]> {
  return ((await db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}

/** Row counts and text sizes of the seeded tables, to compare two databases. */
async function fingerprint(db: Database): Promise<unknown[]> {
  return rows(
    db,
    `select
    (select count(*)::int from films) films, (select count(*)::int from film_translations) film_texts,
    (select count(*)::int from episodes) episodes, (select sum(length(body))::int from plot_translations) plot_chars,
    (select count(*)::int from comments) comments, (select count(*)::int from comment_likes) likes,
    (select sum(rating_sum)::int from films) rating_sum, (select count(*)::int from guides) guides,
    (select string_agg(title, '|' order by film_id) from film_translations where lang = 'ru') ru_titles`,
  );
}

let connection: DatabaseConnection;
let mediaDir: string;
beforeAll(async () => {
  mediaDir = mkdtempSync(join(tmpdir(), 'seed-media-'));
  connection = await connectDatabase({ dataDir: 'memory://' });
  await migrateDatabase(connection);
});
afterAll(async () => {
  await connection.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

describe('seedDatabase on PGlite', () => {
  it('seeds an empty database with the generated catalog, then is a no-op', async () => {
    const expected = generateCatalog(SMALL);
    expect(await seedDatabase(connection.db, { ...SMALL, media: new LocalMediaStore(mediaDir) })).toEqual({ seeded: true });
    const [counts] = await rows<Record<string, number>>(
      connection.db,
      `select
      (select count(*)::int from films) films, (select count(*)::int from episodes) episodes,
      (select count(*)::int from plot_translations) plots, (select count(*)::int from comments) comments,
      (select count(*)::int from users) users, (select count(distinct lang)::int from film_translations) langs`,
    );
    expect(counts).toEqual({
      films: 24,
      episodes: expected.episodes.length,
      plots: expected.episodes.length * 10,
      comments: expected.comments.length,
      users: expected.users.length,
      langs: 10,
    });
    const before = await fingerprint(connection.db);
    expect(await seedDatabase(connection.db, { ...SMALL, media: new LocalMediaStore(mediaDir) })).toEqual({ seeded: false });
    expect(await fingerprint(connection.db)).toEqual(before);
  });

  it('stores article and guide bodies as text with markup, which renders to headings and paragraphs', async () => {
    const bodies = await rows<{ body: string }>(connection.db, 'select body from blog_article_translations union all select body from guide_translations');
    expect(bodies.length).toBeGreaterThan(100);
    for (const { body } of bodies) {
      expect(body).not.toMatch(/<\/?(p|h2)>/);
      const html = renderBodyHtml(body);
      expect(html).toMatch(/^<(p|h2)>/);
      expect(html).toContain('</p>');
      expect(html).not.toMatch(/&lt;\/?(p|h2)&gt;/);
    }
  });

  it('turns bodies stored as HTML by earlier seeds back into text with migration 0004', async () => {
    const [article] = await rows<{ article_id: number; lang: string; body: string }>(
      connection.db,
      "select article_id, lang, body from blog_article_translations where body like '%## %' order by article_id, lang limit 1",
    );
    const original = `${article!.body}\n\nFish & chips <b>"bold"</b> it's`;
    // Earlier seeds wrote each section as <h2> plus its <p>s with no line break between them.
    const html = renderBodyHtml(original).replace(/\n(?!<h2>)/g, '');
    await connection.db.execute(sql`update blog_article_translations set body = ${html} where article_id = ${article!.article_id} and lang = ${article!.lang}`);
    const migration = readFileSync(join(import.meta.dirname, '../db/migrations/0004_article_bodies_as_text.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await connection.db.execute(sql.raw(statement));
    const [after] = await rows<{ body: string }>(
      connection.db,
      `select body from blog_article_translations where article_id = ${article!.article_id} and lang = '${article!.lang}'`,
    );
    expect(after!.body).toBe(original);
  });

  it("stores counters that the engagement module's recount reproduces exactly", async () => {
    const snapshot = () =>
      rows(
        connection.db,
        `select
      (select string_agg(concat_ws(',', id, comment_count, favorite_count, rating_sum, rating_count), ';' order by id) from films) films,
      (select string_agg(concat_ws(',', id, like_count, reply_count), ';' order by id) from comments) comments`,
      );
    const stored = await snapshot();
    await recountEngagementCounters(connection.db);
    expect(await snapshot()).toEqual(stored);
  });

  it('moves the serial sequences past the seeded ids', async () => {
    const [next] = await rows<{ id: number }>(connection.db, `insert into contributors (name) values ('New Person') returning id`);
    const [max] = await rows<{ id: number }>(connection.db, "select max(id)::int id from contributors where name <> 'New Person'");
    expect(next!.id).toBe(max!.id + 1);
  });

  it('draws the posters, photos and avatars the rows point to', async () => {
    const [film] = await rows<{ poster_path: string }>(connection.db, 'select poster_path from films where id = 1');
    const poster = readFileSync(join(mediaDir, film!.poster_path.replace('/media/', '')), 'utf8');
    expect(poster).toMatch(/^<svg [^>]*viewBox="0 0 360 640"/);
    // posterUrl serves the same poster with the title in the page's language.
    const [russian] = await rows<{ title: string }>(connection.db, "select title from film_translations where film_id = 1 and lang = 'ru'");
    const localized = readFileSync(join(mediaDir, posterUrl(film!.poster_path, 'ru').replace('/media/', '')), 'utf8');
    expect(localized).toContain(russian!.title.toLocaleUpperCase('ru').split(' ')[0]);
    expect(localized).not.toEqual(poster);
    const [photo] = await rows<{ path: string }>(connection.db, 'select path from photos order by id desc limit 1');
    const [avatar] = await rows<{ avatar_path: string }>(connection.db, 'select avatar_path from users limit 1');
    for (const path of [photo!.path, avatar!.avatar_path]) expect(existsSync(join(mediaDir, path.replace('/media/', '')))).toBe(true);
  });

  it('writes the same data through multi-row INSERTs when the driver is not PGlite (PostgreSQL servers)', async () => {
    const tiny = { films: 2, comments: 30, now: NOW, media: false } as const;
    const copied = await connectDatabase({ dataDir: 'memory://' });
    const inserted = await connectDatabase({ dataDir: 'memory://' });
    try {
      await migrateDatabase(copied);
      await migrateDatabase(inserted);
      // Hiding the PGlite client makes the loader take the path it uses on node-postgres.
      const plain = new Proxy(inserted.db, { get: (target, key) => (key === '$client' ? undefined : Reflect.get(target, key)) });
      expect(await seedDatabase(plain, tiny)).toEqual({ seeded: true });
      expect(await seedDatabase(copied.db, tiny)).toEqual({ seeded: true });
      expect(await fingerprint(inserted.db)).toEqual(await fingerprint(copied.db));
    } finally {
      await copied.close();
      await inserted.close();
    }
  }, 180_000);

  it('grows the catalog for the search benchmark, idempotently', async () => {
    expect(await seedLargeCatalog(connection.db, { films: 60 })).toEqual({ inserted: 36 });
    expect(await seedLargeCatalog(connection.db, { films: 60 })).toEqual({ inserted: 0 });
    const [counts] = await rows<{ films: number; texts: number }>(
      connection.db,
      `select (select count(*)::int from films) films,
      (select count(*)::int from film_translations where film_id > 24) texts`,
    );
    expect(counts).toEqual({ films: 60, texts: 360 });
    const hits = await rows<{ title: string }>(
      connection.db,
      `select title from film_translations where lang = 'en' and title % 'the secret brid of the billionare' limit 5`,
    );
    expect(hits.length).toBeGreaterThan(0);
  });
});
