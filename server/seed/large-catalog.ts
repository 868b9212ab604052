import { count, eq, max } from 'drizzle-orm';
import type { Database } from '../db/database';
import { categories, filmCategories, films, filmTranslations } from '../db/schema/catalog';
import { LANGS } from './core/languages';
import { FEMALE_NAMES, nameIn } from './core/names';
import { rngFor } from './core/prng';
import { bulkLoad, type LoadPlan } from './db/bulk-load';
import { CATEGORY_SLUGS } from './phrases/phrase-bank';
import { PHRASE_BANKS } from './phrases/phrase-bank-registry';
import { DEFAULT_SEED } from './generators/catalog.generator';

const CHUNK = 10_000;
const DEMO_POSTERS = 200;

/**
 * Grows the catalog to `films` dramas for the search benchmark: only what search reads (a film row, a title in all
 * ten languages, one category). Titles combine the phrase banks' heads and tails with a heroine's name, so they are
 * varied and read naturally in every language. Idempotent: a catalog already that large is left alone.
 */
export async function seedLargeCatalog(db: Database, options: { films: number; seed?: number; log?: (msg: string) => void }): Promise<{ inserted: number }> {
  const seed = options.seed ?? DEFAULT_SEED;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(films);
  const [{ last } = { last: 0 }] = await db.select({ last: max(films.id) }).from(films);
  const missing = options.films - total;
  if (missing <= 0) return { inserted: 0 };
  const categoryRows = await db.select({ id: categories.id, slug: categories.slug }).from(categories).where(eq(categories.kind, 'category'));
  const categoryIds = CATEGORY_SLUGS.map((slug) => categoryRows.find((c) => c.slug === slug)?.id).filter((id): id is number => id !== undefined);
  const heads = PHRASE_BANKS.en.titleHeads.length;
  const tails = PHRASE_BANKS.en.titleTails.length;
  const started = performance.now();
  for (let from = (last ?? 0) + 1, left = missing; left > 0; from += CHUNK, left -= CHUNK) {
    const ids = Array.from({ length: Math.min(CHUNK, left) }, (_, i) => from + i);
    const picks = ids.map((id) => {
      const rng = rngFor(seed, 'large', id);
      return { id, head: rng.index(heads), tail: rng.index(tails), name: rng.pick(FEMALE_NAMES), hotness: rng.int(0, 1000) };
    });
    const plan: LoadPlan = [
      [
        films,
        picks.map(({ id, hotness }) => ({
          id,
          posterPath: `/media/posters/${((id - 1) % DEMO_POSTERS) + 1}.svg`,
          hotness,
          episodeCount: 60,
          runtimeMinutes: 12,
        })),
      ],
      [
        filmTranslations,
        picks.flatMap((p) =>
          LANGS.map((lang) => ({
            filmId: p.id,
            lang,
            title: `${PHRASE_BANKS[lang].composeTitle(p.head, p.tail)} — ${nameIn(p.name, lang)}`,
          })),
        ),
      ],
      [
        filmCategories,
        categoryIds.length === 0 ? [] : picks.map((p) => ({ filmId: p.id, categoryId: categoryIds[p.id % categoryIds.length]!, position: p.id })),
      ],
    ];
    await bulkLoad(db, plan, ['films'], async () => true);
    options.log?.(`large catalog: ${ids[ids.length - 1]} films (${Math.round(performance.now() - started)} ms)`);
  }
  return { inserted: missing };
}
