import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerContext } from '../../context';
import type { DatabaseConnection } from '../../db/connect';
import { categories, categoryTranslations, filmCategories, filmTranslations } from '../../db/schema/catalog';
import { setRating } from '../community/rating.service';
import { openTestContext, signedInUser } from './catalog-test.harness';
import { insertCatalogFixture } from './catalog.fixture';
import { loadFilmCards, ratingAverage } from './film-card.loader';

let ctx: ServerContext;
let connection: DatabaseConnection;
let filmIds: number[];

beforeAll(async () => {
  ({ ctx, connection } = await openTestContext());
  ({ filmIds } = await insertCatalogFixture(ctx));
});
afterAll(() => connection.close());

/** Renames a film in one language behind the caches' back, so only a fresh read can show the new title. */
const rename = (filmId: number, lang: string, title: string) =>
  ctx.db
    .update(filmTranslations)
    .set({ title })
    .where(and(eq(filmTranslations.filmId, filmId), eq(filmTranslations.lang, lang)));

describe('film cards', () => {
  it('come in the order asked, skip unknown ids, and name titles and aggregates in the language asked', async () => {
    const [first, fifth] = [filmIds[0]!, filmIds[4]!];
    const de = await loadFilmCards(ctx, [fifth, 999_999, first], 'de');
    expect(de.map((c) => c.id)).toEqual([fifth, first]);
    // Film 5 has no German title: English is shown. Rankings are neither categories nor tags.
    expect(de[0]).toMatchObject({ title: 'Silent Contract', categories: [{ slug: 'revenge', name: 'DE revenge' }], tags: [] });
    expect(de[1]).toMatchObject({ title: 'Die Mitternachtsbraut', categories: [{ slug: 'romance', name: 'DE romance' }], tags: ['DE ceo-love'] });
    // No Spanish aggregate names in the fixture: English ones.
    const [es] = await loadFilmCards(ctx, [first], 'es');
    expect(es).toMatchObject({ title: 'La novia de medianoche', categories: [{ slug: 'romance', name: 'EN romance' }], tags: ['EN ceo-love'] });
  });

  it('are kept per film and language until a writer evicts the film', async () => {
    const filmId = filmIds[1]!;
    const [enBefore] = await loadFilmCards(ctx, [filmId], 'en');
    const [deBefore] = await loadFilmCards(ctx, [filmId], 'de');
    expect([enBefore!.title, deBefore!.title]).toEqual(['The Billionaire Returns', 'Die Rückkehr des Milliardärs']);
    await rename(filmId, 'en', 'Renamed');
    await rename(filmId, 'de', 'Umbenannt');
    // Served from memory: each language keeps its own card.
    expect((await loadFilmCards(ctx, [filmId], 'en'))[0]).toEqual(enBefore);
    expect((await loadFilmCards(ctx, [filmId], 'de'))[0]).toEqual(deBefore);
    const member = await signedInUser(ctx, 'card-rater');
    await setRating(ctx, member.id, filmId, 4);
    // The rating writer evicts the film in every language: both cards are read again.
    expect((await loadFilmCards(ctx, [filmId], 'en'))[0]).toMatchObject({ title: 'Renamed', rating_avg: 4, rating_count: 1 });
    expect((await loadFilmCards(ctx, [filmId], 'de'))[0]).toMatchObject({ title: 'Umbenannt', rating_avg: 4, rating_count: 1 });
  });

  it('name an aggregate created after the aggregate names were read', async () => {
    const filmId = filmIds[3]!;
    await loadFilmCards(ctx, [filmIds[2]!], 'en');
    const [topic] = await ctx.db.insert(categories).values({ slug: 'moonlight', kind: 'topic', position: 9 }).returning({ id: categories.id });
    await ctx.db.insert(categoryTranslations).values({ categoryId: topic!.id, lang: 'en', name: 'Moonlight' });
    await ctx.db.insert(filmCategories).values({ filmId, categoryId: topic!.id, position: 9 });
    const [card] = await loadFilmCards(ctx, [filmId], 'en');
    expect(card).toMatchObject({ categories: [{ slug: 'romance', name: 'EN romance' }], tags: ['Moonlight'] });
  });
});

describe('ratingAverage', () => {
  it('is the average to one decimal, halves up, counted exactly on the integers', () => {
    expect(ratingAverage(0, 0)).toBe(0);
    expect(ratingAverage(5, 1)).toBe(5);
    expect(ratingAverage(13, 3)).toBe(4.3);
    expect(ratingAverage(9, 2)).toBe(4.5);
    // 4.35 exactly: its nearest double lies below the half, the rounding must not follow it.
    expect(ratingAverage(87, 20)).toBe(4.4);
    expect(ratingAverage(2_000_001, 1_000_000)).toBe(2);
    expect(ratingAverage(1_049_999, 1_000_000)).toBe(1);
    expect(ratingAverage(1_050_000, 1_000_000)).toBe(1.1);
  });
});
