CREATE TABLE "news_article" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"cover_url" text,
	"sport" text,
	"league_id" integer,
	"league_name" text,
	"match_id" integer,
	"home_name" text,
	"away_name" text,
	"kickoff_at" timestamp with time zone,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone,
	"author" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "news_article_kind" CHECK ("news_article"."kind" in ('preview', 'editorial')),
	CONSTRAINT "news_article_status" CHECK ("news_article"."status" in ('draft', 'published', 'unpublished')),
	CONSTRAINT "news_article_published" CHECK ("news_article"."status" <> 'published' or "news_article"."publish_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "news_article" ADD CONSTRAINT "news_article_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "news_article_preview" ON "news_article" USING btree ("site_id","match_id") WHERE "news_article"."kind" = 'preview';--> statement-breakpoint
CREATE INDEX "news_article_visible" ON "news_article" USING btree ("site_id","status","publish_at");--> statement-breakpoint
CREATE INDEX "news_article_match" ON "news_article" USING btree ("site_id","match_id");--> statement-breakpoint
CREATE INDEX "news_article_league" ON "news_article" USING btree ("site_id","league_id");