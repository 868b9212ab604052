import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Page views (pv) and page times (pt) sent by the tracking pixel; written in batches. */
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
    // The bearer token is hashed like in sessions, so events can be joined to a member without keeping tokens.
    tokenHash: text('token_hash'),
    visitorId: text('visitor_id'),
    seconds: integer('seconds'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tracking_events_received_idx').on(t.receivedAt), index('tracking_events_visitor_idx').on(t.visitorId)],
);
