-- Cross-process cache invalidation (server/db/change-hub.ts): every write that changes what a cache or the title
-- search index holds sends one notice on the channel `shortdrama_changes`, from a statement trigger, so any writer
-- (a request on any process, an import script, an operator's SQL) reaches every process, and the notice is sent at
-- commit, when the change becomes visible. A notice is '<seq> <topic> <film ids, comma separated | *>'; the sequence
-- lets a member's request wait until its process applied every notice up to its own write.
-- Idempotent (CREATE OR REPLACE, DROP ... IF EXISTS) so that processes migrating together cannot collide.
CREATE SEQUENCE IF NOT EXISTS "change_notice_seq";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "change_notice"(topic text, ids text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- NULL: the statement changed no row that matters. A list longer than a notification may carry means "all".
  IF ids IS NULL THEN RETURN; END IF;
  PERFORM pg_notify('shortdrama_changes', nextval('change_notice_seq') || ' ' || topic || ' ' || CASE WHEN length(ids) > 7000 THEN '*' ELSE ids END);
END;
$$;
--> statement-breakpoint
-- Film ids of the rows a statement touched: TG_ARGV[0] is the topic, TG_ARGV[1] the film-id column.
CREATE OR REPLACE FUNCTION "notice_film_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids text;
BEGIN
  EXECUTE format('SELECT string_agg(DISTINCT %I::text, %L) FROM changed_rows', TG_ARGV[1], ',') INTO ids;
  PERFORM change_notice(TG_ARGV[0], ids);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A film row changed in what pages show; the counters the tracking queue moves all the time (views, plays,
-- hotness) are left to the caches' TTL, as on one process.
CREATE OR REPLACE FUNCTION "notice_films_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM change_notice('film', (
    SELECT string_agg(n.id::text, ',') FROM changed_rows n JOIN old_rows o ON o.id = n.id
    WHERE (to_jsonb(n) - '{view_count,play_count,hotness}'::text[]) IS DISTINCT FROM (to_jsonb(o) - '{view_count,play_count,hotness}'::text[])));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Everything under a topic (hot comments, catalog-wide lists and names).
CREATE OR REPLACE FUNCTION "notice_all"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM change_notice(TG_ARGV[0], '*');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "films_notice_update" ON "films";
--> statement-breakpoint
CREATE TRIGGER "films_notice_update" AFTER UPDATE ON "films" REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notice_films_updated"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "films_notice_delete" ON "films";
--> statement-breakpoint
CREATE TRIGGER "films_notice_delete" AFTER DELETE ON "films" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notice_film_rows"('film', 'id');
--> statement-breakpoint
DROP TRIGGER IF EXISTS "films_notice_insert" ON "films";
--> statement-breakpoint
CREATE TRIGGER "films_notice_insert" AFTER INSERT ON "films" FOR EACH STATEMENT EXECUTE FUNCTION "notice_all"('catalog');
--> statement-breakpoint
DROP TRIGGER IF EXISTS "film_translations_notice_insert" ON "film_translations";
--> statement-breakpoint
CREATE TRIGGER "film_translations_notice_insert" AFTER INSERT ON "film_translations" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notice_film_rows"('titles', 'film_id');
--> statement-breakpoint
DROP TRIGGER IF EXISTS "film_translations_notice_update" ON "film_translations";
--> statement-breakpoint
CREATE TRIGGER "film_translations_notice_update" AFTER UPDATE ON "film_translations" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notice_film_rows"('titles', 'film_id');
--> statement-breakpoint
DROP TRIGGER IF EXISTS "film_translations_notice_delete" ON "film_translations";
--> statement-breakpoint
CREATE TRIGGER "film_translations_notice_delete" AFTER DELETE ON "film_translations" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notice_film_rows"('titles', 'film_id');
--> statement-breakpoint
DROP TRIGGER IF EXISTS "share_records_notice_insert" ON "share_records";
--> statement-breakpoint
CREATE TRIGGER "share_records_notice_insert" AFTER INSERT ON "share_records" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notice_film_rows"('film', 'film_id');
--> statement-breakpoint
DROP TRIGGER IF EXISTS "episodes_notice_insert" ON "episodes";
--> statement-breakpoint
CREATE TRIGGER "episodes_notice_insert" AFTER INSERT ON "episodes" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notice_film_rows"('film', 'film_id');
--> statement-breakpoint
DROP TRIGGER IF EXISTS "episodes_notice_update" ON "episodes";
--> statement-breakpoint
CREATE TRIGGER "episodes_notice_update" AFTER UPDATE ON "episodes" REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notice_film_rows"('film', 'film_id');
--> statement-breakpoint
DROP TRIGGER IF EXISTS "episodes_notice_delete" ON "episodes";
--> statement-breakpoint
CREATE TRIGGER "episodes_notice_delete" AFTER DELETE ON "episodes" REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notice_film_rows"('film', 'film_id');
--> statement-breakpoint
DROP TRIGGER IF EXISTS "film_contributors_notice" ON "film_contributors";
--> statement-breakpoint
CREATE TRIGGER "film_contributors_notice" AFTER INSERT OR UPDATE OR DELETE ON "film_contributors"
  FOR EACH STATEMENT EXECUTE FUNCTION "notice_all"('catalog');
--> statement-breakpoint
DROP TRIGGER IF EXISTS "film_categories_notice" ON "film_categories";
--> statement-breakpoint
CREATE TRIGGER "film_categories_notice" AFTER INSERT OR UPDATE OR DELETE ON "film_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "notice_all"('catalog');
--> statement-breakpoint
DROP TRIGGER IF EXISTS "categories_notice" ON "categories";
--> statement-breakpoint
CREATE TRIGGER "categories_notice" AFTER INSERT OR UPDATE OR DELETE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "notice_all"('catalog');
--> statement-breakpoint
DROP TRIGGER IF EXISTS "category_translations_notice" ON "category_translations";
--> statement-breakpoint
CREATE TRIGGER "category_translations_notice" AFTER INSERT OR UPDATE OR DELETE ON "category_translations"
  FOR EACH STATEMENT EXECUTE FUNCTION "notice_all"('catalog');
--> statement-breakpoint
DROP TRIGGER IF EXISTS "contributors_notice" ON "contributors";
--> statement-breakpoint
CREATE TRIGGER "contributors_notice" AFTER INSERT OR UPDATE OR DELETE ON "contributors"
  FOR EACH STATEMENT EXECUTE FUNCTION "notice_all"('catalog');
--> statement-breakpoint
DROP TRIGGER IF EXISTS "comments_notice" ON "comments";
--> statement-breakpoint
CREATE TRIGGER "comments_notice" AFTER INSERT OR UPDATE OR DELETE ON "comments"
  FOR EACH STATEMENT EXECUTE FUNCTION "notice_all"('hot');
--> statement-breakpoint
DROP TRIGGER IF EXISTS "comment_likes_notice" ON "comment_likes";
--> statement-breakpoint
CREATE TRIGGER "comment_likes_notice" AFTER INSERT OR UPDATE OR DELETE ON "comment_likes"
  FOR EACH STATEMENT EXECUTE FUNCTION "notice_all"('hot');
