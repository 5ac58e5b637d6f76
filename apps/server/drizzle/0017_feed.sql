CREATE TABLE "feed_incident" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"side" text NOT NULL,
	"period" text NOT NULL,
	"seconds" integer NOT NULL,
	"text" text NOT NULL,
	"x" real,
	"y" real,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_league" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_ref" text NOT NULL,
	"sport" text NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"region" text NOT NULL,
	"logo" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"provider_ts" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "feed_league_sport" CHECK ("feed_league"."sport" in ('football', 'basketball', 'esports'))
);
--> statement-breakpoint
CREATE TABLE "feed_market" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"type" text NOT NULL,
	"specifier" text DEFAULT '' NOT NULL,
	"feed_status" text DEFAULT 'active' NOT NULL,
	"trader_status" text DEFAULT 'open' NOT NULL,
	"main" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"provider_ts" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_market_status" CHECK ("feed_market"."feed_status" in ('active', 'suspended', 'deactivated', 'settled', 'cancelled')),
	CONSTRAINT "feed_market_trader" CHECK ("feed_market"."trader_status" in ('open', 'suspended'))
);
--> statement-breakpoint
CREATE TABLE "feed_match" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_ref" text NOT NULL,
	"sport" text NOT NULL,
	"league_id" integer NOT NULL,
	"kind" text DEFAULT 'match' NOT NULL,
	"home_team_id" integer,
	"away_team_id" integer,
	"kickoff_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'notStarted' NOT NULL,
	"period" text DEFAULT '' NOT NULL,
	"clock_seconds" integer,
	"clock_running" integer DEFAULT 0 NOT NULL,
	"clock_at" timestamp with time zone,
	"home_score" integer DEFAULT 0 NOT NULL,
	"away_score" integer DEFAULT 0 NOT NULL,
	"period_scores" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"statistics" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"best_of" integer DEFAULT 0 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"provider_ts" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_match_status" CHECK ("feed_match"."status" in ('notStarted', 'live', 'ended', 'postponed', 'cancelled')),
	CONSTRAINT "feed_match_kind" CHECK (("feed_match"."kind" = 'match' and "feed_match"."home_team_id" is not null and "feed_match"."away_team_id" is not null) or "feed_match"."kind" = 'outright')
);
--> statement-breakpoint
CREATE TABLE "feed_outcome" (
	"market_id" bigint NOT NULL,
	"key" text NOT NULL,
	"odds" integer NOT NULL,
	"result" text,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "feed_outcome_market_id_key_pk" PRIMARY KEY("market_id","key")
);
--> statement-breakpoint
CREATE TABLE "feed_provider_state" (
	"provider" text PRIMARY KEY NOT NULL,
	"last_seq" bigint DEFAULT 0 NOT NULL,
	"last_ts" bigint DEFAULT 0 NOT NULL,
	"recovered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "feed_team" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_ref" text NOT NULL,
	"sport" text NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"logo" text NOT NULL,
	"provider_ts" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feed_incident" ADD CONSTRAINT "feed_incident_match_id_feed_match_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."feed_match"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_market" ADD CONSTRAINT "feed_market_match_id_feed_match_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."feed_match"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_match" ADD CONSTRAINT "feed_match_league_id_feed_league_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."feed_league"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_match" ADD CONSTRAINT "feed_match_home_team_id_feed_team_id_fk" FOREIGN KEY ("home_team_id") REFERENCES "public"."feed_team"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_match" ADD CONSTRAINT "feed_match_away_team_id_feed_team_id_fk" FOREIGN KEY ("away_team_id") REFERENCES "public"."feed_team"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_outcome" ADD CONSTRAINT "feed_outcome_market_id_feed_market_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."feed_market"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feed_incident_seq" ON "feed_incident" USING btree ("match_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "feed_league_ref" ON "feed_league" USING btree ("provider_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "feed_market_key" ON "feed_market" USING btree ("match_id","type","specifier");--> statement-breakpoint
CREATE UNIQUE INDEX "feed_match_ref" ON "feed_match" USING btree ("provider_ref");--> statement-breakpoint
CREATE INDEX "feed_match_list" ON "feed_match" USING btree ("sport","kind","status","kickoff_at");--> statement-breakpoint
CREATE INDEX "feed_match_league" ON "feed_match" USING btree ("league_id","kickoff_at");--> statement-breakpoint
CREATE UNIQUE INDEX "feed_team_ref" ON "feed_team" USING btree ("provider_ref");