import { and, eq, sql } from 'drizzle-orm';
import type { Lang } from '../../../contract/common.schemas';
import type { Contributor, FilmDetail } from '../../../contract/catalog/films.schemas';
import type { ServerContext } from '../../context';
import { films } from '../../db/schema/catalog';
import { favorites, ratings } from '../../db/schema/engagement';
import { filmKey, type SharedFilmDetail } from '../catalog/catalog-caches';
import { filmTextJoins, loadFilmCards, localizedSynopsis } from '../catalog/film-card.loader';
import { optionalMediaUrl } from '../../media-store/media-url';
import { okJsonText } from '../../http/envelope';

const contributorsJson = sql<Contributor[]>`(
  select coalesce(json_agg(json_build_object('id', p.id, 'role', fp.role, 'name', p.name,
    'character', fp.character_name, 'avatar_url', p.avatar_path) order by fp.position, p.id), '[]'::json)
  from film_contributors fp join contributors p on p.id = fp.contributor_id
  where fp.film_id = ${films.id})`;

async function loadShared(ctx: ServerContext, filmId: number, lang: Lang): Promise<SharedFilmDetail | undefined> {
  const j = filmTextJoins(lang);
  const [row] = await ctx.db
    .select({
      synopsis: localizedSynopsis,
      runtimeMinutes:
        sql<number>`coalesce((select ceil(sum(e.duration_seconds) / 60.0) from episodes e where e.film_id = ${films.id}), ${films.runtimeMinutes})`.mapWith(
          Number,
        ),
      releaseYear: films.releaseYear,
      favoriteCount: films.favoriteCount,
      commentCount: films.commentCount,
      shareCount: sql<number>`(select count(*) from share_records s where s.film_id = ${films.id})`.mapWith(Number),
      contributors: contributorsJson,
    })
    .from(films)
    .leftJoin(j.tr, j.onLang)
    .leftJoin(j.trEn, j.onEn)
    .where(eq(films.id, filmId));
  const [card] = row ? await loadFilmCards(ctx, [filmId], lang) : [];
  if (!row || !card) return undefined;
  return {
    ...card,
    synopsis: row.synopsis,
    runtime_minutes: row.runtimeMinutes,
    release_year: row.releaseYear,
    contributors: row.contributors.map((c) => ({ ...c, avatar_url: optionalMediaUrl(c.avatar_url), character: c.role === 'actor' ? c.character : null })),
    free_episodes: Math.min(ctx.config.freeEpisodes, card.episode_count),
    favorite_count: row.favoriteCount,
    comment_count: row.commentCount,
    share_count: row.shareCount,
  };
}

/** The caller's own favourite flag and score for a film (one indexed read). */
async function personal(ctx: ServerContext, filmId: number, userId: string) {
  const [row] = await ctx.db
    .select({
      favorited: sql<boolean>`exists (select 1 from ${favorites} where ${and(eq(favorites.userId, userId), eq(favorites.filmId, filmId))})`,
      myRating: sql<number | null>`(select ${ratings.score} from ${ratings} where ${and(eq(ratings.userId, userId), eq(ratings.filmId, filmId))})`,
    })
    .from(sql`(select 1) as one`);
  return { favorited: Boolean(row?.favorited), my_rating: row?.myRating ?? null };
}

async function sharedDetail(ctx: ServerContext, filmId: number, lang: Lang): Promise<SharedFilmDetail | undefined> {
  const { details } = ctx.parts.catalogCaches;
  let shared = details.get(filmKey(filmId, lang));
  if (!shared) {
    shared = await loadShared(ctx, filmId, lang);
    if (shared) details.set(filmKey(filmId, lang), shared);
  }
  return shared;
}

/** A film page, personalised when `userId` is given; undefined for an unknown film. The shared part is cached. */
export async function filmDetail(ctx: ServerContext, filmId: number, lang: Lang, userId?: string): Promise<FilmDetail | undefined> {
  const shared = await sharedDetail(ctx, filmId, lang);
  if (!shared) return undefined;
  const mine = userId ? await personal(ctx, filmId, userId) : { favorited: false, my_rating: null };
  return { ...shared, ...mine };
}

/** The whole answer of a film page for a visitor without a session, serialized once per cache lifetime. */
export async function anonymousFilmDetailAnswer(ctx: ServerContext, filmId: number, lang: Lang): Promise<string | undefined> {
  const { detailAnswers } = ctx.parts.catalogCaches;
  const cached = detailAnswers.get(filmKey(filmId, lang));
  if (cached) return cached;
  const film = await filmDetail(ctx, filmId, lang);
  if (!film) return undefined;
  const json = okJsonText(film);
  detailAnswers.set(filmKey(filmId, lang), json);
  return json;
}
