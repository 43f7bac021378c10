CREATE TABLE "page_text" (
	"key" text NOT NULL,
	"language" text NOT NULL,
	"text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "page_text_key_language_pk" PRIMARY KEY("key","language"),
	CONSTRAINT "page_text_language" CHECK ("page_text"."language" in ('en', 'de', 'fr', 'es', 'ja'))
);
