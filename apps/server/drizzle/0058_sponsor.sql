CREATE TABLE "site_page" (
	"site_id" integer NOT NULL,
	"code" text NOT NULL,
	"content" jsonb NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "site_page_site_id_code_pk" PRIMARY KEY("site_id","code"),
	CONSTRAINT "site_page_code" CHECK ("site_page"."code" in ('about', 'partners', 'responsibleGaming', 'privacy', 'terms'))
);
--> statement-breakpoint
CREATE TABLE "sponsor" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"logo_url" text NOT NULL,
	"tier" integer NOT NULL,
	"summary" text NOT NULL,
	"story" text NOT NULL,
	"team_sport" text,
	"team_name" text,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"sort" integer DEFAULT 0 NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sponsor_tier" CHECK ("sponsor"."tier" between 1 and 5),
	CONSTRAINT "sponsor_kind" CHECK ("sponsor"."kind" in ('club', 'team', 'esports')),
	CONSTRAINT "sponsor_team" CHECK (("sponsor"."team_sport" is null) = ("sponsor"."team_name" is null)),
	CONSTRAINT "sponsor_period" CHECK ("sponsor"."ends_on" is null or "sponsor"."ends_on" >= "sponsor"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "site_page" ADD CONSTRAINT "site_page_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor" ADD CONSTRAINT "sponsor_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sponsor_site" ON "sponsor" USING btree ("site_id","hidden","sort");