import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Members: signed up by e-mail (password and/or codes) or by Google. */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  username: text('username').notNull(),
  avatarPath: text('avatar_path'),
  passwordHash: text('password_hash'),
  googleSubject: text('google_subject').unique(),
  locale: text('locale').notNull().default('en'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set while a requested deletion waits out its grace period; signing in clears both. */
  deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true }),
  /** When the maintenance job erases the member (deletion_requested_at + ACCOUNT_DELETION_GRACE_DAYS). */
  eraseAfter: timestamp('erase_after', { withTimezone: true }),
});

/** Anonymous visitors: one per device fingerprint hash (x_u_key); the id is the visitor's fingerprint id. */
export const visitors = pgTable(
  'visitors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deviceKey: text('x_u_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('visitors_created_idx').on(t.createdAt)],
);

/** Bearer sessions: only the sha256 of the token is kept, so a leaked table does not leak sessions. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The id the member sees in their session list (the token hash is never shown). */
    id: uuid('id').notNull().defaultRandom(),
    /** The User-Agent that signed in, cut to 400 characters; the list shows browser and device from it. */
    userAgent: text('user_agent').notNull().default(''),
    /** Updated at most every few minutes by the session middleware. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), uniqueIndex('sessions_id_uq').on(t.id), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * What an e-mailed code is for: signing up, signing in, confirming a sensitive change of one's account (password,
 * deletion), or confirming a new address for one's account.
 */
export const CODE_PURPOSES = ['sign-up', 'sign-in', 'account', 'email-change'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/** E-mailed one-time codes, each for one purpose; hashed, short-lived, single use, few tries. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    requestIp: text('request_ip').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** What the code was mailed for; it is spent only for that (migration 0014). */
    purpose: text('purpose', { enum: CODE_PURPOSES }).notNull().default('sign-in'),
    /** The member who asked, for codes that act on an account (an e-mail change, an account confirmation). */
    memberId: uuid('member_id').references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('verification_codes_email_purpose_idx').on(t.email, t.purpose, t.createdAt),
    index('verification_codes_ip_idx').on(t.requestIp, t.createdAt),
    index('verification_codes_member_idx')
      .on(t.memberId)
      .where(sql`${t.memberId} is not null`),
    check('verification_codes_purpose_check', sql`${t.purpose} IN ('sign-up', 'sign-in', 'account', 'email-change')`),
  ],
);

/** Mails kept when no SMTP server is configured, readable at /dev/outbox unless DEV_OUTBOX=off. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** Headers of the mail besides From, To and Subject (List-Unsubscribe of notification mails). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
);

/**
 * How a member wants the player to draw subtitles (issue 33), kept so every device they sign in on draws them the
 * same. The style is a JSON object in the contract's shape (contract/account/subtitle-style.schemas.ts), checked
 * on the way in and read leniently on the way out (src/domain/player/subtitle-style.ts).
 */
export const viewingPreferences = pgTable('viewing_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  subtitleStyle: jsonb('subtitle_style').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
