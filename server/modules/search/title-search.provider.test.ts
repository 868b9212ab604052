import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerContext } from '../../context';
import type { DatabaseConnection } from '../../db/connect';
import { films, filmTranslations } from '../../db/schema/catalog';
import { openTestContext } from '../catalog/catalog-test.harness';
import { insertCatalogFixture } from '../catalog/catalog.fixture';
import { searchFilms } from './search.service';

let ctx: ServerContext;
let connection: DatabaseConnection;
let filmIds: number[];

beforeAll(async () => {
  ({ ctx, connection } = await openTestContext());
  ({ filmIds } = await insertCatalogFixture(ctx));
});
afterAll(() => connection.close());

const firstHit = async (keyword: string) => (await searchFilms(ctx, 'en', { keyword, sort: 'relevance', page: 1, page_size: 5 })).items[0]?.id;

describe('title search index on the database', () => {
  it('builds on the first search and answers it in full', async () => {
    expect(await firstHit('midnigth')).toBe(filmIds[0]);
    expect((await ctx.parts.titleSearch.index()).size).toBeGreaterThan(0);
  });
  it('finds a film added after the index was built once the index is refreshed', async () => {
    const [film] = await ctx.db.insert(films).values({ posterPath: '/media/posters/9.jpg' }).returning({ id: films.id });
    await ctx.db.insert(filmTranslations).values({ filmId: film!.id, lang: 'en', title: 'Thunderous Harvest' });
    expect(await firstHit('thunderus harvest')).toBeUndefined();
    await ctx.parts.titleSearch.refresh();
    expect(await firstHit('thunderus harvest')).toBe(film!.id);
  });
  it('follows a renamed title and forgets the old name', async () => {
    await ctx.db.update(filmTranslations).set({ title: 'Quiet Agreement' }).where(eq(filmTranslations.filmId, filmIds[4]!));
    await ctx.parts.titleSearch.refresh();
    expect(await firstHit('quiet agreemnt')).toBe(filmIds[4]);
    expect(await firstHit('silent contract')).toBeUndefined();
  });
  it('keeps the same index when nothing changed', async () => {
    const before = await ctx.parts.titleSearch.refresh();
    expect(await ctx.parts.titleSearch.refresh()).toBe(before);
  });
});
