-- Catalog editing and import (issue 15, items 3 and 4). Existing films stay published; a drama created in the
-- console starts as a draft. Contributors get a stable key so an import updates a person instead of adding a twin.
-- An episode past FREE_EPISODES may be made free by an operator. SEO texts override the page head per language.
ALTER TABLE "films" ADD COLUMN IF NOT EXISTS "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "film_translations" ADD COLUMN IF NOT EXISTS "seo_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "film_translations" ADD COLUMN IF NOT EXISTS "seo_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contributors" ADD COLUMN IF NOT EXISTS "external_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "contributors_external_id_uq" ON "contributors" USING btree ("external_id");--> statement-breakpoint
ALTER TABLE "episodes" ADD COLUMN IF NOT EXISTS "free" boolean DEFAULT false NOT NULL;
