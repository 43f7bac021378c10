CREATE TABLE "order_line" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"product_name" text NOT NULL,
	"product_image" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	"line_total" bigint NOT NULL,
	CONSTRAINT "order_line_order_position_unique" UNIQUE("order_id","position"),
	CONSTRAINT "order_line_quantity_positive" CHECK ("order_line"."quantity" > 0),
	CONSTRAINT "order_line_total_consistent" CHECK ("order_line"."line_total" = "order_line"."quantity" * "order_line"."unit_price")
);
--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "subtotal_amount" bigint;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "shipping_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "tax_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "discount_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "total_amount" bigint;--> statement-breakpoint
ALTER TABLE "order_line" ADD CONSTRAINT "order_line_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line" ADD CONSTRAINT "order_line_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_line_product_id_idx" ON "order_line" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_currency_iso4217" CHECK ("order"."currency" ~ '^[A-Z]{3}$');--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_amounts_add_up" CHECK ("order"."total_amount" = "order"."subtotal_amount" + "order"."shipping_amount" + "order"."tax_amount" - "order"."discount_amount");;--> statement-breakpoint
-- Every order placed so far bought one product (a checkout's orders one each): its header amounts are
-- its own cents (every order was charged in US dollars: the currency default) and its one line is
-- what its columns held, so no amount, name or picture changes (docs/decisions/0024).
UPDATE "order" SET "subtotal_amount" = "total_price_cents", "total_amount" = "total_price_cents";--> statement-breakpoint
ALTER TABLE "order" ALTER COLUMN "subtotal_amount" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order" ALTER COLUMN "total_amount" SET NOT NULL;--> statement-breakpoint
INSERT INTO "order_line" ("order_id", "position", "product_id", "product_name", "product_image", "quantity", "unit_price", "line_total")
SELECT "id", 1, "product_id", "product_name", "product_image", "quantity", "unit_price_cents", "total_price_cents" FROM "order";
