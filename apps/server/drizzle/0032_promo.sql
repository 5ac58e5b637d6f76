CREATE TABLE "promo_blacklist" (
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"by" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_blacklist_site_id_member_id_pk" PRIMARY KEY("site_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "promo_claim" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"source" text NOT NULL,
	"reference" text NOT NULL,
	"promotion_id" bigint,
	"outcome" text NOT NULL,
	"reason" text,
	"grant_id" bigint,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_claim_outcome" CHECK ("promo_claim"."outcome" in ('granted', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "promo_day_run" (
	"job" text NOT NULL,
	"site_id" integer NOT NULL,
	"day" text NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_day_run_job_site_id_day_pk" PRIMARY KEY("job","site_id","day")
);
--> statement-breakpoint
CREATE TABLE "promo_flag" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"promotion_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"detail" jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_bet" (
	"bet_id" bigint PRIMARY KEY NOT NULL,
	"grant_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"stake" bigint NOT NULL,
	"bonus_stake" bigint NOT NULL,
	"weight_bp" integer NOT NULL,
	"state" text NOT NULL,
	"added" bigint DEFAULT 0 NOT NULL,
	"bonus_returned" bigint DEFAULT 0 NOT NULL,
	"real_returned" bigint DEFAULT 0 NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_bet_state" CHECK ("promo_bet"."state" in ('open', 'settled', 'void')),
	CONSTRAINT "promo_bet_amounts" CHECK ("promo_bet"."bonus_stake" >= 0 and "promo_bet"."bonus_stake" <= "promo_bet"."stake" and "promo_bet"."added" >= 0),
	CONSTRAINT "promo_bet_weight" CHECK ("promo_bet"."weight_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "promo_grant_entry" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"grant_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"reference" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_grant_entry_kind" CHECK ("promo_grant_entry"."kind" in ('grant', 'stake', 'win', 'reversal', 'convert', 'forfeit', 'expire'))
);
--> statement-breakpoint
CREATE TABLE "promo_grant" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"promotion_id" bigint NOT NULL,
	"source" text NOT NULL,
	"source_ref" text NOT NULL,
	"currency" text NOT NULL,
	"granted" bigint NOT NULL,
	"balance" bigint NOT NULL,
	"requirement" bigint NOT NULL,
	"progress" bigint DEFAULT 0 NOT NULL,
	"terms" jsonb NOT NULL,
	"max_bet" bigint,
	"status" text NOT NULL,
	"reason" text,
	"note" text,
	"converted" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "promo_grant_progress" CHECK ("promo_grant"."progress" >= 0 and "promo_grant"."progress" <= "promo_grant"."requirement"),
	CONSTRAINT "promo_grant_balance" CHECK ("promo_grant"."balance" >= 0 and "promo_grant"."granted" > 0),
	CONSTRAINT "promo_grant_status" CHECK ("promo_grant"."status" in ('pending', 'active', 'completed', 'converted', 'forfeited', 'expired')),
	CONSTRAINT "promo_grant_forfeit_reason" CHECK (("promo_grant"."status" = 'forfeited') = ("promo_grant"."reason" is not null)),
	CONSTRAINT "promo_grant_closed_empty" CHECK ("promo_grant"."status" not in ('converted', 'forfeited', 'expired') or "promo_grant"."balance" = 0)
);
--> statement-breakpoint
CREATE TABLE "promo_identity" (
	"site_id" integer NOT NULL,
	"promotion_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"member_id" bigint NOT NULL,
	CONSTRAINT "promo_identity_site_id_promotion_id_kind_value_pk" PRIMARY KEY("site_id","promotion_id","kind","value")
);
--> statement-breakpoint
CREATE TABLE "promo_member" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"deposits" integer DEFAULT 0 NOT NULL,
	"deposit_total" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_promotion" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"terms" jsonb NOT NULL,
	"state" text NOT NULL,
	"start_day" text NOT NULL,
	"end_day" text,
	"budget" bigint,
	"budget_used" bigint DEFAULT 0 NOT NULL,
	"max_receivers" integer,
	"receivers" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_promotion_kind" CHECK ("promo_promotion"."kind" in ('newcomer', 'deposit', 'manual', 'vip', 'signin')),
	CONSTRAINT "promo_promotion_state" CHECK ("promo_promotion"."state" in ('active', 'paused', 'ended')),
	CONSTRAINT "promo_promotion_window" CHECK ("promo_promotion"."end_day" is null or "promo_promotion"."end_day" >= "promo_promotion"."start_day"),
	CONSTRAINT "promo_promotion_budget" CHECK ("promo_promotion"."budget" is null or "promo_promotion"."budget_used" <= "promo_promotion"."budget"),
	CONSTRAINT "promo_promotion_receivers" CHECK ("promo_promotion"."max_receivers" is null or "promo_promotion"."receivers" <= "promo_promotion"."max_receivers")
);
--> statement-breakpoint
CREATE TABLE "promo_rebate" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"day" text NOT NULL,
	"level" integer NOT NULL,
	"currency" text NOT NULL,
	"turnover" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"capped" integer DEFAULT 0 NOT NULL,
	"parts" jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_rebate_amount" CHECK ("promo_rebate"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promo_signin" (
	"member_id" bigint NOT NULL,
	"site_id" integer NOT NULL,
	"day" text NOT NULL,
	"streak" integer NOT NULL,
	"grant_id" bigint,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_signin_member_id_day_pk" PRIMARY KEY("member_id","day"),
	CONSTRAINT "promo_signin_streak" CHECK ("promo_signin"."streak" between 1 and 31)
);
--> statement-breakpoint
CREATE TABLE "promo_turnover" (
	"source" text NOT NULL,
	"ref" text NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"day" text NOT NULL,
	"product" text NOT NULL,
	"amount" bigint NOT NULL,
	"market" text DEFAULT '' NOT NULL,
	"side" text DEFAULT '' NOT NULL,
	CONSTRAINT "promo_turnover_source_ref_pk" PRIMARY KEY("source","ref"),
	CONSTRAINT "promo_turnover_amount" CHECK ("promo_turnover"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promo_vip_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"from_level" integer NOT NULL,
	"to_level" integer NOT NULL,
	"move" text NOT NULL,
	"day" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_vip_history_move" CHECK ("promo_vip_history"."move" in ('upgrade', 'demote'))
);
--> statement-breakpoint
CREATE TABLE "promo_vip_level" (
	"site_id" integer NOT NULL,
	"level" integer NOT NULL,
	"name" text NOT NULL,
	"min_deposit" bigint NOT NULL,
	"min_turnover" bigint NOT NULL,
	"retain_turnover" bigint NOT NULL,
	"upgrade_gift" bigint NOT NULL,
	"weekly_packet" bigint NOT NULL,
	"monthly_packet" bigint NOT NULL,
	"rebate_bp" jsonb NOT NULL,
	"rebate_cap" bigint NOT NULL,
	CONSTRAINT "promo_vip_level_site_id_level_pk" PRIMARY KEY("site_id","level"),
	CONSTRAINT "promo_vip_level_range" CHECK ("promo_vip_level"."level" between 0 and 10)
);
--> statement-breakpoint
CREATE TABLE "promo_vip" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"level_since" timestamp with time zone NOT NULL,
	"evaluated_day" text
);
--> statement-breakpoint
ALTER TABLE "promo_blacklist" ADD CONSTRAINT "promo_blacklist_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_claim" ADD CONSTRAINT "promo_claim_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_claim" ADD CONSTRAINT "promo_claim_promotion_id_promo_promotion_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promo_promotion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_claim" ADD CONSTRAINT "promo_claim_grant_id_promo_grant_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."promo_grant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_flag" ADD CONSTRAINT "promo_flag_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_bet" ADD CONSTRAINT "promo_bet_grant_id_promo_grant_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."promo_grant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_grant_entry" ADD CONSTRAINT "promo_grant_entry_grant_id_promo_grant_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."promo_grant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_grant" ADD CONSTRAINT "promo_grant_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_grant" ADD CONSTRAINT "promo_grant_promotion_id_promo_promotion_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promo_promotion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_identity" ADD CONSTRAINT "promo_identity_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_member" ADD CONSTRAINT "promo_member_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_promotion" ADD CONSTRAINT "promo_promotion_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_rebate" ADD CONSTRAINT "promo_rebate_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_signin" ADD CONSTRAINT "promo_signin_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_vip_history" ADD CONSTRAINT "promo_vip_history_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_vip_level" ADD CONSTRAINT "promo_vip_level_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_vip" ADD CONSTRAINT "promo_vip_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_claim_key" ON "promo_claim" USING btree ("member_id","source","reference");--> statement-breakpoint
CREATE INDEX "promo_flag_member" ON "promo_flag" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "promo_bet_open" ON "promo_bet" USING btree ("grant_id") WHERE "promo_bet"."state" = 'open';--> statement-breakpoint
CREATE INDEX "promo_bet_member_open" ON "promo_bet" USING btree ("member_id","placed_at") WHERE "promo_bet"."state" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "promo_grant_entry_step" ON "promo_grant_entry" USING btree ("grant_id","kind","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_grant_source" ON "promo_grant" USING btree ("member_id","source","source_ref");--> statement-breakpoint
CREATE INDEX "promo_grant_member" ON "promo_grant" USING btree ("member_id","status");--> statement-breakpoint
CREATE INDEX "promo_grant_live_expiry" ON "promo_grant" USING btree ("expires_at") WHERE "promo_grant"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "promo_promotion_code" ON "promo_promotion" USING btree ("site_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_rebate_member_day" ON "promo_rebate" USING btree ("member_id","day");--> statement-breakpoint
CREATE INDEX "promo_rebate_site_day" ON "promo_rebate" USING btree ("site_id","day");--> statement-breakpoint
CREATE INDEX "promo_turnover_member_day" ON "promo_turnover" USING btree ("member_id","day");--> statement-breakpoint
CREATE INDEX "promo_turnover_day" ON "promo_turnover" USING btree ("day");--> statement-breakpoint
CREATE INDEX "promo_vip_history_member" ON "promo_vip_history" USING btree ("member_id");