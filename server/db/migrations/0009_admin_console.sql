-- The operators' console (issue 15): the audit log, the traffic rollups the dashboard reads, moderation decisions,
-- and the operator's answer to a permission application. Safe to run twice and with two servers starting at once.
CREATE TABLE IF NOT EXISTS "audit_log" (
  "id" bigserial PRIMARY KEY,
  "operator_id" uuid NOT NULL,
  "operator_email" text NOT NULL,
  "action" text NOT NULL,
  "subject_type" text NOT NULL,
  "subject_id" text NOT NULL,
  "before" jsonb,
  "after" jsonb,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_created_idx" ON "audit_log" ("created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_subject_idx" ON "audit_log" ("subject_type", "subject_id");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "traffic_daily" (
  "day" date NOT NULL,
  "dimension" text NOT NULL,
  "value" text NOT NULL,
  "views" bigint DEFAULT 0 NOT NULL,
  "timed_views" bigint DEFAULT 0 NOT NULL,
  "seconds" bigint DEFAULT 0 NOT NULL,
  PRIMARY KEY ("day", "dimension", "value")
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "traffic_film_daily" (
  "day" date NOT NULL,
  "film_id" integer NOT NULL,
  "views" bigint DEFAULT 0 NOT NULL,
  PRIMARY KEY ("day", "film_id")
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "traffic_rollup_state" (
  "name" text PRIMARY KEY,
  "rebuilt_at" timestamp with time zone NOT NULL,
  "events_seen" bigint NOT NULL
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "moderation_decisions" (
  "id" bigserial PRIMARY KEY,
  "comment_id" integer NOT NULL,
  "decision" text NOT NULL,
  "operator_id" uuid NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "moderation_decisions_comment_idx" ON "moderation_decisions" ("comment_id", "created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "plays_created_idx" ON "plays" ("created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "share_records_created_idx" ON "share_records" ("created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "share_visits_created_idx" ON "share_visits" ("created_at");--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN IF NOT EXISTS "reply" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN IF NOT EXISTS "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN IF NOT EXISTS "decided_by" uuid;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "feedback_pending_idx" ON "feedback" ("created_at") WHERE "apply_permission" AND "status" = 'pending';
