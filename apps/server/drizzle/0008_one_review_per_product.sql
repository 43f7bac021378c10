-- One review per buyer per product: of a buyer's several reviews of one product, the newest stays
-- (it says what they think now); the older ones go, then the unique index keeps it so.
DELETE FROM "review" AS "older" USING "review" AS "newer"
WHERE "older"."user_id" IS NOT NULL AND "older"."product_id" IS NOT NULL
  AND "newer"."user_id" = "older"."user_id" AND "newer"."product_id" = "older"."product_id"
  AND ("newer"."created_at", "newer"."id") > ("older"."created_at", "older"."id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_user_product_key" ON "review" USING btree ("user_id","product_id") WHERE "review"."user_id" is not null and "review"."product_id" is not null;
