CREATE TABLE "order_refund" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"lines" jsonb NOT NULL,
	"whole" boolean NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"provider_refund_id" text,
	"actor_id" uuid,
	"actor_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "order_refund_amount_positive" CHECK ("order_refund"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_refund" ADD CONSTRAINT "order_refund_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_refund_order_id_idx" ON "order_refund" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_refund_requested_idx" ON "order_refund" USING btree ("created_at") WHERE "order_refund"."status" = 'requested';--> statement-breakpoint
-- Every refund made so far refunded a whole order: it is on record as one.
INSERT INTO "order_refund" ("order_id", "amount", "lines", "whole", "status", "provider_refund_id", "created_at", "completed_at")
  SELECT o."id", o."total_amount",
    (SELECT jsonb_agg(jsonb_build_object('position', l."position", 'quantity', l."quantity") ORDER BY l."position") FROM "order_line" l WHERE l."order_id" = o."id"),
    true, 'succeeded', o."refund_id", coalesce(o."refunded_at", o."created_at"), o."refunded_at"
  FROM "order" o WHERE o."status" = 'Refunded' AND o."total_amount" > 0;
