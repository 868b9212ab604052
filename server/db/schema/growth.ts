import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Short links to pages of the site itself; the same long URL always gets the same code. */
export const shortUrls = pgTable('short_urls', {
  code: text('code').primaryKey(),
  originalUrl: text('original_url').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One share of a film by a visitor (and the member, when signed in). */
export const shareRecords = pgTable(
  'share_records',
  {
    id: serial('id').primaryKey(),
    filmId: integer('film_id').notNull(),
    sharerVisitorId: uuid('sharer_visitor_id'),
    sharerUserId: uuid('sharer_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('share_records_visitor_idx').on(t.sharerVisitorId, t.filmId), index('share_records_user_idx').on(t.sharerUserId, t.filmId)],
);

/** A visitor who arrived through a share link; one row per visitor and share record, so repeats do not count. */
export const shareVisits = pgTable(
  'share_visits',
  {
    id: serial('id').primaryKey(),
    shareRecordId: integer('share_record_id')
      .notNull()
      .references(() => shareRecords.id, { onDelete: 'cascade' }),
    filmId: integer('film_id').notNull(),
    visitorId: uuid('visitor_id').notNull(),
    /** sha256 of the address the counted page load came from: the per-address cap counts these. */
    addressHash: text('address_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('share_visits_record_visitor_uq').on(t.shareRecordId, t.visitorId),
    index('share_visits_film_idx').on(t.filmId),
    index('share_visits_address_idx').on(t.addressHash, t.createdAt),
  ],
);

/**
 * A pass handed to a browser that loaded a shared page (an HttpOnly cookie holding the nonce). A share visit
 * counts only with an unused, recent pass of the same sharer, drama and address; it is spent by the first visitor.
 */
export const sharePasses = pgTable(
  'share_passes',
  {
    nonce: text('nonce').primaryKey(),
    sharerVisitorId: uuid('sharer_visitor_id').notNull(),
    filmId: integer('film_id').notNull(),
    addressHash: text('address_hash').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    usedByVisitorId: uuid('used_by_visitor_id'),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('share_passes_issued_idx').on(t.issuedAt)],
);

/** Feedback texts and permission applications sent from the feedback dialog. */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    content: text('content'),
    applyPermission: boolean('apply_permission').notNull().default(false),
    filmId: integer('film_id'),
    visitorId: uuid('visitor_id'),
    userId: uuid('user_id'),
    // received (feedback), pending, approved or denied (applications; PERMISSION_APPLICATIONS decides which at
    // first, an operator decides pending ones).
    status: text('status').notNull().default('received'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** An operator's answer to an application (review mode), shown on the member's lock panel. */
    reply: text('reply'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by'),
  },
  (t) => [
    index('feedback_visitor_idx').on(t.visitorId),
    index('feedback_user_idx').on(t.userId),
    index('feedback_user_apply_idx').on(t.userId, t.applyPermission, t.createdAt),
  ],
);

/** Episode plays, for "continue watching" and play counts. */
export const plays = pgTable(
  'plays',
  {
    id: serial('id').primaryKey(),
    filmId: integer('film_id').notNull(),
    episodeNum: integer('episode_num').notNull(),
    visitorId: uuid('visitor_id'),
    userId: uuid('user_id'),
    // The site's language when the episode was played (migration 0016): the feed's "popular in <language>".
    lang: text('lang'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('plays_film_idx').on(t.filmId),
    index('plays_visitor_idx').on(t.visitorId, t.createdAt),
    index('plays_user_idx').on(t.userId, t.createdAt),
    index('plays_lang_created_idx').on(t.lang, t.createdAt),
  ],
);
