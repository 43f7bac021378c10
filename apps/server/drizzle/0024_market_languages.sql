-- Markets offer languages (docs/product/markets.md, "Languages"): every market keeps the language it
-- had as its default and only one offered; a default the store does not speak becomes English.
UPDATE "market" SET "language" = 'en' WHERE "language" NOT IN ('en', 'de', 'fr', 'es', 'ja');--> statement-breakpoint
ALTER TABLE "market" ADD COLUMN "languages" text[];--> statement-breakpoint
UPDATE "market" SET "languages" = ARRAY["language"];--> statement-breakpoint
ALTER TABLE "market" ALTER COLUMN "languages" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "market" ADD CONSTRAINT "market_languages_offer_default" CHECK ("market"."language" = any("market"."languages"));
