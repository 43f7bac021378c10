-- Orders sold in markets (docs/decisions/0031-markets.md): each line records its net, tax rate, tax
-- and gross; the order its market, shipping method and shipping tax, VAT number and reverse charge,
-- the base currency with the rate used and the total in it, and the terms version accepted.
-- Orders placed before were sold in the base currency without tax: their lines' net and gross are
-- their totals, and their base total is their total.
ALTER TABLE "order_line" ADD COLUMN "net_amount" bigint;--> statement-breakpoint
ALTER TABLE "order_line" ADD COLUMN "tax_rate" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_line" ADD COLUMN "tax_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_line" ADD COLUMN "gross_amount" bigint;--> statement-breakpoint
UPDATE "order_line" SET "net_amount" = "line_total", "gross_amount" = "line_total";--> statement-breakpoint
ALTER TABLE "order_line" ALTER COLUMN "net_amount" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_line" ALTER COLUMN "gross_amount" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "market_name" text;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "prices_include_tax" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "shipping_method" text;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "shipping_tax_rate" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "shipping_tax_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "vat_number" text;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "reverse_charge" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "base_currency" text;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "exchange_rate" text;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "base_total_amount" bigint;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "terms_version" integer;--> statement-breakpoint
UPDATE "order" SET "base_currency" = "currency", "base_total_amount" = "total_amount";--> statement-breakpoint
ALTER TABLE "order" ALTER COLUMN "base_currency" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order" ALTER COLUMN "base_total_amount" SET NOT NULL;--> statement-breakpoint
DROP INDEX "order_paid_at_idx";--> statement-breakpoint
CREATE INDEX "order_paid_at_idx" ON "order" USING btree ("paid_at","status","currency","total_amount","base_total_amount");--> statement-breakpoint
ALTER TABLE "order_line" ADD CONSTRAINT "order_line_gross_consistent" CHECK ("order_line"."gross_amount" = "order_line"."net_amount" + "order_line"."tax_amount");--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_shipping_tax_within_tax" CHECK ("order"."shipping_tax_amount" BETWEEN 0 AND "order"."tax_amount");
--> statement-breakpoint
-- A writer that does not know these columns yet (an instance of the release before, during a rolling
-- upgrade) sells as before markets: untaxed lines, its total in the base currency.
CREATE FUNCTION order_line_untaxed_defaults() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.net_amount := coalesce(NEW.net_amount, NEW.line_total);
  NEW.gross_amount := coalesce(NEW.gross_amount, NEW.line_total);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER order_line_untaxed_defaults BEFORE INSERT ON "order_line" FOR EACH ROW EXECUTE FUNCTION order_line_untaxed_defaults();--> statement-breakpoint
CREATE FUNCTION order_base_defaults() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.base_currency := coalesce(NEW.base_currency, NEW.currency);
  NEW.base_total_amount := coalesce(NEW.base_total_amount, NEW.total_amount);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER order_base_defaults BEFORE INSERT ON "order" FOR EACH ROW EXECUTE FUNCTION order_base_defaults();
