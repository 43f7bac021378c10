-- Selling worldwide (docs/decisions/0031-markets.md): markets, prices per currency, versions a
-- market does not sell, tax rates, shipping zones, and each product's tax class. A store upgraded
-- from the release before has no market yet and sells as it did (its one currency, no tax, no
-- shipping charge) until the owner defines them; the demo data defines six.
CREATE TABLE "currency_rate" (
	"currency" text PRIMARY KEY NOT NULL,
	"rate" text NOT NULL,
	"rounding_mode" text NOT NULL,
	"rounding_step" integer NOT NULL,
	"rounding_below" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currency_rate_currency_code" CHECK ("currency_rate"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "currency_rate_decimal" CHECK ("currency_rate"."rate" ~ '^[0-9]{1,9}(\.[0-9]{1,9})?$' and "currency_rate"."rate" ~ '[1-9]'),
	CONSTRAINT "currency_rate_rounding" CHECK ("currency_rate"."rounding_step" >= 1 and "currency_rate"."rounding_below" >= 0 and "currency_rate"."rounding_below" < "currency_rate"."rounding_step")
);
--> statement-breakpoint
CREATE TABLE "market_country" (
	"country" text PRIMARY KEY NOT NULL,
	"market_id" uuid NOT NULL,
	CONSTRAINT "market_country_code" CHECK ("market_country"."country" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "market_excluded_variant" (
	"market_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	CONSTRAINT "market_excluded_variant_market_id_variant_id_pk" PRIMARY KEY("market_id","variant_id")
);
--> statement-breakpoint
CREATE TABLE "market" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"prices_include_tax" boolean NOT NULL,
	"language" text NOT NULL,
	"fallback" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_currency_code" CHECK ("market"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "market_language_code" CHECK ("market"."language" ~ '^[a-z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "shipping_method" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"zone_id" uuid NOT NULL,
	"name" text NOT NULL,
	"min_days" integer NOT NULL,
	"max_days" integer NOT NULL,
	"rates" jsonb NOT NULL,
	"free_from" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "shipping_method_days" CHECK ("shipping_method"."min_days" >= 0 and "shipping_method"."max_days" >= "shipping_method"."min_days")
);
--> statement-breakpoint
CREATE TABLE "shipping_zone_country" (
	"country" text PRIMARY KEY NOT NULL,
	"zone_id" uuid NOT NULL,
	CONSTRAINT "shipping_zone_country_code" CHECK ("shipping_zone_country"."country" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "shipping_zone" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_rate" (
	"country" text NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"tax_class" text NOT NULL,
	"rate" integer NOT NULL,
	CONSTRAINT "tax_rate_country_region_tax_class_pk" PRIMARY KEY("country","region","tax_class"),
	CONSTRAINT "tax_rate_range" CHECK ("tax_rate"."rate" >= 0 and "tax_rate"."rate" < 1000000),
	CONSTRAINT "tax_rate_country_code" CHECK ("tax_rate"."country" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "product_variant_price" (
	"variant_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "product_variant_price_variant_id_currency_pk" PRIMARY KEY("variant_id","currency"),
	CONSTRAINT "product_variant_price_positive" CHECK ("product_variant_price"."amount" > 0),
	CONSTRAINT "product_variant_price_currency_code" CHECK ("product_variant_price"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "tax_class" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "market_country" ADD CONSTRAINT "market_country_market_id_market_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."market"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_excluded_variant" ADD CONSTRAINT "market_excluded_variant_market_id_market_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."market"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_excluded_variant" ADD CONSTRAINT "market_excluded_variant_variant_id_product_variant_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_method" ADD CONSTRAINT "shipping_method_zone_id_shipping_zone_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."shipping_zone"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_zone_country" ADD CONSTRAINT "shipping_zone_country_zone_id_shipping_zone_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."shipping_zone"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variant_price" ADD CONSTRAINT "product_variant_price_variant_id_product_variant_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "market_country_market_idx" ON "market_country" USING btree ("market_id");--> statement-breakpoint
CREATE INDEX "market_excluded_variant_variant_idx" ON "market_excluded_variant" USING btree ("variant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "market_name_unique" ON "market" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "market_fallback_unique" ON "market" USING btree ("fallback") WHERE "market"."fallback";--> statement-breakpoint
CREATE INDEX "shipping_method_zone_idx" ON "shipping_method" USING btree ("zone_id","position");--> statement-breakpoint
CREATE INDEX "shipping_zone_country_zone_idx" ON "shipping_zone_country" USING btree ("zone_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_zone_name_unique" ON "shipping_zone" USING btree (lower("name"));