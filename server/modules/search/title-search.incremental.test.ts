import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerContext } from '../../context';
import { startChangeListener } from '../../db/change-listener';
import type { DatabaseConnection } from '../../db/connect';
import type { StopListening } from '../../db/notice-listener';
import { films, filmTranslations } from '../../db/schema/catalog';
import { openTestContext } from '../catalog/catalog-test.harness';
import { insertCatalogFixture } from '../catalog/catalog.fixture';
import { searchFilms } from './search.service';

let ctx: ServerContext;
let connection: DatabaseConnection;
let stop: StopListening;
let filmIds: number[];

beforeAll(async () => {
  ({ ctx, connection } = await openTestContext());
  ({ filmIds } = await insertCatalogFixture(ctx));
  stop = await startChangeListener(ctx, connection);
});
afterAll(async () => {
  await stop();
  await connection.close();
});

const hits = async (keyword: string) => (await searchFilms(ctx, 'en', { keyword, sort: 'relevance', page: 1, page_size: 5 })).items.map((f) => f.id);

/** Polls until `probe` holds (the notice is applied after the write's commit), failing after a deadline. */
async function eventually(probe: () => Promise<boolean>, deadlineMs = 5_000): Promise<void> {
  const end = Date.now() + deadlineMs;
  while (!(await probe())) {
    if (Date.now() > end) throw new Error('not seen before the deadline');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('title search index following change notices (PGlite: the same LISTEN/NOTIFY path in one process)', () => {
  it('is not ready before its first build', async () => {
    expect(ctx.parts.titleSearch.ready).toBe(false);
    await ctx.parts.titleSearch.index();
    expect(ctx.parts.titleSearch.ready).toBe(true);
  });
  it('takes a rename and a new film without rebuilding the main index', async () => {
    const main = await ctx.parts.titleSearch.index();
    await ctx.db.update(filmTranslations).set({ title: 'Quiet Agreement' }).where(eq(filmTranslations.filmId, filmIds[4]!));
    const [film] = await ctx.db.insert(films).values({ posterPath: '/media/posters/9.jpg' }).returning({ id: films.id });
    await ctx.db.insert(filmTranslations).values({ filmId: film!.id, lang: 'en', title: 'Thunderous Harvest' });
    await eventually(async () => (await hits('quiet agreemnt'))[0] === filmIds[4] && (await hits('thunderus harvest'))[0] === film!.id);
    expect(await hits('silent contract')).not.toContain(filmIds[4]);
    expect(await ctx.parts.titleSearch.index()).toBe(main);
  });
  it('forgets a deleted film', async () => {
    await ctx.db.delete(filmTranslations).where(eq(filmTranslations.filmId, filmIds[4]!));
    await eventually(async () => !(await hits('quiet agreement')).includes(filmIds[4]!));
  });
});
