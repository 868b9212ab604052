-- Verification codes bound to what they were asked for (issue 30): a code mailed for an e-mail change, a sign-up,
-- a sign-in or an account confirmation works only for that, and codes of an e-mail change or an account confirmation
-- only for the member who asked (their rows go with the member). Codes issued before this migration were all
-- sign-in-or-sign-up codes; they become sign-in codes and expire within ten minutes anyway.
-- Safe to run twice and with two servers starting at once.
ALTER TABLE "verification_codes" ADD COLUMN IF NOT EXISTS "purpose" text DEFAULT 'sign-in' NOT NULL;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD COLUMN IF NOT EXISTS "member_id" uuid REFERENCES "users"("id") ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "verification_codes" DROP CONSTRAINT IF EXISTS "verification_codes_purpose_check";--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_purpose_check" CHECK ("purpose" IN ('sign-up', 'sign-in', 'account', 'email-change'));--> statement-breakpoint
DROP INDEX IF EXISTS "verification_codes_email_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "verification_codes_email_purpose_idx" ON "verification_codes" USING btree ("email","purpose","created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "verification_codes_member_idx" ON "verification_codes" USING btree ("member_id") WHERE "member_id" IS NOT NULL;
