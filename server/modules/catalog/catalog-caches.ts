import { LANGUAGES } from '../../../contract/common.schemas';
import type { FilmCard, FilmDetail } from '../../../contract/catalog/films.schemas';
import { TtlCache } from '../../cache/ttl-cache';
import type { ServerConfig } from '../../config';
import type { AnswerCache } from '../../http/answer-cache';

/** The non-personal part of a film page; `favorited` and `my_rating` are added per request. */
export type SharedFilmDetail = Omit<FilmDetail, 'favorited' | 'my_rating'>;

/** How long a film page may be served from memory; writers evict it sooner. */
export const DETAIL_TTL_MS = 60_000;

/**
 * Each cache whose values grow with the request (cards and details with the catalog, hot lists with the page asked
 * for) gets an equal share of DATA_CACHE_MB; `hotIds` and `misc` hold a few values under fixed keys.
 */
export const BYTE_BOUNDED_DATA_CACHES = 4;
export const dataCacheShare = (config: ServerConfig) => Math.floor(config.dataCacheBytes / BYTE_BOUNDED_DATA_CACHES);

/** The answer-cache tag of everything that shows a film's counters. */
export const filmTag = (filmId: number) => `film:${filmId}`;

/** Key of a film's entry in the card and detail caches. */
export const filmKey = (filmId: number, lang: string) => `${filmId}:${lang}`;

/**
 * Caches shared by the catalog's readers (browse, film, search) and the writers that evict what they change
 * (community, admin), one set per running server (server/composition.ts builds it and subscribes it to the
 * change notices of every process).
 */
export class CatalogCaches {
  readonly cards: TtlCache<FilmCard>;
  readonly details: TtlCache<SharedFilmDetail>;
  /** The whole anonymous film-detail answer, serialized (most film pages are read by visitors without a session). */
  readonly detailAnswers: TtlCache<string>;
  /** Ids of the most played films of the last 7 days (the `is_hot` badge). */
  readonly hotIds = new TtlCache<ReadonlySet<number>>(60_000, 1);
  readonly misc = new TtlCache<unknown>(30_000, 2_000);

  constructor(
    config: ServerConfig,
    private readonly answers: AnswerCache,
  ) {
    const maxBytes = dataCacheShare(config);
    this.cards = new TtlCache<FilmCard>(60_000, 50_000, { maxBytes });
    this.details = new TtlCache<SharedFilmDetail>(DETAIL_TTL_MS, 20_000, { maxBytes });
    this.detailAnswers = new TtlCache<string>(DETAIL_TTL_MS, 20_000, { maxBytes });
  }

  /** Drops everything (names of categories and tags are part of every card, and lists come from `misc`). */
  clear(): void {
    for (const cache of [this.cards, this.details, this.detailAnswers, this.hotIds, this.misc] as TtlCache<unknown>[]) cache.clear();
  }

  /** Drops a film's cached card and detail in every language, after one of its counters changed. */
  evictFilm(filmId: number): void {
    this.answers.evict(filmTag(filmId));
    for (const lang of LANGUAGES) {
      this.cards.delete(filmKey(filmId, lang));
      this.details.delete(filmKey(filmId, lang));
      this.detailAnswers.delete(filmKey(filmId, lang));
    }
  }
}
