-- Rate limits and attempt counters shared by every server process on the database (server/http/rate-limiter.ts):
-- one row per limited key and fixed window, counted with one atomic upsert. UNLOGGED: counters are written on every
-- write request and need no WAL; after a database crash they start again from zero, which only forgives a window.
CREATE UNLOGGED TABLE IF NOT EXISTS "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rate_limit_hits_window_ends_idx" ON "rate_limit_hits" USING btree ("window_ends");
