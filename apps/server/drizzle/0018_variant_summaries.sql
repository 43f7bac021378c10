-- The product row carries, beside its default variant's price, stock and minimum order (0015), what
-- the shop's lists need of all its live variants, so a list never reads a variant
-- (docs/decisions/0029-product-variants.md, "Lists see every version"): the lowest and highest
-- price, the units of all of them, whether one of them can be ordered now, and their option values.
ALTER TABLE "product" ADD COLUMN "price_min_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "price_max_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "available_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "orderable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "option_values" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Backfill, before the indexes are built and the guard below exists: a product without a live
-- variant keeps its own values.
UPDATE "product" p SET
    "price_min_cents" = coalesce(s."lo", p."price_cents"),
    "price_max_cents" = coalesce(s."hi", p."price_cents"),
    "available_total" = coalesce(s."total", p."available"),
    "orderable" = coalesce(s."orderable", p."available" >= p."min_order_quantity")
  FROM "product" q
  LEFT JOIN (SELECT "product_id", min("price_cents") AS "lo", max("price_cents") AS "hi", sum("available")::integer AS "total",
                    bool_or("available" >= "min_order_quantity") AS "orderable"
             FROM "product_variant" WHERE "archived_at" IS NULL GROUP BY "product_id") s ON s."product_id" = q."id"
  WHERE q."id" = p."id";--> statement-breakpoint
UPDATE "product" p SET "option_values" = s."values"
  FROM (SELECT v."product_id", array_agg(DISTINCT o."name" || chr(31) || ov."value" ORDER BY o."name" || chr(31) || ov."value") AS "values"
        FROM "product_variant" v
        JOIN "product_variant_option_value" vov ON vov."variant_id" = v."id"
        JOIN "product_option" o ON o."id" = vov."option_id"
        JOIN "product_option_value" ov ON ov."id" = vov."value_id"
        WHERE v."archived_at" IS NULL GROUP BY v."product_id") s
  WHERE p."id" = s."product_id";--> statement-breakpoint
-- Price orders read the lowest live price (the "from" price of a card), the stock order the units of
-- all live variants; the overview's low stock reads live variants fewest units first.
DROP INDEX "product_live_price_idx";--> statement-breakpoint
DROP INDEX "product_live_category_price_idx";--> statement-breakpoint
DROP INDEX "product_live_stock_idx";--> statement-breakpoint
CREATE INDEX "product_variant_live_stock_idx" ON "product_variant" USING btree ("available","id") WHERE "product_variant"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "product_live_price_from_idx" ON "product" USING btree ("price_min_cents","id") WHERE "product"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "product_live_category_price_from_idx" ON "product" USING btree ("category_id","price_min_cents","id") WHERE "product"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "product_live_stock_total_idx" ON "product" USING btree ("available_total","id") WHERE "product"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "product_live_orderable_category_idx" ON "product" USING btree ("category_id","id") WHERE "product"."archived_at" is null and "product"."orderable";--> statement-breakpoint
CREATE INDEX "product_live_option_values_idx" ON "product" USING gin ("option_values") WITH (fastupdate=false) WHERE "product"."archived_at" is null;--> statement-breakpoint
-- A new product's summary is its own price and stock (its default variant is made from them by the
-- statement trigger of 0015), whatever the INSERT said.
CREATE FUNCTION "product_summary_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."price_min_cents" := NEW."price_cents";
  NEW."price_max_cents" := NEW."price_cents";
  NEW."available_total" := NEW."available";
  NEW."orderable" := NEW."available" >= NEW."min_order_quantity";
  NEW."option_values" := '{}'::text[];
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "product_summary_on_insert" BEFORE INSERT ON "product" FOR EACH ROW EXECUTE FUNCTION "product_summary_on_insert"();--> statement-breakpoint
-- A product's option values: every value its live variants have, as `name U+001F value`, sorted.
-- Writes nothing when they did not change. Each link's option and value are read by primary key
-- and the links by their variant, whatever the statistics say: during a store's first bulk load
-- they have none, and a join planned on guesses read every link of the catalogue per product.
CREATE FUNCTION "product_follow_option_values"(pid uuid) RETURNS void LANGUAGE sql AS $$
  UPDATE "product" p SET "option_values" = s."values"
    FROM (SELECT coalesce(array_agg(DISTINCT x."token" ORDER BY x."token"), '{}'::text[]) AS "values"
          FROM "product_variant" v,
          LATERAL (SELECT (SELECT o."name" FROM "product_option" o WHERE o."id" = vov."option_id") || chr(31)
                       || (SELECT ov."value" FROM "product_option_value" ov WHERE ov."id" = vov."value_id") AS "token"
                   FROM "product_variant_option_value" vov WHERE vov."variant_id" = v."id" OFFSET 0) x
          WHERE v."product_id" = pid AND v."archived_at" IS NULL) s
    WHERE p."id" = pid AND p."option_values" IS DISTINCT FROM s."values";
$$;--> statement-breakpoint
-- 0015's function, now also writing the summary of all live variants; still one UPDATE of the
-- product (none when nothing changed), reading only that product's variants. Option values follow
-- when a variant comes, goes or is archived (a stock change leaves them alone).
CREATE OR REPLACE FUNCTION "product_follow_default_variant"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pid uuid := COALESCE(NEW."product_id", OLD."product_id");
BEGIN
  UPDATE "product" p
    SET "price_cents" = d."price_cents", "available" = d."available", "min_order_quantity" = d."min_order_quantity",
        "price_min_cents" = s."lo", "price_max_cents" = s."hi", "available_total" = s."total", "orderable" = s."orderable"
    FROM (SELECT "price_cents", "available", "min_order_quantity" FROM "product_variant"
          WHERE "product_id" = pid AND "archived_at" IS NULL ORDER BY "position", "id" LIMIT 1) d,
         (SELECT min("price_cents") AS "lo", max("price_cents") AS "hi", sum("available")::integer AS "total",
                 bool_or("available" >= "min_order_quantity") AS "orderable"
          FROM "product_variant" WHERE "product_id" = pid AND "archived_at" IS NULL) s
    WHERE p."id" = pid
      AND (p."price_cents", p."available", p."min_order_quantity", p."price_min_cents", p."price_max_cents", p."available_total", p."orderable")
        IS DISTINCT FROM (d."price_cents", d."available", d."min_order_quantity", s."lo", s."hi", s."total", s."orderable");
  IF TG_OP = 'UPDATE' THEN
    IF NEW."archived_at" IS DISTINCT FROM OLD."archived_at" THEN
      PERFORM "product_follow_option_values"(pid);
    END IF;
  ELSE
    PERFORM "product_follow_option_values"(pid);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A variant's option values are linked after the variant is written, and unlinked when the owner
-- rewrites the options: the product's option values follow, once per statement and product.
CREATE FUNCTION "product_follow_variant_links"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "product_follow_option_values"(v."product_id")
    FROM (SELECT DISTINCT pv."product_id" FROM "product_variant" pv WHERE pv."id" IN (SELECT "variant_id" FROM "changed_rows")) v;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "product_variant_links_inserted" AFTER INSERT ON "product_variant_option_value" REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "product_follow_variant_links"();--> statement-breakpoint
CREATE TRIGGER "product_variant_links_deleted" AFTER DELETE ON "product_variant_option_value" REFERENCING OLD TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "product_follow_variant_links"();--> statement-breakpoint
CREATE TRIGGER "product_variant_links_updated" AFTER UPDATE ON "product_variant_option_value" REFERENCING NEW TABLE AS "changed_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "product_follow_variant_links"();--> statement-breakpoint
-- A renamed option or value renames the products' option values too.
CREATE FUNCTION "product_follow_option_rename"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'product_option' THEN
    PERFORM "product_follow_option_values"(NEW."product_id");
  ELSE
    PERFORM "product_follow_option_values"(o."product_id") FROM "product_option" o WHERE o."id" = NEW."option_id";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "product_option_renamed" AFTER UPDATE OF "name" ON "product_option"
  FOR EACH ROW EXECUTE FUNCTION "product_follow_option_rename"();--> statement-breakpoint
CREATE TRIGGER "product_option_value_renamed" AFTER UPDATE OF "value" ON "product_option_value"
  FOR EACH ROW EXECUTE FUNCTION "product_follow_option_rename"();--> statement-breakpoint
-- One owner for the summary too: a statement writing it directly is refused, like 0015's three.
CREATE OR REPLACE FUNCTION "product_variant_fields_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() = 1
    AND (NEW."price_cents", NEW."available", NEW."min_order_quantity", NEW."price_min_cents", NEW."price_max_cents", NEW."available_total", NEW."orderable", NEW."option_values")
      IS DISTINCT FROM (OLD."price_cents", OLD."available", OLD."min_order_quantity", OLD."price_min_cents", OLD."price_max_cents", OLD."available_total", OLD."orderable", OLD."option_values") THEN
    RAISE EXCEPTION 'a product''s price, stock, minimum order and their summary belong to its variants: update product_variant';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
DROP TRIGGER "product_variant_fields_guard" ON "product";--> statement-breakpoint
CREATE TRIGGER "product_variant_fields_guard" BEFORE UPDATE OF "price_cents", "available", "min_order_quantity", "price_min_cents", "price_max_cents", "available_total", "orderable", "option_values" ON "product"
  FOR EACH ROW EXECUTE FUNCTION "product_variant_fields_guard"();
