import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { NOTICE_TYPES } from '../../../contract/notifications/notifications.schemas';
import { comments } from './engagement';
import { users } from './users';

/**
 * What happened to a member that they are told about (server/modules/notifications): one row per notice, read
 * once the member opened their notices. The drama's title is read in the reader's language when listed.
 */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: NOTICE_TYPES }).notNull(),
    /** No foreign key: a notice outlives the drama it names (the list then shows it without a title). */
    filmId: integer('film_id'),
    /** The top-level comment whose thread the notice opens. */
    threadId: integer('thread_id').references(() => comments.id, { onDelete: 'set null' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    excerpt: text('excerpt'),
    count: integer('count').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notices_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notices_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    check(
      'notices_type_check',
      sql`${t.type} IN ('reply', 'comment_hidden', 'comment_removed', 'comment_restored', 'comments_hidden', 'application_approved', 'application_denied', 'subtitle_report_approved', 'subtitle_report_rejected')`,
    ),
  ],
);

/**
 * A member's notification e-mail settings (a kind is mailed unless turned off; no row: all on) and the key their
 * unsubscribe links are signed with, made when the first such mail goes out.
 */
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailReply: boolean('email_reply').notNull().default(true),
  emailModeration: boolean('email_moderation').notNull().default(true),
  emailApplication: boolean('email_application').notNull().default(true),
  /** 32 random bytes (base64url): an unsubscribe token is an HMAC under it, so only mails of this site carry one. */
  unsubscribeKey: text('unsubscribe_key').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
