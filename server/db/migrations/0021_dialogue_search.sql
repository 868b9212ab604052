-- Dialogue search (issue 33, item 5): the lines of every served subtitle track, searched with PostgreSQL's full-text
-- search. A track file is indexed once (the demo's ten thousand episodes share forty files; an upload or an import
-- names every new file by its content), and `episode_dialogue` says which file each episode serves in a language.
-- `dialogue_config` picks a language's text-search configuration: the language's own where this PostgreSQL has
-- one (PGlite and PostgreSQL 16+ have hindi, PostgreSQL 15 has not), `simple` otherwise (Swahili everywhere).
-- Idempotent, so that processes migrating together cannot collide.
DO $$
DECLARE
	wanted text[][] := ARRAY[['en', 'english'], ['de', 'german'], ['es', 'spanish'], ['fr', 'french'], ['pt', 'portuguese'],
		['it', 'italian'], ['nl', 'dutch'], ['ru', 'russian'], ['hi', 'hindi'], ['sw', 'swahili']];
	cases text := '';
	i int;
BEGIN
	FOR i IN 1 .. array_length(wanted, 1) LOOP
		IF EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = wanted[i][2]) THEN
			cases := cases || format(' WHEN %L THEN %L::regconfig', wanted[i][1], wanted[i][2]);
		END IF;
	END LOOP;
	EXECUTE format(
		'CREATE OR REPLACE FUNCTION "dialogue_config"(lang text) RETURNS regconfig LANGUAGE sql IMMUTABLE PARALLEL SAFE AS %L',
		'SELECT CASE lang' || cases || ' ELSE ''simple''::regconfig END'
	);
END $$;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "dialogue_tracks" (
	"track" text PRIMARY KEY NOT NULL,
	"lang" text NOT NULL,
	"lines" integer NOT NULL,
	"indexed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "dialogue_lines" (
	"track" text NOT NULL REFERENCES "dialogue_tracks"("track") ON DELETE cascade,
	"line_no" integer NOT NULL,
	"lang" text NOT NULL,
	"start_ms" integer NOT NULL,
	"text" text NOT NULL,
	"tsv" tsvector GENERATED ALWAYS AS (to_tsvector(dialogue_config("lang"), "text")) STORED,
	CONSTRAINT "dialogue_lines_pk" PRIMARY KEY ("track", "line_no")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "dialogue_lines_tsv_idx" ON "dialogue_lines" USING gin ("tsv");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "episode_dialogue" (
	"episode_id" integer NOT NULL REFERENCES "episodes"("id") ON DELETE cascade,
	"lang" text NOT NULL,
	"track" text NOT NULL,
	CONSTRAINT "episode_dialogue_pk" PRIMARY KEY ("episode_id", "lang")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "episode_dialogue_track_idx" ON "episode_dialogue" ("track");
