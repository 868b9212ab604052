import type { FilmCategory } from '../catalog/film-detail.types';
import type { FilmVideo } from '../catalog/film-media.types';

/** Why the feed shows a drama: the key of the "Why this?" line, and the category it names. */
export interface FeedItemReason {
  readonly key: 'watched_category' | 'popular_in_language' | 'popular' | 'new' | 'more';
  readonly category: FilmCategory | null;
}

/** One drama of the "For you" feed and the free episode it opens on. */
export interface FeedItem {
  readonly filmId: number;
  readonly title: string;
  readonly posterUrl: string;
  readonly episodeCount: number;
  readonly runtimeMinutes: number;
  readonly freeEpisodes: number;
  /** Average of 1..5 stars, null when nobody rated yet. */
  readonly rating: number | null;
  readonly ratingCount: number;
  readonly favoriteCount: number;
  readonly category: FilmCategory | null;
  readonly episode: FilmVideo;
  readonly reason: FeedItemReason;
}

/** A page of the feed; `nextCursor` null when every drama was shown. */
export interface FeedPage {
  readonly items: readonly FeedItem[];
  readonly nextCursor: string | null;
}
