import * as v from 'valibot';
import { defineCall } from '../call';
import { CategoryRef } from '../catalog/categories.schemas';
import { Video } from '../catalog/media.schemas';
import { Count, Id, MediaUrl, RatingAvg } from '../common.schemas';
import { boundedInt } from '../query.schemas';

/*
 * The "For you" feed (issue 34): one drama per item with the episode to show. A file apart from the home's calls,
 * so the first download does not carry it. Personalised by the query alone (no identity), so answers cache like
 * the home's: the device's watch history goes as category counts and progress, never titles.
 */

/** Ids already shown in the session, dot-separated (`12.7.33`): the next page never repeats them. At most 300. */
export const FeedCursor = v.pipe(v.string(), v.regex(/^(?:[1-9][0-9]{0,9}(?:\.[1-9][0-9]{0,9}){0,299})?$/));

/** Episodes watched per category, `romance:3.action:1`, at most 30 categories. */
export const FeedWatched = v.pipe(v.string(), v.regex(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*:[0-9]{1,5}(?:\.[a-z0-9]+(?:-[a-z0-9]+)*:[0-9]{1,5}){0,29})?$/));

/** The latest episode watched per drama, `12:3.44:7`, at most 50 dramas (the device keeps 50). */
export const FeedProgress = v.pipe(v.string(), v.regex(/^(?:[1-9][0-9]{0,9}:[1-9][0-9]{0,4}(?:\.[1-9][0-9]{0,9}:[1-9][0-9]{0,4}){0,49})?$/));

export const FEED_REASONS = ['watched_category', 'popular_in_language', 'popular', 'new', 'more'] as const;

/** The "Why this?" line: a message key and, for `watched_category`, the category in the request's language. */
export const FeedReason = v.object({
  key: v.picklist(FEED_REASONS),
  category: v.nullable(CategoryRef),
});
export type FeedReason = v.InferOutput<typeof FeedReason>;

/** What an item shows of its drama. */
export const FeedFilm = v.object({
  id: Id,
  title: v.string(),
  poster_url: MediaUrl,
  episode_count: Count,
  runtime_minutes: Count,
  free_episodes: Count,
  rating_avg: RatingAvg,
  rating_count: Count,
  favorite_count: Count,
  /** Its main category, null when it has none. */
  category: v.nullable(CategoryRef),
});
export type FeedFilm = v.InferOutput<typeof FeedFilm>;

/** One drama of the feed and the episode it opens on (a free one: the next unwatched, else the first). */
export const FeedItem = v.object({
  film: FeedFilm,
  episode: Video,
  reason: FeedReason,
});
export type FeedItem = v.InferOutput<typeof FeedItem>;

export const FeedPage = v.object({
  items: v.array(FeedItem),
  /** The cursor of the next page, null when the feed has shown every drama. */
  next_cursor: v.nullable(FeedCursor),
});
export type FeedPage = v.InferOutput<typeof FeedPage>;

export const feed = defineCall({
  id: 'feed',
  method: 'GET',
  path: '/api/films/feed',
  summary: 'The "For you" feed: dramas ranked for the visitor, each with the free episode it opens on (added: not in the spec)',
  tag: 'browse',
  auth: 'none',
  query: v.object({
    cursor: v.optional(FeedCursor, ''),
    watched: v.optional(FeedWatched, ''),
    progress: v.optional(FeedProgress, ''),
    limit: boundedInt(1, 10, 5),
  }),
  data: FeedPage,
});

/** Reads `a.b.c` / `k:n.k:n` lists of the feed's query (already checked by the schemas above). */
export function parseFeedPairs(text: string): [string, number][] {
  return text === '' ? [] : text.split('.').map((pair) => [pair.split(':')[0]!, Number(pair.split(':')[1])]);
}

/** Ids of a feed cursor. */
export function parseFeedCursor(cursor: string): number[] {
  return cursor === '' ? [] : cursor.split('.').map(Number);
}
