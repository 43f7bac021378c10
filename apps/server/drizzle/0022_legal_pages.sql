-- The shop's legal texts (docs/decisions/0031-markets.md): terms, privacy, shipping and returns, imprint,
-- edited by the owner; the seed writes the demo texts when none exist.
CREATE TABLE "legal_page" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "legal_page_version_positive" CHECK ("legal_page"."version" >= 1)
);
