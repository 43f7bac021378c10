-- Trigram matching for typo-tolerant search (pg_trgm ships with PostgreSQL and PGlite).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "category" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "category_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
DROP INDEX "product_created_at_idx";--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "slug" text;--> statement-breakpoint
-- Existing products get a slug from their name, made unique by the start of their id.
UPDATE "product" SET "slug" = trim(both '-' from regexp_replace(lower("name"), '[^a-z0-9]+', '-', 'g')) || '-' || left("id"::text, 8);--> statement-breakpoint
ALTER TABLE "product" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "images" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "specs" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "category_id" uuid;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, "name"), 'A') || setweight(to_tsvector('english'::regconfig, "description"), 'B') || setweight(jsonb_to_tsvector('english'::regconfig, "specs", '["string", "numeric"]'::jsonb), 'C')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_category_id_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."category"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_slug_unique" ON "product" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "product_live_newest_idx" ON "product" USING btree ("created_at","id") WHERE "product"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "product_live_price_idx" ON "product" USING btree ("price_cents","id") WHERE "product"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "product_live_name_idx" ON "product" USING btree ("name","id") WHERE "product"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "product_live_category_newest_idx" ON "product" USING btree ("category_id","created_at","id") WHERE "product"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "product_live_category_price_idx" ON "product" USING btree ("category_id","price_cents","id") WHERE "product"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "product_live_category_name_idx" ON "product" USING btree ("category_id","name","id") WHERE "product"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "product_search_idx" ON "product" USING gin ("search") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "product_name_trgm_idx" ON "product" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);