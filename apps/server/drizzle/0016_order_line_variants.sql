-- Every order line names the version it bought (docs/decisions/0029-product-variants.md). Lines
-- placed before versions bought their product's one variant, which migration 0015 made from it:
-- they name that one, with its SKU.
ALTER TABLE "order_line" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "order_line" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "order_line" ADD COLUMN "version" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "order_line" l SET "variant_id" = v."id", "sku" = v."sku"
  FROM (SELECT DISTINCT ON ("product_id") "product_id", "id", "sku" FROM "product_variant" ORDER BY "product_id", "position", "id") v
  WHERE v."product_id" = l."product_id";--> statement-breakpoint
ALTER TABLE "order_line" ALTER COLUMN "variant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_line" ALTER COLUMN "sku" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_line" ADD CONSTRAINT "order_line_variant_id_product_variant_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variant"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_line_variant_id_idx" ON "order_line" USING btree ("variant_id");
