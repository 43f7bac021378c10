CREATE TABLE "search_word" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "product_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "search_word_trgm_idx" ON "search_word" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The words a misspelt search is corrected to (docs/decisions/0013): kept by the database, so every
-- way a product is written (the store, an import, the bench's bulk insert) feeds it. Words are never
-- taken out: a word of a deleted product corrects to a search that finds nothing, as it would anyway.
-- A text's words as the vocabulary keeps them: lower case, letters only, three or more.
CREATE FUNCTION "search_words_of"("name" text, "description" text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(lower("name" || ' ' || "description"), '[^[:alpha:]]+') AS w WHERE length(w) >= 3
$$;--> statement-breakpoint
CREATE FUNCTION "product_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_word" ("word")
    SELECT DISTINCT w FROM "new_rows" p, "search_words_of"(p."name", p."description") AS w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "product_search_words_insert" AFTER INSERT ON "product" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_search_words"();--> statement-breakpoint
-- Updates: only when a name or description changed (a stock update must not pay for it), one row at a time.
CREATE FUNCTION "product_search_words_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_word" ("word") SELECT w FROM "search_words_of"(NEW."name", NEW."description") AS w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "product_search_words_update" AFTER UPDATE OF "name", "description" ON "product" FOR EACH ROW
  WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."description" IS DISTINCT FROM NEW."description")
  EXECUTE FUNCTION "product_search_words_row"();--> statement-breakpoint
INSERT INTO "search_word" ("word")
  SELECT DISTINCT w FROM "product" p, "search_words_of"(p."name", p."description") AS w
ON CONFLICT DO NOTHING;
