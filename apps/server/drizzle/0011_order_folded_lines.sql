-- An order is a header with lines; a cart checkout is one order (docs/decisions/0026). The data
-- statements fold each checkout's orders into one order before the old columns go.
ALTER TABLE "order_line" ADD COLUMN "refunded_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_line" ADD COLUMN "legacy_order_id" uuid;--> statement-breakpoint
-- A refunded order refunded every unit it bought.
UPDATE "order_line" l SET "refunded_quantity" = l."quantity" FROM "order" o WHERE o."id" = l."order_id" AND o."status" = 'Refunded';--> statement-breakpoint
-- A checkout's orders that are in the same state (status, payment, parcel, refund) become one
-- order: the first one placed keeps its id and number, the others become its lines 2, 3, ….
-- Orders of one checkout that went separate ways (one shipped, one refunded) stay separate orders.
CREATE TEMP TABLE "order_fold" AS
  SELECT o."id" AS "order_id",
    first_value(o."id") OVER w AS "survivor_id",
    row_number() OVER w AS "position"
  FROM "order" o
  WHERE o."checkout_id" IS NOT NULL
  WINDOW w AS (
    PARTITION BY o."checkout_id", o."status", coalesce(o."transaction_id", ''), coalesce(o."carrier", ''),
      coalesce(o."tracking_number", ''), coalesce(o."refund_id", '')
    ORDER BY o."number"
  );--> statement-breakpoint
UPDATE "order_line" l
  SET "order_id" = f."survivor_id", "position" = f."position",
    "legacy_order_id" = CASE WHEN f."order_id" <> f."survivor_id" THEN f."order_id" END
  FROM "order_fold" f WHERE l."order_id" = f."order_id" AND f."order_id" <> f."survivor_id";--> statement-breakpoint
UPDATE "order_event" e SET "order_id" = f."survivor_id"
  FROM "order_fold" f WHERE e."order_id" = f."order_id" AND f."order_id" <> f."survivor_id";--> statement-breakpoint
UPDATE "order" o
  SET "subtotal_amount" = s."subtotal",
    "total_amount" = s."subtotal" + o."shipping_amount" + o."tax_amount" - o."discount_amount"
  FROM (SELECT "order_id", sum("line_total")::bigint AS "subtotal" FROM "order_line" GROUP BY "order_id") s
  WHERE o."id" = s."order_id" AND o."id" IN (SELECT "survivor_id" FROM "order_fold");--> statement-breakpoint
-- The unpaid part of a checkout keeps the checkout's payment intent (created for exactly its total).
UPDATE "order" o SET "payment_intent_id" = c."payment_intent_id"
  FROM "checkout" c
  WHERE o."checkout_id" = c."id" AND o."status" = 'Pending' AND c."payment_intent_id" IS NOT NULL
    AND o."id" IN (SELECT "survivor_id" FROM "order_fold");--> statement-breakpoint
DELETE FROM "order" o USING "order_fold" f WHERE o."id" = f."order_id" AND f."order_id" <> f."survivor_id";--> statement-breakpoint
DROP TABLE "order_fold";--> statement-breakpoint
ALTER TABLE "sandbox_payment_intent" DROP CONSTRAINT "sandbox_payment_intent_pays_one";--> statement-breakpoint
-- A sandbox intent of a checkout now pays the order that holds it; one that pays nothing any more
-- (its orders were released) goes.
UPDATE "sandbox_payment_intent" i SET "order_id" = (
    SELECT o."id" FROM "order" o
    WHERE o."checkout_id" = i."checkout_id" AND (o."payment_intent_id" = i."id" OR o."transaction_id" = i."id")
    ORDER BY o."number" LIMIT 1)
  WHERE i."checkout_id" IS NOT NULL;--> statement-breakpoint
DELETE FROM "sandbox_payment_intent" WHERE "order_id" IS NULL;--> statement-breakpoint
ALTER TABLE "checkout" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "checkout" CASCADE;--> statement-breakpoint
ALTER TABLE "order" DROP CONSTRAINT "order_quantity_positive";--> statement-breakpoint
ALTER TABLE "order" DROP CONSTRAINT "order_total_consistent";--> statement-breakpoint
ALTER TABLE "order" DROP CONSTRAINT "order_product_id_product_id_fk";
--> statement-breakpoint
ALTER TABLE "order" DROP CONSTRAINT IF EXISTS "order_checkout_id_checkout_id_fk";
--> statement-breakpoint
ALTER TABLE "sandbox_payment_intent" DROP CONSTRAINT IF EXISTS "sandbox_payment_intent_checkout_id_checkout_id_fk";
--> statement-breakpoint
DROP INDEX "order_product_id_idx";--> statement-breakpoint
DROP INDEX "order_product_name_trgm_idx";--> statement-breakpoint
DROP INDEX "order_paid_at_idx";--> statement-breakpoint
ALTER TABLE "sandbox_payment_intent" ALTER COLUMN "order_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "order_line_product_name_trgm_idx" ON "order_line" USING gin ("product_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_paid_at_idx" ON "order" USING btree ("paid_at","status","total_amount");--> statement-breakpoint
ALTER TABLE "order" DROP COLUMN "product_id";--> statement-breakpoint
ALTER TABLE "order" DROP COLUMN "product_name";--> statement-breakpoint
ALTER TABLE "order" DROP COLUMN "product_image";--> statement-breakpoint
ALTER TABLE "order" DROP COLUMN "quantity";--> statement-breakpoint
ALTER TABLE "order" DROP COLUMN "unit_price_cents";--> statement-breakpoint
ALTER TABLE "order" DROP COLUMN "total_price_cents";--> statement-breakpoint
ALTER TABLE "sandbox_payment_intent" DROP COLUMN "checkout_id";--> statement-breakpoint
ALTER TABLE "order_line" ADD CONSTRAINT "order_line_legacy_order_id_unique" UNIQUE("legacy_order_id");--> statement-breakpoint
ALTER TABLE "order_line" ADD CONSTRAINT "order_line_refund_within_quantity" CHECK ("order_line"."refunded_quantity" BETWEEN 0 AND "order_line"."quantity");
