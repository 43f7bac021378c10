CREATE TABLE "order_cancellation" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"payment_intent_id" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"actor_id" uuid NOT NULL,
	"actor_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_cancellation" ADD CONSTRAINT "order_cancellation_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_cancellation_order_id_idx" ON "order_cancellation" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_cancellation_requested_idx" ON "order_cancellation" USING btree ("created_at") WHERE "order_cancellation"."status" = 'requested';