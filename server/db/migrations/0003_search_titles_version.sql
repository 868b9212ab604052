CREATE SEQUENCE "public"."film_titles_version" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
DROP INDEX "film_translations_title_trgm_idx";--> statement-breakpoint
-- Written by hand after the generated statements: drizzle-kit does not model triggers. One step per statement
-- (not per row), so bulk loads pay nothing; the in-memory title search rebuilds when the value moves.
CREATE FUNCTION "film_titles_touched"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('film_titles_version');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "film_translations_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "film_translations"
  FOR EACH STATEMENT EXECUTE FUNCTION "film_titles_touched"();
