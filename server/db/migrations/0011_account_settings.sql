-- Account settings and retention (issue 20). Sessions get a public id (the token hash is never shown), the browser
-- that opened them and when they were last used; members get the time their requested deletion becomes due;
-- tracking events past their retention period are folded into daily counts without any visitor or member.
-- Safe to run twice and with two servers starting at once.
ALTER TABLE "sessions" ADD COLUMN IF NOT EXISTS "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN IF NOT EXISTS "user_agent" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN IF NOT EXISTS "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "sessions_id_uq" ON "sessions" USING btree ("id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "deletion_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "erase_after" timestamp with time zone;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_erase_after_idx" ON "users" USING btree ("erase_after") WHERE "erase_after" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "plays_user_idx" ON "plays" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tracking_events_user_idx" ON "tracking_events" USING btree ("user_id") WHERE "user_id" IS NOT NULL;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "tracking_daily" (
	"day" date NOT NULL,
	"event" text NOT NULL,
	"host" text NOT NULL,
	"page" text NOT NULL,
	"events" integer NOT NULL,
	"seconds" bigint NOT NULL,
	CONSTRAINT "tracking_daily_pk" PRIMARY KEY ("day","event","host","page")
);
