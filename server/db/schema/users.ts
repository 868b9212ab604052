import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
