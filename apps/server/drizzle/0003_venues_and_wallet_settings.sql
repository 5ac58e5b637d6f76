CREATE TABLE "sandbox_venue_balance" (
	"site_id" integer NOT NULL,
	"channel_code" text NOT NULL,
	"member_id" bigint NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sandbox_venue_balance_site_id_channel_code_member_id_pk" PRIMARY KEY("site_id","channel_code","member_id"),
	CONSTRAINT "sandbox_balance_floor" CHECK ("sandbox_venue_balance"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_venue_transfer" (
	"reference" text PRIMARY KEY NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venue" (
	"site_id" integer NOT NULL,
	"channel_code" text NOT NULL,
	"name" text NOT NULL,
	"venue_en_name" text NOT NULL,
	"kind" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"is_display" integer DEFAULT 0 NOT NULL,
	"adapter" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "venue_site_id_channel_code_pk" PRIMARY KEY("site_id","channel_code"),
	CONSTRAINT "venue_kind" CHECK ("venue"."kind" in ('sports', 'esports', 'live', 'egame'))
);
--> statement-breakpoint
CREATE TABLE "wallet_setting" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"wallet_type" text NOT NULL,
	"auto_transfer" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "venue" ADD CONSTRAINT "venue_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;