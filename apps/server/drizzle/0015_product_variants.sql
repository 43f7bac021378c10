CREATE TABLE "product_option_value" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"option_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_option" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "product_option_position_range" CHECK ("product_option"."position" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "product_variant_option_value" (
	"variant_id" uuid NOT NULL,
	"option_id" uuid NOT NULL,
	"value_id" uuid NOT NULL,
	CONSTRAINT "product_variant_option_value_variant_id_option_id_pk" PRIMARY KEY("variant_id","option_id")
);
--> statement-breakpoint
CREATE TABLE "product_variant" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"gtin" text,
	"price_cents" integer NOT NULL,
	"available" integer NOT NULL,
	"min_order_quantity" integer DEFAULT 1 NOT NULL,
	"weight_grams" integer,
	"hs_code" text,
	"origin_country" text,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "product_variant_price_positive" CHECK ("product_variant"."price_cents" > 0),
	CONSTRAINT "product_variant_available_non_negative" CHECK ("product_variant"."available" >= 0),
	CONSTRAINT "product_variant_min_order_positive" CHECK ("product_variant"."min_order_quantity" >= 1),
	CONSTRAINT "product_variant_weight_positive" CHECK ("product_variant"."weight_grams" > 0),
	CONSTRAINT "product_variant_gtin_digits" CHECK ("product_variant"."gtin" ~ '^([0-9]{8}|[0-9]{12,14})$'),
	CONSTRAINT "product_variant_hs_code_digits" CHECK ("product_variant"."hs_code" ~ '^[0-9]{6,10}$'),
	CONSTRAINT "product_variant_origin_country_code" CHECK ("product_variant"."origin_country" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
ALTER TABLE "product_option_value" ADD CONSTRAINT "product_option_value_option_id_product_option_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."product_option"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_option" ADD CONSTRAINT "product_option_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variant_option_value" ADD CONSTRAINT "product_variant_option_value_variant_id_product_variant_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variant_option_value" ADD CONSTRAINT "product_variant_option_value_option_id_product_option_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."product_option"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variant_option_value" ADD CONSTRAINT "product_variant_option_value_value_id_product_option_value_id_fk" FOREIGN KEY ("value_id") REFERENCES "public"."product_option_value"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variant" ADD CONSTRAINT "product_variant_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_option_value_unique" ON "product_option_value" USING btree ("option_id","value");--> statement-breakpoint
CREATE UNIQUE INDEX "product_option_position_unique" ON "product_option" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "product_option_name_unique" ON "product_option" USING btree ("product_id","name");--> statement-breakpoint
CREATE INDEX "product_variant_option_value_value_idx" ON "product_variant_option_value" USING btree ("value_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variant_sku_unique" ON "product_variant" USING btree (upper("sku"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_variant_gtin_unique" ON "product_variant" USING btree ("gtin");--> statement-breakpoint
CREATE INDEX "product_variant_live_idx" ON "product_variant" USING btree ("product_id","position","id") WHERE "product_variant"."archived_at" is null;--> statement-breakpoint
-- Every product sold so far becomes one default variant with its price, stock and minimum order
-- (docs/decisions/0029-product-variants.md); its SKU is its slug in capitals (slugs are unique and
-- lower-case, so these are too).
INSERT INTO "product_variant" ("product_id", "sku", "price_cents", "available", "min_order_quantity", "created_at")
  SELECT "id", upper("slug"), "price_cents", "available", "min_order_quantity", "created_at" FROM "product";--> statement-breakpoint
-- A new product gets its default variant from the values it was inserted with, whoever inserts it
-- (the store, the seed, an import, the bench's bulk insert): every product has a variant.
CREATE FUNCTION "product_default_variant"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_variant" ("product_id", "sku", "price_cents", "available", "min_order_quantity", "created_at")
    SELECT n."id",
      CASE WHEN EXISTS (SELECT 1 FROM "product_variant" v WHERE upper(v."sku") = upper(n."slug"))
        THEN upper(n."slug") || '-' || left(replace(n."id"::text, '-', ''), 8)
        ELSE upper(n."slug") END,
      n."price_cents", n."available", n."min_order_quantity", n."created_at"
    FROM "new_rows" n;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "product_default_variant_insert" AFTER INSERT ON "product" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "product_default_variant"();--> statement-breakpoint
-- The product row carries its default variant's price, stock and minimum order for the shop's lists
-- and their indexes. Only this function writes them; an unchanged default writes nothing.
CREATE FUNCTION "product_follow_default_variant"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pid uuid := COALESCE(NEW."product_id", OLD."product_id");
BEGIN
  UPDATE "product" p
    SET "price_cents" = v."price_cents", "available" = v."available", "min_order_quantity" = v."min_order_quantity"
    FROM (SELECT "price_cents", "available", "min_order_quantity" FROM "product_variant"
          WHERE "product_id" = pid AND "archived_at" IS NULL ORDER BY "position", "id" LIMIT 1) v
    WHERE p."id" = pid
      AND (p."price_cents", p."available", p."min_order_quantity") IS DISTINCT FROM (v."price_cents", v."available", v."min_order_quantity");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "product_variant_default_follows" AFTER INSERT OR DELETE OR UPDATE OF "price_cents", "available", "min_order_quantity", "position", "archived_at" ON "product_variant"
  FOR EACH ROW EXECUTE FUNCTION "product_follow_default_variant"();--> statement-breakpoint
-- One owner: a statement that changes a product's price, stock or minimum order directly is refused
-- (depth 1 is a statement's own trigger; the function above runs one level deeper).
CREATE FUNCTION "product_variant_fields_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() = 1 AND (NEW."price_cents", NEW."available", NEW."min_order_quantity") IS DISTINCT FROM (OLD."price_cents", OLD."available", OLD."min_order_quantity") THEN
    RAISE EXCEPTION 'a product''s price, stock and minimum order belong to its variants: update product_variant';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "product_variant_fields_guard" BEFORE UPDATE OF "price_cents", "available", "min_order_quantity" ON "product"
  FOR EACH ROW EXECUTE FUNCTION "product_variant_fields_guard"();
