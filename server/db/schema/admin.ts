import { bigint, bigserial, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every operator action: who (the operator's member id and e-mail at the time), what (a dotted action name and
 * the subject it touched), when, and the subject's state before and after (null where there was none).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: uuid('operator_id').notNull(),
    operatorEmail: text('operator_email').notNull(),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()), index('audit_log_subject_idx').on(t.subjectType, t.subjectId)],
);

/**
 * Page views and page times per UTC day along one dimension at a time (`source`: the 22 traffic classes,
 * `lang`: the path's language, `page`: the route name). Written with each batch of tracking events, so the
 * dashboard never reads the events themselves.
 */
export const trafficDaily = pgTable(
  'traffic_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    dimension: text('dimension').notNull(),
    value: text('value').notNull(),
    views: bigint('views', { mode: 'number' }).notNull().default(0),
    timedViews: bigint('timed_views', { mode: 'number' }).notNull().default(0),
    seconds: bigint('seconds', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.dimension, t.value] })],
);

/** Page views of a drama's pages per UTC day (film id read from the page's path). */
export const trafficFilmDaily = pgTable(
  'traffic_film_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    filmId: integer('film_id').notNull(),
    views: bigint('views', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.filmId] })],
);

/** One row once the rollups were rebuilt from the stored events (after that, every batch adds to them). */
export const trafficRollupState = pgTable('traffic_rollup_state', {
  name: text('name').primaryKey(),
  rebuiltAt: timestamp('rebuilt_at', { withTimezone: true }).notNull(),
  eventsSeen: bigint('events_seen', { mode: 'number' }).notNull(),
});

/** An operator's decision on a reported or hidden comment; reports filed before it are upheld or rejected by it. */
export const moderationDecisions = pgTable(
  'moderation_decisions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    commentId: integer('comment_id').notNull(),
    /** restore (reports rejected), keep_hidden or delete (reports upheld). */
    decision: text('decision').notNull(),
    operatorId: uuid('operator_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('moderation_decisions_comment_idx').on(t.commentId, t.createdAt)],
);
