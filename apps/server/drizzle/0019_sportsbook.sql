CREATE TABLE "sb_bet_leg" (
	"bet_id" integer NOT NULL,
	"idx" integer NOT NULL,
	"match_id" integer NOT NULL,
	"market_id" bigint NOT NULL,
	"outcome" text NOT NULL,
	"odds" integer NOT NULL,
	"market_version" bigint NOT NULL,
	"in_play" integer DEFAULT 0 NOT NULL,
	"score_at" text DEFAULT '' NOT NULL,
	"sport" text NOT NULL,
	"league_name" text NOT NULL,
	"home" text NOT NULL,
	"away" text NOT NULL,
	"kickoff_at" timestamp with time zone NOT NULL,
	"market_name" text NOT NULL,
	"outcome_name" text NOT NULL,
	"result" text,
	CONSTRAINT "sb_bet_leg_bet_id_idx_pk" PRIMARY KEY("bet_id","idx")
);
--> statement-breakpoint
CREATE TABLE "sb_bet" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"system_type" text,
	"unit_stake" bigint NOT NULL,
	"stake" bigint NOT NULL,
	"placed_stake" bigint NOT NULL,
	"potential_return" bigint NOT NULL,
	"odds_policy" text NOT NULL,
	"state" text NOT NULL,
	"reject_reason" text,
	"void_reason" text,
	"settled_return" bigint,
	"cashed_out" bigint DEFAULT 0 NOT NULL,
	"valid_turnover" bigint DEFAULT 0 NOT NULL,
	"generation" integer DEFAULT 0 NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"decide_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	CONSTRAINT "sb_bet_kind" CHECK ("sb_bet"."kind" in ('single', 'parlay', 'system', 'builder')),
	CONSTRAINT "sb_bet_state" CHECK ("sb_bet"."state" in ('pending', 'accepted', 'rejected', 'settled', 'void', 'cashedOut')),
	CONSTRAINT "sb_bet_amounts" CHECK ("sb_bet"."stake" >= 0 and "sb_bet"."unit_stake" > 0 and "sb_bet"."cashed_out" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sb_cash_out" (
	"id" serial PRIMARY KEY NOT NULL,
	"bet_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"stake" bigint NOT NULL,
	"paid" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sb_liability" (
	"market_id" bigint NOT NULL,
	"outcome" text NOT NULL,
	"liability" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sb_liability_market_id_outcome_pk" PRIMARY KEY("market_id","outcome")
);
--> statement-breakpoint
ALTER TABLE "wallet_account" DROP CONSTRAINT "wallet_account_member_floor";--> statement-breakpoint
ALTER TABLE "sb_bet_leg" ADD CONSTRAINT "sb_bet_leg_bet_id_sb_bet_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sb_bet"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sb_cash_out" ADD CONSTRAINT "sb_cash_out_bet_id_sb_bet_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sb_bet"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sb_bet_leg_market" ON "sb_bet_leg" USING btree ("market_id","bet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sb_bet_request" ON "sb_bet" USING btree ("site_id","member_id","request_id");--> statement-breakpoint
CREATE INDEX "sb_bet_member" ON "sb_bet" USING btree ("member_id","state","placed_at");--> statement-breakpoint
CREATE INDEX "sb_bet_pending" ON "sb_bet" USING btree ("decide_at") WHERE "sb_bet"."state" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "sb_cash_out_request" ON "sb_cash_out" USING btree ("bet_id","request_id");--> statement-breakpoint
ALTER TABLE "wallet_account" ADD CONSTRAINT "wallet_account_member_floor" CHECK ("wallet_account"."member_id" is null or "wallet_account"."kind" = 'owed' or "wallet_account"."balance" - "wallet_account"."debits_pending" >= 0);