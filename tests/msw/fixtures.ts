import type { Category, CategoryKind } from '../../contract/catalog/categories.schemas';
import type { FilmRef } from '../../contract/common.schemas';
import type { Episode, EpisodeDetail } from '../../contract/catalog/episodes.schemas';
import type { Contributor, FeaturedFilm, FilmCard, FilmDetail, RankedFilm } from '../../contract/catalog/films.schemas';
import type { Photo, Video } from '../../contract/catalog/media.schemas';
import type { Plot, PlotSummary } from '../../contract/film/plots.schemas';
import type { CategoryShelf, Topic } from '../../contract/content/topics.schemas';

/*
 * Deterministic catalog fixtures, valid against the contract (tests/contract/contract.test.ts parses each one).
 * The same arguments always give the same value; pass overrides for what a test cares about.
 */

const TITLES = [
  'The Billionaire Heir Returns',
  'Moonlit Contract Marriage',
  'Revenge of the Lost Princess',
  'My Boss Is a Werewolf',
  'Second Chance at Sunrise',
  'The Hidden Alpha',
];
const CATEGORIES: readonly [string, string][] = [
  ['romance', 'Romance'],
  ['revenge', 'Revenge'],
  ['ceo', 'CEO'],
  ['fantasy', 'Fantasy'],
];

/** Fixed instants, so dates never depend on the clock: `hoursAgo` before 2026-01-15T12:00Z. */
export function isoAt(hoursAgo: number): string {
  return new Date(Date.UTC(2026, 0, 15, 12) - hoursAgo * 3_600_000).toISOString();
}

/** A paged answer of the given items. */
export function pagedOf<T>(items: T[], page = 1, pageSize = 20, total = items.length) {
  return { items, page, page_size: pageSize, total };
}

export function filmRef(id = 1): FilmRef {
  return { id, title: TITLES[(id - 1) % TITLES.length] ?? 'Drama', poster_url: `/media/posters/${id}.webp` };
}

export function category(slug = 'romance', kind: CategoryKind = 'category', overrides: Partial<Category> = {}): Category {
  const name = CATEGORIES.find(([s]) => s === slug)?.[1] ?? slug.replace(/-/g, ' ');
  return { slug, name, kind, description: `${name} dramas`, film_count: 42, ...overrides };
}

export function filmCard(id = 1, overrides: Partial<FilmCard> = {}): FilmCard {
  const [slug, name] = CATEGORIES[id % CATEGORIES.length] ?? ['romance', 'Romance'];
  return {
    ...filmRef(id),
    episode_count: 30 + (id % 50),
    rating_avg: 3 + (id % 20) / 10,
    rating_count: 10 * id,
    play_count: 1000 * id,
    categories: [{ slug, name }],
    tags: ['sweet', 'twist'],
    is_new: id % 3 === 0,
    is_hot: id % 2 === 0,
    ...overrides,
  };
}

/** `count` cards with ids from `firstId` on. */
export function filmCards(count = 6, firstId = 1): FilmCard[] {
  return Array.from({ length: count }, (_, i) => filmCard(firstId + i));
}

export function featuredFilm(id = 1, overrides: Partial<FeaturedFilm> = {}): FeaturedFilm {
  return { ...filmCard(id), synopsis: `A gripping story about ${filmRef(id).title}.`, ...overrides };
}

export function rankedFilm(rank = 1, overrides: Partial<RankedFilm> = {}): RankedFilm {
  return { ...filmCard(rank), rank, score: 10_000 - rank * 100, ...overrides };
}

export function contributor(id = 1, overrides: Partial<Contributor> = {}): Contributor {
  const actor = id > 1;
  return { id, role: actor ? 'actor' : 'director', name: `Person ${id}`, character: actor ? `Role ${id}` : null, avatar_url: null, ...overrides };
}

/** A film page; anonymous by default (favorited false, my_rating null). */
export function filmDetail(id = 1, overrides: Partial<FilmDetail> = {}): FilmDetail {
  const card = filmCard(id);
  return {
    ...card,
    synopsis: `A gripping story about ${card.title}.`,
    runtime_minutes: card.episode_count * 2,
    release_year: 2025,
    contributors: [contributor(1), contributor(2)],
    free_episodes: 10,
    favorite_count: 5 * id,
    comment_count: 3 * id,
    share_count: id,
    favorited: false,
    my_rating: null,
    ...overrides,
  };
}

export function episode(filmId = 1, episodeNum = 1, overrides: Partial<Episode> = {}): Episode {
  return {
    id: filmId * 1000 + episodeNum,
    film_id: filmId,
    episode_num: episodeNum,
    title: `Episode ${episodeNum}`,
    duration_seconds: 120,
    thumbnail_url: `/media/thumbs/${filmId}-${episodeNum}.webp`,
    is_free: episodeNum <= 10,
    media_url: episodeNum <= 10 ? `/media/clips/${filmId}-${episodeNum}.mp4` : null,
    ...overrides,
  };
}

export function episodes(filmId = 1, count = 30): Episode[] {
  return Array.from({ length: count }, (_, i) => episode(filmId, i + 1));
}

export function episodeDetail(filmId = 1, episodeNum = 1, count = 30, overrides: Partial<EpisodeDetail> = {}): EpisodeDetail {
  return {
    ...episode(filmId, episodeNum),
    film: filmRef(filmId),
    episode_count: count,
    plot_id: filmId * 1000 + episodeNum,
    plot_summary: `What happens in episode ${episodeNum}.`,
    prev_episode_num: episodeNum > 1 ? episodeNum - 1 : null,
    next_episode_num: episodeNum < count ? episodeNum + 1 : null,
    ...overrides,
  };
}

export function plotSummary(filmId = 1, episodeNum = 1, overrides: Partial<PlotSummary> = {}): PlotSummary {
  return {
    id: filmId * 1000 + episodeNum,
    film_id: filmId,
    episode_num: episodeNum,
    title: `Episode ${episodeNum}`,
    excerpt: `What happens in episode ${episodeNum}.`,
    ...overrides,
  };
}

export function plot(filmId = 1, episodeNum = 1, overrides: Partial<Plot> = {}): Plot {
  const summary = plotSummary(filmId, episodeNum);
  return {
    ...summary,
    film: filmRef(filmId),
    body: `${summary.excerpt}\n\nThen everything changes.`,
    prev_id: episodeNum > 1 ? summary.id - 1 : null,
    next_id: summary.id + 1,
    ...overrides,
  };
}

export function photo(filmId = 1, n = 1, overrides: Partial<Photo> = {}): Photo {
  return {
    id: filmId * 100 + n,
    film_id: filmId,
    url: `/media/photos/${filmId}-${n}.webp`,
    width: 720,
    height: 1280,
    alt: `Still ${n} of ${filmRef(filmId).title}`,
    ...overrides,
  };
}

/** A trailer by default; pass `{ kind: 'episode', episode_num }` for what play/{film_id} answers. */
export function video(filmId = 1, n = 1, overrides: Partial<Video> = {}): Video {
  return {
    id: filmId * 100 + n,
    film_id: filmId,
    kind: 'trailer',
    episode_num: null,
    title: `Trailer ${n}`,
    url: `/media/clips/${filmId}-${n}.mp4`,
    poster_url: `/media/posters/${filmId}.webp`,
    duration_seconds: 60,
    subtitles: [{ lang: 'en', label: 'English', url: `/media/subtitles/${filmId}-${n}.en.vtt` }],
    ...overrides,
  };
}

export function topic(slug = 'office-romance', overrides: Partial<Topic> = {}): Topic {
  return { slug, name: 'Office romance', description: 'Love between the desks.', cover_url: null, film_count: 12, films: filmCards(4), ...overrides };
}

export function categoryShelf(slug = 'romance', overrides: Partial<CategoryShelf> = {}): CategoryShelf {
  return { category: category(slug), films: filmCards(4), ...overrides };
}
