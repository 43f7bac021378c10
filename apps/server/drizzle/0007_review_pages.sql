DROP INDEX "review_created_at_idx";--> statement-breakpoint
DROP INDEX "review_product_created_at_idx";--> statement-breakpoint
CREATE INDEX "review_created_at_id_idx" ON "review" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "review_product_created_at_id_idx" ON "review" USING btree ("product_id","created_at","id") WHERE "review"."product_id" is not null;