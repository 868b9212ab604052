import { eq, inArray } from 'drizzle-orm';
import type { FilmRef } from '../../../contract/common.schemas';
import type { Database } from '../../db/database';
import { films } from '../../db/schema/catalog';
import { filmTextJoins, localizedTitle } from '../catalog/film-card.loader';
import { posterUrl } from '../../media-store/media-url';

/** Title (English) and poster of the given dramas, by id; ids of deleted dramas are simply absent. */
export async function filmRefs(db: Database, ids: readonly number[]): Promise<Map<number, FilmRef>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const { tr, trEn, onLang, onEn } = filmTextJoins('en');
  const rows = await db
    .select({ id: films.id, title: localizedTitle, poster: films.posterPath })
    .from(films)
    .leftJoin(tr, onLang)
    .leftJoin(trEn, onEn)
    .where(inArray(films.id, unique));
  return new Map(rows.map((r) => [r.id, { id: r.id, title: r.title, poster_url: posterUrl(r.poster, 'en') }]));
}

/** The episode count of a drama (0 when it has none or is gone). */
export async function episodeCountOf(db: Database, filmId: number): Promise<number> {
  const [row] = await db.select({ n: films.episodeCount }).from(films).where(eq(films.id, filmId)).limit(1);
  return row?.n ?? 0;
}
