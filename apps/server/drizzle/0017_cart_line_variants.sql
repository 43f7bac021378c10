-- A cart holds versions of products (docs/decisions/0029-product-variants.md): a line per version.
-- Lines already in carts are of their product's default version.
ALTER TABLE "cart_line" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
UPDATE "cart_line" l SET "variant_id" = v."id"
  FROM (SELECT DISTINCT ON ("product_id") "product_id", "id" FROM "product_variant" ORDER BY "product_id", "archived_at" NULLS FIRST, "position", "id") v
  WHERE v."product_id" = l."product_id";--> statement-breakpoint
ALTER TABLE "cart_line" ALTER COLUMN "variant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_line" DROP CONSTRAINT "cart_line_user_id_product_id_pk";--> statement-breakpoint
ALTER TABLE "cart_line" ADD CONSTRAINT "cart_line_user_id_variant_id_pk" PRIMARY KEY("user_id","variant_id");--> statement-breakpoint
ALTER TABLE "cart_line" ADD CONSTRAINT "cart_line_variant_id_product_variant_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_line_variant_id_idx" ON "cart_line" USING btree ("variant_id");
