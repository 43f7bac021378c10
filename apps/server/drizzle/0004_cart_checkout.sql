CREATE TABLE "cart_line" (
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_line_user_id_product_id_pk" PRIMARY KEY("user_id","product_id"),
	CONSTRAINT "cart_line_quantity_positive" CHECK ("cart_line"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "checkout" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"payment_intent_id" text,
	"intent_amount_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_payment_intent_id_unique" UNIQUE("payment_intent_id")
);
--> statement-breakpoint
CREATE TABLE "saved_address" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"shipping" jsonb NOT NULL,
	"phone" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order" DROP CONSTRAINT "order_transaction_id_unique";--> statement-breakpoint
ALTER TABLE "sandbox_payment_intent" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "checkout_id" uuid;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "shipping" jsonb;--> statement-breakpoint
ALTER TABLE "sandbox_payment_intent" ADD COLUMN "checkout_id" uuid;--> statement-breakpoint
ALTER TABLE "cart_line" ADD CONSTRAINT "cart_line_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_line" ADD CONSTRAINT "cart_line_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout" ADD CONSTRAINT "checkout_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_address" ADD CONSTRAINT "saved_address_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_line_product_id_idx" ON "cart_line" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "checkout_user_id_idx" ON "checkout" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_checkout_id_checkout_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkout"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_payment_intent" ADD CONSTRAINT "sandbox_payment_intent_checkout_id_checkout_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkout"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_checkout_id_idx" ON "order" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "order_transaction_id_idx" ON "order" USING btree ("transaction_id");--> statement-breakpoint
ALTER TABLE "sandbox_payment_intent" ADD CONSTRAINT "sandbox_payment_intent_pays_one" CHECK (("sandbox_payment_intent"."order_id" IS NULL) <> ("sandbox_payment_intent"."checkout_id" IS NULL));