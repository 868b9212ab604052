import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { episodes } from './catalog';

/** PostgreSQL's tsvector: written by the database (a generated column), read only in SQL. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A subtitle file whose lines are in `dialogue_lines` (issue 33, item 5): indexed once however many episodes serve
 * it. `lines` is 0 for a file that could not be read, so it is not read again at every start.
 */
export const dialogueTracks = pgTable('dialogue_tracks', {
  track: text('track').primaryKey(),
  lang: text('lang').notNull(),
  lines: integer('lines').notNull(),
  indexedAt: timestamp('indexed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One cue of a track as plain text, with its start; `tsv` is computed by the database in the language's configuration. */
export const dialogueLines = pgTable(
  'dialogue_lines',
  {
    track: text('track')
      .notNull()
      .references(() => dialogueTracks.track, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    lang: text('lang').notNull(),
    startMs: integer('start_ms').notNull(),
    text: text('text').notNull(),
    tsv: tsvector('tsv').generatedAlwaysAs(sql`to_tsvector(dialogue_config("lang"), "text")`),
  },
  (t) => [primaryKey({ name: 'dialogue_lines_pk', columns: [t.track, t.lineNo] }), index('dialogue_lines_tsv_idx').using('gin', t.tsv)],
);

/** The track file an episode serves in a language (subtitle_paths, else the file beside the video), as indexed. */
export const episodeDialogue = pgTable(
  'episode_dialogue',
  {
    episodeId: integer('episode_id')
      .notNull()
      .references(() => episodes.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    track: text('track').notNull(),
  },
  (t) => [primaryKey({ name: 'episode_dialogue_pk', columns: [t.episodeId, t.lang] }), index('episode_dialogue_track_idx').on(t.track)],
);
