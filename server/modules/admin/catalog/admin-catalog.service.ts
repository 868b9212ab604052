import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { LANGUAGES, type Lang } from '../../../../contract/common.schemas';
import type { AdminDrama, DramaInput } from '../../../../contract/admin/catalog.schemas';
import type { ServerContext } from '../../../context';
import type { Database } from '../../../db/database';
import { categories, categoryTranslations, contributors, episodes, films } from '../../../db/schema/catalog';
import { AppError } from '../../../http/app-error';
import { writeAudit } from '../audit-log';
import { followCatalogEdit } from './catalog-follow-up';
import { syncFilmDialogue } from '../../search/dialogue.index';
import type { DramaRecord, EpisodeRecord } from './drama-record';
import { filmIdOfSlug, readDramaRecord, resolveReferences, writeDrama } from './drama-store';

type Operator = { readonly id: string; readonly email: string };

/** A new drama has no poster until one is uploaded; the column needs a value, and a draft is never shown. */
const NO_POSTER = '';

function toAdminDrama(id: number, r: DramaRecord): AdminDrama {
  return {
    id,
    slug: r.slug,
    original_lang: r.originalLang,
    release_year: r.releaseYear,
    texts: Object.fromEntries(
      LANGUAGES.map((l) => [
        l,
        {
          title: r.texts[l].title,
          synopsis: r.texts[l].synopsis,
          tagline: r.texts[l].tagline,
          seo_title: r.texts[l].seoTitle,
          seo_description: r.texts[l].seoDescription,
        },
      ]),
    ) as AdminDrama['texts'],
    categories: r.categories,
    topics: r.topics,
    contributors: r.contributors,
    published: r.published,
    poster_url: r.posterPath || null,
    episodes: r.episodes.map((e) => ({
      number: e.number,
      duration_seconds: e.durationSeconds,
      free: e.free,
      video_url: e.videoPath,
      subtitle_langs: e.subtitleLangs,
    })),
  };
}

export async function adminDrama(ctx: ServerContext, filmId: number): Promise<AdminDrama> {
  const record = await readDramaRecord(ctx.db, filmId);
  if (!record) throw new AppError(404, 'film.not_found');
  return toAdminDrama(filmId, record);
}

export async function listDramas(ctx: ServerContext, page: number, pageSize: number) {
  const title = sql<string>`coalesce((select t.title from film_translations t where t.film_id = ${films.id} and t.lang = 'en'), '')`;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ id: films.id, slug: films.slug, title, published: films.published, episodeCount: films.episodeCount, posterPath: films.posterPath })
      .from(films)
      .orderBy(desc(films.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    ctx.db.select({ n: count() }).from(films),
  ]);
  const items = rows.map((r) => ({
    id: r.id,
    slug: r.slug ?? `film-${r.id}`,
    title: r.title,
    published: r.published,
    episode_count: r.episodeCount,
    poster_url: r.posterPath || null,
  }));
  return { items, page, page_size: pageSize, total: total?.n ?? 0 };
}

export async function catalogChoices(ctx: ServerContext, lang: Lang) {
  const [groups, people] = await Promise.all([
    ctx.db
      .select({ slug: categories.slug, kind: categories.kind, name: sql<string>`coalesce(${categoryTranslations.name}, ${categories.slug})` })
      .from(categories)
      .leftJoin(categoryTranslations, sql`${categoryTranslations.categoryId} = ${categories.id} and ${categoryTranslations.lang} = ${lang}`)
      .orderBy(asc(categories.kind), asc(categories.position), asc(categories.slug)),
    ctx.db
      .select({ id: contributors.id, externalId: contributors.externalId, name: contributors.name })
      .from(contributors)
      .orderBy(asc(contributors.name))
      .limit(2000),
  ]);
  return {
    categories: groups.filter((g): g is typeof g & { kind: 'category' | 'topic' } => g.kind !== 'ranking'),
    contributors: people.map((p) => ({ id: p.externalId ?? `contributor-${p.id}`, name: p.name })),
  };
}

function recordOf(input: DramaInput, base: Pick<DramaRecord, 'published' | 'posterPath' | 'episodes'>): DramaRecord {
  return {
    slug: input.slug,
    originalLang: input.original_lang,
    releaseYear: input.release_year,
    texts: Object.fromEntries(
      LANGUAGES.map((l) => {
        const t = input.texts[l];
        return [l, { title: t.title, synopsis: t.synopsis, tagline: t.tagline, seoTitle: t.seo_title, seoDescription: t.seo_description }];
      }),
    ) as DramaRecord['texts'],
    categories: input.categories,
    topics: input.topics,
    contributors: input.contributors,
    ...base,
  };
}

/**
 * Applies `change` to the stored drama inside one transaction that also writes the audit entry (before/after),
 * then lets caches, search and sitemap follow. Answers the drama as stored.
 */
export async function changeDrama(
  ctx: ServerContext,
  operator: Operator,
  filmId: number | undefined,
  action: string,
  change: (before: DramaRecord | undefined, tx: Database) => Promise<DramaRecord>,
): Promise<AdminDrama> {
  const id = await ctx.db.transaction(async (tx) => {
    // One change of a drama at a time: a second operator's save waits instead of interleaving episode numbers.
    if (filmId !== undefined) await tx.execute(sql`select id from films where id = ${filmId} for update`);
    const before = filmId === undefined ? undefined : await readDramaRecord(tx, filmId);
    if (filmId !== undefined && !before) throw new AppError(404, 'film.not_found');
    const after = await change(before, tx);
    const holder = await filmIdOfSlug(tx, after.slug);
    if (holder !== undefined && holder !== filmId) throw new AppError(409, 'catalog.slug_taken');
    const refs = await resolveReferences(tx, after);
    if (refs.missing.length) throw new AppError(400, 'catalog.unknown_reference');
    if (after.published && (!after.posterPath || after.episodes.length === 0)) throw new AppError(409, 'catalog.not_publishable');
    const written = await writeDrama(tx, filmId, after);
    // A new video brings the tracks beside it: dialogue search follows in the same transaction.
    await syncFilmDialogue(tx, ctx.media, written);
    if (before?.published !== after.published) await tx.execute(sql`select nextval('film_titles_version')`);
    await writeAudit(tx, ctx.clock, { operator, action, subjectType: 'film', subjectId: written, before: before ?? null, after });
    return written;
  });
  await followCatalogEdit(ctx, id);
  return adminDrama(ctx, id);
}

export const createDrama = (ctx: ServerContext, operator: Operator, input: DramaInput) =>
  changeDrama(ctx, operator, undefined, 'film.created', async () => recordOf(input, { published: false, posterPath: NO_POSTER, episodes: [] }));

export const updateDrama = (ctx: ServerContext, operator: Operator, filmId: number, input: DramaInput) =>
  changeDrama(ctx, operator, filmId, 'film.updated', async (before) =>
    recordOf(input, { published: before!.published, posterPath: before!.posterPath, episodes: before!.episodes }),
  );

export const publishDrama = (ctx: ServerContext, operator: Operator, filmId: number, published: boolean) =>
  changeDrama(ctx, operator, filmId, published ? 'film.published' : 'film.unpublished', async (before) => ({ ...before!, published }));

export const setPoster = (ctx: ServerContext, operator: Operator, filmId: number, posterPath: string) =>
  changeDrama(ctx, operator, filmId, 'film.poster_uploaded', async (before) => ({ ...before!, posterPath }));

export const addEpisode = (ctx: ServerContext, operator: Operator, filmId: number, episode: Omit<EpisodeRecord, 'number'>) =>
  changeDrama(ctx, operator, filmId, 'episode.added', async (before) => {
    const next = Math.max(0, ...before!.episodes.map((e) => e.number)) + 1;
    return { ...before!, episodes: [...before!.episodes, { ...episode, number: next }] };
  });

export const setEpisodeFree = (ctx: ServerContext, operator: Operator, filmId: number, number: number, free: boolean) =>
  changeDrama(ctx, operator, filmId, 'episode.free_changed', async (before) => {
    if (!before!.episodes.some((e) => e.number === number)) throw new AppError(404, 'episode.not_found');
    return { ...before!, episodes: before!.episodes.map((e) => (e.number === number ? { ...e, free } : e)) };
  });

/**
 * Renumbers the episodes 1..n in the given order. Episode rows are keyed by number, so the rows are first moved
 * out of the way (negative numbers) and then written under their new numbers; comments and plays follow their row.
 */
export const reorderEpisodes = (ctx: ServerContext, operator: Operator, filmId: number, order: number[]) =>
  changeDrama(ctx, operator, filmId, 'episode.reordered', async (before, tx) => {
    const current = before!.episodes.map((e) => e.number).sort((a, b) => a - b);
    if (order.length !== current.length || [...order].sort((a, b) => a - b).some((n, i) => n !== current[i])) throw new AppError(400, 'catalog.episode_order');
    await tx
      .update(episodes)
      .set({ episodeNum: sql`-${episodes.episodeNum}` })
      .where(eq(episodes.filmId, filmId));
    for (const [index, number] of order.entries()) {
      await tx
        .update(episodes)
        .set({ episodeNum: index + 1 })
        .where(sql`${episodes.filmId} = ${filmId} and ${episodes.episodeNum} = ${-number}`);
    }
    const byNumber = new Map(before!.episodes.map((e) => [e.number, e]));
    return { ...before!, episodes: order.map((number, index) => ({ ...byNumber.get(number)!, number: index + 1 })) };
  });
