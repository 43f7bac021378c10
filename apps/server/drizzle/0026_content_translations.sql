CREATE TABLE "category_translation" (
	"category_id" uuid NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "category_translation_category_id_language_pk" PRIMARY KEY("category_id","language"),
	CONSTRAINT "category_translation_language" CHECK ("category_translation"."language" in ('de', 'fr', 'es', 'ja'))
);
--> statement-breakpoint
CREATE TABLE "product_slug_history" (
	"language" text NOT NULL,
	"slug" text NOT NULL,
	"product_id" uuid NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_slug_history_language_slug_pk" PRIMARY KEY("language","slug")
);
--> statement-breakpoint
CREATE TABLE "product_translation" (
	"product_id" uuid NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text NOT NULL,
	"option_names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"option_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(case "product_translation"."language" when 'de' then 'german'::regconfig when 'fr' then 'french'::regconfig when 'es' then 'spanish'::regconfig else 'simple'::regconfig end, "product_translation"."name"), 'A') || setweight(to_tsvector(case "product_translation"."language" when 'de' then 'german'::regconfig when 'fr' then 'french'::regconfig when 'es' then 'spanish'::regconfig else 'simple'::regconfig end, "product_translation"."description"), 'B')) STORED NOT NULL,
	CONSTRAINT "product_translation_product_id_language_pk" PRIMARY KEY("product_id","language"),
	CONSTRAINT "product_translation_language" CHECK ("product_translation"."language" in ('de', 'fr', 'es', 'ja'))
);
--> statement-breakpoint
ALTER TABLE "category_translation" ADD CONSTRAINT "category_translation_category_id_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."category"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_slug_history" ADD CONSTRAINT "product_slug_history_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_translation" ADD CONSTRAINT "product_translation_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "category_translation_slug_unique" ON "category_translation" USING btree ("language","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "product_translation_slug_unique" ON "product_translation" USING btree ("language","slug");--> statement-breakpoint
CREATE INDEX "product_translation_search_idx" ON "product_translation" USING gin ("search") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "product_translation_ja_trgm_idx" ON "product_translation" USING gin (("name" || ' ' || "description") gin_trgm_ops) WITH (fastupdate=false) WHERE "product_translation"."language" = 'ja';--> statement-breakpoint
CREATE INDEX "product_translation_language_idx" ON "product_translation" USING btree ("language","product_id");--> statement-breakpoint
-- A slug a product leaves (its own, or a translation's) keeps pointing at it, so an old link answers
-- with a permanent redirect (docs/product/markets.md, "Languages"). Kept by the database, so every
-- way a slug changes (the back office, an import) records it.
CREATE FUNCTION "product_slug_retired"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'product' THEN
    INSERT INTO "product_slug_history" ("language", "slug", "product_id") VALUES ('en', OLD."slug", OLD."id")
    ON CONFLICT ("language", "slug") DO UPDATE SET "product_id" = EXCLUDED."product_id", "retired_at" = now();
  ELSE
    -- A translation removed with its product leaves nothing to point at.
    INSERT INTO "product_slug_history" ("language", "slug", "product_id")
      SELECT OLD."language", OLD."slug", OLD."product_id" WHERE EXISTS (SELECT 1 FROM "product" WHERE "id" = OLD."product_id")
    ON CONFLICT ("language", "slug") DO UPDATE SET "product_id" = EXCLUDED."product_id", "retired_at" = now();
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "product_slug_retired" AFTER UPDATE OF "slug" ON "product" FOR EACH ROW
  WHEN (OLD."slug" IS DISTINCT FROM NEW."slug") EXECUTE FUNCTION "product_slug_retired"();--> statement-breakpoint
CREATE TRIGGER "product_translation_slug_retired" AFTER UPDATE OF "slug" ON "product_translation" FOR EACH ROW
  WHEN (OLD."slug" IS DISTINCT FROM NEW."slug") EXECUTE FUNCTION "product_slug_retired"();--> statement-breakpoint
CREATE TRIGGER "product_translation_slug_removed" AFTER DELETE ON "product_translation" FOR EACH ROW
  EXECUTE FUNCTION "product_slug_retired"();--> statement-breakpoint
-- Translated names and descriptions feed the vocabulary a misspelt search is corrected from (0014).
CREATE TRIGGER "product_translation_search_words_insert" AFTER INSERT ON "product_translation" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_search_words"();--> statement-breakpoint
CREATE TRIGGER "product_translation_search_words_update" AFTER UPDATE OF "name", "description" ON "product_translation" FOR EACH ROW
  WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."description" IS DISTINCT FROM NEW."description")
  EXECUTE FUNCTION "product_search_words_row"();
