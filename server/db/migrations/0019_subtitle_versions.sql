-- Subtitle track versions (issue 33, item 3): every track an operator uploads, replaces or rolls back is a version
-- kept with who made it and when; the episode row names the file of each language's current version (the file
-- beside the video until a first version is made). Idempotent, so that processes migrating together cannot collide.
ALTER TABLE "episodes" ADD COLUMN IF NOT EXISTS "subtitle_paths" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "subtitle_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"episode_id" integer NOT NULL REFERENCES "episodes"("id") ON DELETE cascade,
	"lang" text NOT NULL,
	"version" integer NOT NULL,
	"path" text NOT NULL,
	"cues" integer NOT NULL,
	"source" text NOT NULL,
	"restored_version" integer,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subtitle_versions_source_check" CHECK ("source" IN ('original', 'upload', 'rollback')),
	CONSTRAINT "subtitle_versions_uq" UNIQUE ("episode_id", "lang", "version")
);
