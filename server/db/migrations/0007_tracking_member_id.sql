-- The tracking pixel identifies a signed-in member by id (`u`), no longer by the bearer token, which ended up in
-- access logs and proxies. Events already stored keep their member, found through the session of the token hash
-- they kept; then the hashes go. Safe to run twice and with two servers starting at once.
ALTER TABLE "tracking_events" ADD COLUMN IF NOT EXISTS "user_id" uuid;--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM information_schema.columns WHERE table_name = 'tracking_events' AND column_name = 'token_hash') THEN
    UPDATE "tracking_events" AS e SET "user_id" = s."user_id"
    FROM "sessions" AS s
    WHERE e."token_hash" = s."token_hash" AND e."user_id" IS NULL;
  END IF;
END $$;--> statement-breakpoint
ALTER TABLE "tracking_events" DROP COLUMN IF EXISTS "token_hash";
