-- Notifications (issue 29, item 13): the notices a member is told about, their e-mail settings with the key that
-- signs their unsubscribe links, and the headers of mails kept in the outbox (List-Unsubscribe). Idempotent, so
-- that processes migrating together cannot collide.
CREATE TABLE IF NOT EXISTS "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"type" text NOT NULL,
	"film_id" integer,
	"thread_id" integer REFERENCES "comments"("id") ON DELETE set null,
	"actor_id" uuid REFERENCES "users"("id") ON DELETE set null,
	"excerpt" text,
	"count" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notices_type_check" CHECK ("type" IN ('reply', 'comment_hidden', 'comment_removed', 'comment_restored', 'comments_hidden', 'application_approved', 'application_denied'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "notices_user_idx" ON "notices" USING btree ("user_id","created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "notices_unread_idx" ON "notices" USING btree ("user_id") WHERE "read_at" is null;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "notification_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"email_reply" boolean DEFAULT true NOT NULL,
	"email_moderation" boolean DEFAULT true NOT NULL,
	"email_application" boolean DEFAULT true NOT NULL,
	"unsubscribe_key" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN IF NOT EXISTS "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;
