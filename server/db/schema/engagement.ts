import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { COMMENT_REPORT_REASONS } from '../../../contract/community/comments.schemas';
import { episodes, films } from './catalog';
import { SUBTITLE_REPORT_KINDS } from '../../../contract/film/subtitle-reports.schemas';
import { users } from './users';

/** Moderation states of a comment; only `visible` comments reach anyone but their author. */
export const COMMENT_STATES = ['visible', 'hidden', 'removed'] as const;
export type CommentState = (typeof COMMENT_STATES)[number];

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Comments and replies. A top-level comment has no parent; a reply keeps its direct `parent_id` and the
 * top-level `root_id`, so a thread is one indexed read. `content` is stored raw: the SPA renders it as text,
 * never as HTML, so escaping is the renderer's job and the stored text stays exactly what the author wrote.
 */
export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    filmId: integer('film_id')
      .notNull()
      .references(() => films.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    rootId: integer('root_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    replyToUserId: uuid('reply_to_user_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    lang: text('lang').notNull().default('en'),
    likeCount: integer('like_count').notNull().default(0),
    replyCount: integer('reply_count').notNull().default(0),
    // "Hot" order, stored so that it can be indexed; replies weigh more than likes.
    hotScore: integer('hot_score')
      .generatedAlwaysAs(sql`like_count + 2 * reply_count`)
      .notNull(),
    /** visible, hidden (reports reached the threshold, or an operator hid it) or removed (by an operator). */
    state: text('state', { enum: COMMENT_STATES }).notNull().default('visible'),
    /** Distinct reports (rows of comment_reports). */
    reportCount: integer('report_count').notNull().default(0),
    /** The operator who last set `state`; once an operator decided, reports no longer hide the comment. */
    moderatedBy: uuid('moderated_by').references(() => users.id, { onDelete: 'set null' }),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('comments_film_hot_idx')
      .on(t.filmId, t.hotScore.desc(), t.id.desc())
      .where(sql`${t.parentId} is null`),
    index('comments_film_new_idx')
      .on(t.filmId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.parentId} is null`),
    index('comments_hot_idx')
      .on(t.hotScore.desc(), t.id.desc())
      .where(sql`${t.parentId} is null`),
    index('comments_created_idx').on(t.createdAt.desc()),
    index('comments_root_idx').on(t.rootId, t.createdAt, t.id),
    index('comments_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('comments_state_idx')
      .on(t.state, t.id)
      .where(sql`${t.state} <> 'visible'`),
    check('comments_state_check', sql`${t.state} IN ('visible', 'hidden', 'removed')`),
  ],
);

/** Pictures attached to a comment; `film_id` is copied from the comment so a film's gallery is one index scan. */
export const commentImages = pgTable(
  'comment_images',
  {
    id: serial('id').primaryKey(),
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    filmId: integer('film_id')
      .notNull()
      .references(() => films.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    /** A small version for lists (uploads); null for catalog pictures, whose full size serves as thumbnail. */
    thumbnailPath: text('thumbnail_path'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('comment_images_comment_idx').on(t.commentId, t.position), index('comment_images_film_idx').on(t.filmId, t.id.desc())],
);

/** One like per user and comment; `comments.like_count` is updated in the same statement batch. */
export const commentLikes = pgTable(
  'comment_likes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.commentId] }), index('comment_likes_comment_idx').on(t.commentId)],
);

/** One report per member and comment (migration 0008); `comments.report_count` follows in the same transaction. */
export const commentReports = pgTable(
  'comment_reports',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: COMMENT_REPORT_REASONS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] }), index('comment_reports_user_idx').on(t.userId)],
);

/**
 * A photo a member uploaded for a comment (re-encoded, stored under `path` with a thumbnail). `comment_id` is set
 * when a comment uses it; an upload still unused after a day is removed with its files.
 */
export const commentUploads = pgTable(
  'comment_uploads',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    thumbnailPath: text('thumbnail_path').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    commentId: integer('comment_id').references(() => comments.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('comment_uploads_path_idx').on(t.path),
    index('comment_uploads_unused_idx')
      .on(t.createdAt)
      .where(sql`${t.commentId} is null`),
  ],
);

/** One rating per user and film; publishing again replaces the score and films.rating_sum follows the difference. */
export const ratings = pgTable(
  'ratings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    filmId: integer('film_id')
      .notNull()
      .references(() => films.id, { onDelete: 'cascade' }),
    score: smallint('score').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.filmId] }),
    index('ratings_film_idx').on(t.filmId),
    index('ratings_user_updated_idx').on(t.userId, t.updatedAt.desc()),
  ],
);

/** A user's collection. */
export const favorites = pgTable(
  'favorites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    filmId: integer('film_id')
      .notNull()
      .references(() => films.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.filmId] }),
    index('favorites_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('favorites_film_idx').on(t.filmId),
  ],
);

/**
 * A member's report of one subtitle line (issue 33, item 2): the episode, the track's language, the moment (the
 * start of the line reported, or the moment a line is missing), what is wrong and optionally the corrected text.
 * An operator approves it (`track_version`: the correction version made, `applied_text` what it says) or rejects it.
 */
export const subtitleReports = pgTable(
  'subtitle_reports',
  {
    id: serial('id').primaryKey(),
    episodeId: integer('episode_id')
      .notNull()
      .references(() => episodes.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    atSeconds: doublePrecision('at_seconds').notNull(),
    kind: text('kind', { enum: SUBTITLE_REPORT_KINDS }).notNull(),
    /** The line as the track had it when reported; null for a missing line. */
    reportedText: text('reported_text'),
    suggestion: text('suggestion'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    appliedText: text('applied_text'),
    trackVersion: integer('track_version'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('subtitle_reports_queue_idx').on(t.status, t.createdAt, t.id),
    index('subtitle_reports_user_idx').on(t.userId),
    check('subtitle_reports_kind_check', sql`${t.kind} IN ('mistranslated', 'mistimed', 'offensive', 'missing')`),
    check('subtitle_reports_status_check', sql`${t.status} IN ('pending', 'approved', 'rejected')`),
  ],
);
