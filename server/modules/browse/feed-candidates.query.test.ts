import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerContext } from '../../context';
import type { DatabaseConnection } from '../../db/connect';
import { openTestContext, TEST_NOW } from '../catalog/catalog-test.harness';
import { CANDIDATE_CAPS, feedCandidates } from './feed-candidates.query';

/*
 * A catalog larger than any single cut (2,500 dramas, each played in German this week): the newest drama (never played),
 * the most played, and a drama of the visitor's category that nobody played are all candidates, and a page never
 * reads more than the sources' caps.
 */
let ctx: ServerContext;
let connection: DatabaseConnection;
let fresh: number;
let quietRomance: number;
let top: number;
let romance: number;
/** FEED_SCALE=100000 (on PostgreSQL: DATABASE_URL) measures the query at a large catalog; it prints the time. */
const MANY = Number(process.env.FEED_SCALE ?? 2_500);

beforeAll(async () => {
  ({ ctx, connection } = await openTestContext());
  const week = (days: number) => new Date(TEST_NOW.getTime() - days * 86_400_000).toISOString();
  await ctx.db.execute(sql`insert into films (poster_path, episode_count, created_at)
    select '/p.jpg', 3, ${week(400)}::timestamptz + make_interval(secs => n) from generate_series(1, ${MANY}) as n`);
  await ctx.db.execute(sql`insert into film_translations (film_id, lang, title) select id, 'de', 'T' || id from films`);
  // Every drama played once or more this week in German; the last one inserted most.
  await ctx.db.execute(sql`insert into plays (film_id, episode_num, lang, created_at)
    select f.id, 1, 'de', ${week(1)}::timestamptz from films f cross join generate_series(1, 2)`);
  top = Number(((await ctx.db.execute(sql`select max(id) as id from films`)) as unknown as { rows: { id: number }[] }).rows[0]!.id);
  await ctx.db.execute(
    sql`insert into plays (film_id, episode_num, lang, created_at) select ${top}, 1, 'de', ${week(1)}::timestamptz from generate_series(1, 50)`,
  );
  const insert = async (created: string) =>
    Number(
      (
        (await ctx.db.execute(
          sql`insert into films (poster_path, episode_count, created_at) values ('/p.jpg', 3, ${created}::timestamptz) returning id`,
        )) as unknown as { rows: { id: number }[] }
      ).rows[0]!.id,
    );
  fresh = await insert(week(0.5));
  quietRomance = await insert(week(500));
  for (const id of [fresh, quietRomance]) await ctx.db.execute(sql`insert into film_translations (film_id, lang, title) values (${id}, 'de', 'X')`);
  romance = Number(
    (
      (await ctx.db.execute(sql`insert into categories (slug, kind) values ('romance-scale', 'category') returning id`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows[0]!.id,
  );
  await ctx.db.execute(sql`insert into film_categories (film_id, category_id) values (${quietRomance}, ${romance})`);
  // As a server does after loading a catalog (planner statistics refreshed).
  await ctx.db.execute(sql`analyze`);
}, 600_000);
afterAll(() => connection.close());

describe('feed candidates at scale', () => {
  it('the newest drama, the most played and an unplayed drama of a watched category are candidates, within the caps', async () => {
    const read = () => feedCandidates(ctx, 'de', [], [romance], new Map([[romance, 'romance-scale']]));
    await read();
    const started = performance.now();
    const rows = await read();
    if (process.env.FEED_SCALE) console.log(`feed candidates of ${MANY + 2} dramas: ${rows.length} rows in ${(performance.now() - started).toFixed(1)} ms`);
    const ids = new Set(rows.map((r) => r.filmId));
    expect(ids.has(fresh)).toBe(true);
    expect(ids.has(top)).toBe(true);
    expect(ids.has(quietRomance)).toBe(true);
    const caps = CANDIDATE_CAPS;
    expect(rows.length).toBeLessThanOrEqual(caps.newest + caps.popularInLanguage + caps.popularEverywhere + caps.rest + caps.perTasteCategory);
    expect(rows.find((r) => r.filmId === top)).toMatchObject({ weekPlays: 52, categories: [] });
    expect(rows.find((r) => r.filmId === quietRomance)).toMatchObject({ weekPlays: 0, categories: ['romance-scale'] });
  });

  it('without the category, the unplayed old drama is left for later pages; shown dramas never come back', async () => {
    const rows = await feedCandidates(ctx, 'de', [fresh, top], [], new Map());
    const ids = new Set(rows.map((r) => r.filmId));
    expect(ids.has(quietRomance)).toBe(false);
    expect(ids.has(fresh) || ids.has(top)).toBe(false);
  });
});
