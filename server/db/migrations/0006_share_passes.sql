-- Share-to-unlock: a visit counts only with a pass the server handed out when the friend's browser loaded the
-- shared page (README, "Play permission"). One pass counts once; the address it was loaded from (hashed) feeds the
-- per-address cap on counted visits.
CREATE TABLE IF NOT EXISTS "share_passes" (
	"nonce" text PRIMARY KEY NOT NULL,
	"sharer_visitor_id" uuid NOT NULL,
	"film_id" integer NOT NULL,
	"address_hash" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"used_by_visitor_id" uuid,
	"used_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "share_passes_issued_idx" ON "share_passes" USING btree ("issued_at");--> statement-breakpoint
ALTER TABLE "share_visits" ADD COLUMN IF NOT EXISTS "address_hash" text;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "share_visits_address_idx" ON "share_visits" USING btree ("address_hash","created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "feedback_user_apply_idx" ON "feedback" USING btree ("user_id","apply_permission","created_at");
