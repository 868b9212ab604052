-- The "For you" feed (issue 34) ranks what is popular this week in the visitor's language: each play keeps the
-- language the site was read in. Plays recorded before have none and count for no language. Idempotent, so that
-- processes migrating together cannot collide.
ALTER TABLE "plays" ADD COLUMN IF NOT EXISTS "lang" text;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "plays_lang_created_idx" ON "plays" USING btree ("lang","created_at");
