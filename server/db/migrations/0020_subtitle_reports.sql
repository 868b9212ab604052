-- Reports of subtitle lines (issue 33, item 2): a member reports a line of an episode's track (what is wrong, and
-- optionally the corrected text); an operator approves it (a new 'correction' version of the track, which names
-- the report and what changed) or rejects it, and the reporter is told. Idempotent, so that processes migrating
-- together cannot collide.
CREATE TABLE IF NOT EXISTS "subtitle_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"episode_id" integer NOT NULL REFERENCES "episodes"("id") ON DELETE cascade,
	"lang" text NOT NULL,
	"at_seconds" double precision NOT NULL,
	"kind" text NOT NULL,
	"reported_text" text,
	"suggestion" text,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"status" text DEFAULT 'pending' NOT NULL,
	"applied_text" text,
	"track_version" integer,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subtitle_reports_kind_check" CHECK ("kind" IN ('mistranslated', 'mistimed', 'offensive', 'missing')),
	CONSTRAINT "subtitle_reports_status_check" CHECK ("status" IN ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "subtitle_reports_queue_idx" ON "subtitle_reports" ("status", "created_at", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "subtitle_reports_user_idx" ON "subtitle_reports" ("user_id");
--> statement-breakpoint
ALTER TABLE "subtitle_versions" ADD COLUMN IF NOT EXISTS "change" jsonb;
--> statement-breakpoint
ALTER TABLE "subtitle_versions" DROP CONSTRAINT IF EXISTS "subtitle_versions_source_check";
--> statement-breakpoint
ALTER TABLE "subtitle_versions" ADD CONSTRAINT "subtitle_versions_source_check" CHECK ("source" IN ('original', 'upload', 'rollback', 'correction'));
--> statement-breakpoint
ALTER TABLE "notices" DROP CONSTRAINT IF EXISTS "notices_type_check";
--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_type_check" CHECK ("type" IN ('reply', 'comment_hidden', 'comment_removed', 'comment_restored', 'comments_hidden', 'application_approved', 'application_denied', 'subtitle_report_approved', 'subtitle_report_rejected'));
