-- Invoices and credit notes (docs/decisions/0031-markets.md, "Invoices"): the documents as issued,
-- and the counter that numbers them per kind and year without gaps. Orders paid before this
-- release have no invoice; every order paid from now on gets one.
CREATE TABLE "invoice_counter" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "invoice_counter_kind_year_pk" PRIMARY KEY("kind","year"),
	CONSTRAINT "invoice_counter_positive" CHECK ("invoice_counter"."last" >= 1)
);
--> statement-breakpoint
CREATE TABLE "invoice" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid,
	"refund_id" uuid,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"document" jsonb NOT NULL,
	CONSTRAINT "invoice_number_unique" UNIQUE("number"),
	CONSTRAINT "invoice_credit_note_refund" CHECK (("invoice"."kind" = 'credit-note') = ("invoice"."refund_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_refund_id_order_refund_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."order_refund"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_order_idx" ON "invoice" USING btree ("order_id","issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_one_per_order" ON "invoice" USING btree ("order_id") WHERE "invoice"."kind" = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_one_per_refund" ON "invoice" USING btree ("refund_id");