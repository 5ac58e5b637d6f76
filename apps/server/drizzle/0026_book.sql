CREATE TABLE "sb_member_limit" (
	"site_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"factor_bp" integer NOT NULL,
	"reason" text NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sb_member_limit_site_id_member_id_pk" PRIMARY KEY("site_id","member_id"),
	CONSTRAINT "sb_member_limit_factor" CHECK ("sb_member_limit"."factor_bp" between 100 and 100000)
);
--> statement-breakpoint
ALTER TABLE "feed_market" DROP CONSTRAINT "feed_market_trader";--> statement-breakpoint
ALTER TABLE "feed_market" ADD CONSTRAINT "feed_market_trader" CHECK ("feed_market"."trader_status" in ('open', 'suspended', 'liability'));