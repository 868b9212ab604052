-- A member's subtitle style (issue 33, item 1), so a second browser draws subtitles as the first was set.
-- Idempotent, so that processes migrating together cannot collide.
CREATE TABLE IF NOT EXISTS "viewing_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"subtitle_style" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
