CREATE TABLE "game_brand" (
	"site_id" integer NOT NULL,
	"brand_code" text NOT NULL,
	"name" text NOT NULL,
	"venue_code" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_brand_site_id_brand_code_pk" PRIMARY KEY("site_id","brand_code")
);
--> statement-breakpoint
CREATE TABLE "game_favourite" (
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"venue_code" text NOT NULL,
	"game_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_favourite_site_id_member_id_venue_code_game_code_pk" PRIMARY KEY("site_id","member_id","venue_code","game_code")
);
--> statement-breakpoint
CREATE TABLE "game_recent" (
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"venue_code" text NOT NULL,
	"game_code" text NOT NULL,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_recent_site_id_member_id_venue_code_game_code_pk" PRIMARY KEY("site_id","member_id","venue_code","game_code")
);
--> statement-breakpoint
CREATE TABLE "game_record_cursor" (
	"adapter" text PRIMARY KEY NOT NULL,
	"pulled_to" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_record" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"adapter" text NOT NULL,
	"bet_id" text NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"venue_code" text NOT NULL,
	"game_code" text NOT NULL,
	"stake" bigint NOT NULL,
	"valid_turnover" bigint NOT NULL,
	"win_loss" bigint NOT NULL,
	"detail" jsonb NOT NULL,
	"bet_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone NOT NULL,
	"pulled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game" (
	"site_id" integer NOT NULL,
	"venue_code" text NOT NULL,
	"game_code" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"engine" text NOT NULL,
	"brand_code" text NOT NULL,
	"hot" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"jackpot" boolean DEFAULT false NOT NULL,
	"demo" boolean DEFAULT true NOT NULL,
	"rtp" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_site_id_venue_code_game_code_pk" PRIMARY KEY("site_id","venue_code","game_code"),
	CONSTRAINT "game_category" CHECK ("game"."category" in ('slots', 'table', 'fishing', 'arcade', 'live')),
	CONSTRAINT "game_engine" CHECK ("game"."engine" in ('slot', 'baccarat'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_fair_seed" (
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"channel_code" text NOT NULL,
	"server_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sandbox_fair_seed_site_id_member_id_channel_code_pk" PRIMARY KEY("site_id","member_id","channel_code")
);
--> statement-breakpoint
CREATE TABLE "sandbox_game_round" (
	"round_id" text PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"channel_code" text NOT NULL,
	"game_code" text NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint,
	"valid_turnover" bigint,
	"status" text NOT NULL,
	"shoe_no" integer,
	"hand" integer,
	"detail" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "sandbox_round_status" CHECK ("sandbox_game_round"."status" in ('open', 'settled'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_baccarat_shoe" (
	"channel_code" text NOT NULL,
	"table_code" text NOT NULL,
	"shoe_no" integer NOT NULL,
	"shoe_seed" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_baccarat_shoe_channel_code_table_code_shoe_no_pk" PRIMARY KEY("channel_code","table_code","shoe_no")
);
--> statement-breakpoint
ALTER TABLE "game_brand" ADD CONSTRAINT "game_brand_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game" ADD CONSTRAINT "game_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_record_bet_key" ON "game_record" USING btree ("adapter","bet_id");--> statement-breakpoint
CREATE INDEX "game_record_member_idx" ON "game_record" USING btree ("site_id","member_id","settled_at");--> statement-breakpoint
CREATE INDEX "sandbox_game_round_settled_idx" ON "sandbox_game_round" USING btree ("settled_at");--> statement-breakpoint
CREATE INDEX "sandbox_game_round_open_idx" ON "sandbox_game_round" USING btree ("channel_code","game_code","status");