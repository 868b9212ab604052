import { sql } from 'drizzle-orm';
import { bigint, bigserial, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Page views (pv) and page times (pt) sent by the tracking pixel, and the feed's impressions (fi), watch starts (fw) and
 * episodes 2 reached (fe); written in batches.
 */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    event: text('event').notNull(),
    url: text('url').notNull(),
    host: text('host').notNull(),
    page: text('page').notNull(),
    clientTime: timestamp('client_time', { withTimezone: true }),
    referrer: text('referrer').notNull().default(''),
    source: text('source').notNull().default(''),
    // The member the pixel named (`u`): not verified, it is no credential; no foreign key, so a stale or forged id
    // cannot make a batch fail.
    userId: uuid('user_id'),
    visitorId: text('visitor_id'),
    seconds: integer('seconds'),
    // The drama of a feed event (migration 0022); no foreign key, so a drama deleted later keeps its counts.
    filmId: integer('film_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tracking_events_received_idx').on(t.receivedAt),
    index('tracking_events_visitor_idx').on(t.visitorId),
    index('tracking_events_user_idx')
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
  ],
);

/**
 * Tracking events older than TRACKING_EVENTS_KEEP_DAYS, folded into counts per day, event, host and page by the
 * maintenance job; nothing here names a visitor or a member.
 */
export const trackingDaily = pgTable(
  'tracking_daily',
  {
    day: date('day').notNull(),
    event: text('event').notNull(),
    host: text('host').notNull(),
    page: text('page').notNull(),
    events: integer('events').notNull(),
    seconds: bigint('seconds', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'tracking_daily_pk', columns: [t.day, t.event, t.host, t.page] })],
);
