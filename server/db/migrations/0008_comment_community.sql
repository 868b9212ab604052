-- Issue 13: reports and moderation state of comments, photo uploads, thumbnails of comment images.
-- `state`: visible (shown to everyone), hidden (reached COMMENT_REPORT_THRESHOLD distinct reports, or hidden by an
-- operator: only its author still sees it), removed (an operator removed it: only its author sees it, marked hidden).
-- `moderated_by` / `moderated_at`: the operator who last set the state; once set, further reports no longer hide it.
-- Safe to run twice and with two servers starting at once.
ALTER TABLE "comments" ADD COLUMN IF NOT EXISTS "state" text DEFAULT 'visible' NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN IF NOT EXISTS "report_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN IF NOT EXISTS "moderated_by" uuid REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN IF NOT EXISTS "moderated_at" timestamp with time zone;--> statement-breakpoint
DO $$
BEGIN
  ALTER TABLE "comments" ADD CONSTRAINT "comments_state_check" CHECK ("state" IN ('visible', 'hidden', 'removed'));
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;--> statement-breakpoint
-- The moderation queue: hidden comments no operator has decided on yet, oldest report first.
CREATE INDEX IF NOT EXISTS "comments_state_idx" ON "comments" USING btree ("state", "id") WHERE "state" <> 'visible';--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "comment_reports" (
	"comment_id" integer NOT NULL REFERENCES "comments"("id") ON DELETE CASCADE,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"reason" text NOT NULL CHECK ("reason" IN ('spam', 'abuse', 'spoiler', 'other')),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_reports_comment_id_user_id_pk" PRIMARY KEY ("comment_id", "user_id")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "comment_reports_user_idx" ON "comment_reports" USING btree ("user_id");--> statement-breakpoint
-- A photo a member uploaded; `comment_id` is set when a comment uses it. Unused uploads are removed after a day.
CREATE TABLE IF NOT EXISTS "comment_uploads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"path" text NOT NULL,
	"thumbnail_path" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"comment_id" integer REFERENCES "comments"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "comment_uploads_path_idx" ON "comment_uploads" USING btree ("path");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "comment_uploads_unused_idx" ON "comment_uploads" USING btree ("created_at") WHERE "comment_id" IS NULL;--> statement-breakpoint
ALTER TABLE "comment_images" ADD COLUMN IF NOT EXISTS "thumbnail_path" text;
