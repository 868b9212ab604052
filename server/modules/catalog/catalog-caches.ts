import { LANGUAGES } from '../../../contract/common.schemas';
import type { FilmCard, FilmDetail } from '../../../contract/films.schemas';
import type { ServerContext } from '../../context';
import { changeHub, type ChangedIds } from '../../db/change-hub';
import { answerCache } from '../../http/answer-cache';
import { TtlCache } from '../../cache/ttl-cache';

/** The non-personal part of a film page; `favorited` and `my_rating` are added per request. */
export type SharedFilmDetail = Omit<FilmDetail, 'favorited' | 'my_rating'>;

/** Caches shared by the catalog (readers) and engagement (writers that evict what they change). */
export interface CatalogCaches {
  readonly cards: TtlCache<FilmCard>;
  readonly details: TtlCache<SharedFilmDetail>;
  /** The whole anonymous film-detail answer, serialized (most film pages are read by visitors without a session). */
  readonly detailAnswers: TtlCache<string>;
  /** Ids of the most played films of the last 7 days (the `is_hot` badge). */
  readonly hotIds: TtlCache<ReadonlySet<number>>;
  readonly misc: TtlCache<unknown>;
}

/** How long a film page may be served from memory; writers evict it sooner. */
export const DETAIL_TTL_MS = 60_000;

const perContext = new WeakMap<ServerContext, CatalogCaches>();

/**
 * Each cache whose values grow with the request (cards and details with the catalog, hot lists with the page asked
 * for) gets an equal share of DATA_CACHE_MB; `hotIds` and `misc` hold a few values under fixed keys.
 */
export const BYTE_BOUNDED_DATA_CACHES = 4;
export const dataCacheShare = (ctx: ServerContext) => Math.floor(ctx.config.dataCacheBytes / BYTE_BOUNDED_DATA_CACHES);

/** The caches of one running server (tests get fresh ones with each context). */
export function catalogCaches(ctx: ServerContext): CatalogCaches {
  let caches = perContext.get(ctx);
  if (!caches) {
    const maxBytes = dataCacheShare(ctx);
    caches = {
      cards: new TtlCache<FilmCard>(60_000, 50_000, { maxBytes }),
      details: new TtlCache<SharedFilmDetail>(DETAIL_TTL_MS, 20_000, { maxBytes }),
      detailAnswers: new TtlCache<string>(DETAIL_TTL_MS, 20_000, { maxBytes }),
      hotIds: new TtlCache<ReadonlySet<number>>(60_000, 1),
      misc: new TtlCache<unknown>(30_000, 2_000),
    };
    perContext.set(ctx, caches);
    followChanges(ctx, caches);
  }
  return caches;
}

/** Drops what a change notice from any process names (server/db/change-hub.ts). */
function followChanges(ctx: ServerContext, caches: CatalogCaches): void {
  const hub = changeHub(ctx);
  const clearAll = () => {
    for (const cache of Object.values(caches) as TtlCache<unknown>[]) cache.clear();
  };
  const films = (ids: ChangedIds) => {
    if (ids === 'all') {
      clearAll();
      answerCache(ctx).clear();
    } else for (const id of ids) evictFilm(ctx, id);
  };
  hub.on('film', films);
  hub.on('titles', films);
  // Names of categories and tags are part of every card, and lists come from `misc`.
  hub.on('catalog', clearAll);
  hub.onResync(clearAll);
}

/** The answer-cache tag of everything that shows a film's counters. */
export const filmTag = (filmId: number) => `film:${filmId}`;

/** Key of a film's entry in the card and detail caches. */
export const filmKey = (filmId: number, lang: string) => `${filmId}:${lang}`;

/** Drops a film's cached card and detail in every language, after one of its counters changed. */
export function evictFilm(ctx: ServerContext, filmId: number): void {
  answerCache(ctx).evict(filmTag(filmId));
  const caches = catalogCaches(ctx);
  for (const lang of LANGUAGES) {
    caches.cards.delete(filmKey(filmId, lang));
    caches.details.delete(filmKey(filmId, lang));
    caches.detailAnswers.delete(filmKey(filmId, lang));
  }
}
