CREATE TABLE "guide_type_translations" (
	"slug" text NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "guide_type_translations_slug_lang_pk" PRIMARY KEY("slug","lang")
);
--> statement-breakpoint
CREATE TABLE "guide_types" (
	"slug" text PRIMARY KEY NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "author_name" text DEFAULT 'Editorial team' NOT NULL;--> statement-breakpoint
ALTER TABLE "guide_type_translations" ADD CONSTRAINT "guide_type_translations_slug_guide_types_slug_fk" FOREIGN KEY ("slug") REFERENCES "public"."guide_types"("slug") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "guides" ADD CONSTRAINT "guides_type_guide_types_slug_fk" FOREIGN KEY ("type") REFERENCES "public"."guide_types"("slug") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "ratings_user_updated_idx" ON "ratings" USING btree ("user_id","updated_at" DESC NULLS LAST);