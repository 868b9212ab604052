import type { FavoriteFilm, RatedFilm } from '../../contract/account/collection.calls';
import type { Comment, CommentAuthor, CommentWithFilm } from '../../contract/community/comments.schemas';
import type { PlayPermission } from '../../contract/film/play.schemas';
import type { ShareRecord } from '../../contract/sharing/share.schemas';
import type { UserInfo } from '../../contract/account/users.schemas';
import { filmCard, filmRef, isoAt } from './fixtures';

/* Deterministic fixtures of members, comments, collection and growth, valid against the contract. */

/** Member ids are uuids; the n-th member's is fixed. */
export function memberId(n = 1): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

export function userInfo(n = 1, overrides: Partial<UserInfo> = {}): UserInfo {
  return { id: memberId(n), username: `viewer${n}`, email: `viewer${n}@example.com`, avatar_path: `/media/avatars/${n}.png`, ...overrides };
}

export function commentAuthor(n = 1): CommentAuthor {
  return { id: memberId(n), username: `viewer${n}`, avatar_path: null };
}

export function comment(id = 1, overrides: Partial<Comment> = {}): Comment {
  return {
    id,
    film_id: 1,
    parent_id: null,
    user: commentAuthor(((id - 1) % 5) + 1),
    reply_to: null,
    content: `Comment number ${id}: what a twist!`,
    images: [],
    photos: [],
    lang: 'en',
    like_count: 100 - (id % 100),
    liked_by_me: false,
    reply_count: id % 4,
    hidden: false,
    reported_by_me: false,
    created_at: isoAt(id),
    ...overrides,
  };
}

export function comments(count = 5, firstId = 1, filmId = 1): Comment[] {
  return Array.from({ length: count }, (_, i) => comment(firstId + i, { film_id: filmId }));
}

/** A reply to `parentId`. */
export function reply(id = 101, parentId = 1, overrides: Partial<Comment> = {}): Comment {
  return comment(id, { parent_id: parentId, reply_count: 0, ...overrides });
}

export function commentWithFilm(id = 1, overrides: Partial<CommentWithFilm> = {}): CommentWithFilm {
  const base = comment(id);
  return { ...base, film: filmRef(base.film_id), ...overrides };
}

export function favoriteFilm(id = 1, overrides: Partial<FavoriteFilm> = {}): FavoriteFilm {
  return { ...filmCard(id), favorited_at: isoAt(id), ...overrides };
}

export function ratedFilm(id = 1, score = 4, overrides: Partial<RatedFilm> = {}): RatedFilm {
  return { ...filmCard(id), my_rating: score, rated_at: isoAt(id), ...overrides };
}

/** Permission for an episode under the default rules: 10 free episodes, 3 visits unlock the rest. */
export function playPermission(filmId = 1, episodeNum = 1, overrides: Partial<PlayPermission> = {}): PlayPermission {
  const free = episodeNum <= 10;
  return {
    film_id: filmId,
    episode_num: episodeNum,
    allowed: free,
    reason: free ? 'free' : 'locked',
    free_episodes: 10,
    visits_needed: 3,
    visits_so_far: 0,
    application: 'none',
    caller: 'visitor',
    ...overrides,
  };
}

export function shareRecord(filmId = 1, overrides: Partial<ShareRecord> = {}): ShareRecord {
  return { share_record_id: filmId * 10 + 1, film_id: filmId, visits_so_far: 0, visits_needed: 3, ...overrides };
}
