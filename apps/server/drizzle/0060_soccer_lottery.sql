CREATE TABLE "promo_lottery_card" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"promotion_id" bigint NOT NULL,
	"issue" integer NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"first_prize" bigint NOT NULL,
	"second_prize" bigint NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"results" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "promo_lottery_card_state" CHECK ("promo_lottery_card"."state" in ('open', 'settled')),
	CONSTRAINT "promo_lottery_card_prizes" CHECK ("promo_lottery_card"."first_prize" > 0 and "promo_lottery_card"."second_prize" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promo_lottery_entry" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"card_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"request_id" text NOT NULL,
	"picks" jsonb NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"right_picks" integer,
	"payout" bigint DEFAULT 0 NOT NULL,
	"grant_id" bigint,
	"at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "promo_lottery_entry_state" CHECK ("promo_lottery_entry"."state" in ('open', 'won', 'lost')),
	CONSTRAINT "promo_lottery_entry_payout" CHECK ("promo_lottery_entry"."payout" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promo_lottery_match" (
	"card_id" bigint NOT NULL,
	"site_id" integer NOT NULL,
	"match_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"league" text NOT NULL,
	"home" text NOT NULL,
	"away" text NOT NULL,
	"kickoff_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_lottery_match_card_id_match_id_pk" PRIMARY KEY("card_id","match_id")
);
--> statement-breakpoint
ALTER TABLE "promo_promotion" DROP CONSTRAINT "promo_promotion_kind";--> statement-breakpoint
ALTER TABLE "promo_lottery_card" ADD CONSTRAINT "promo_lottery_card_promotion_id_promo_promotion_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promo_promotion"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_lottery_entry" ADD CONSTRAINT "promo_lottery_entry_card_id_promo_lottery_card_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."promo_lottery_card"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_lottery_entry" ADD CONSTRAINT "promo_lottery_entry_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_lottery_match" ADD CONSTRAINT "promo_lottery_match_card_id_promo_lottery_card_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."promo_lottery_card"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_lottery_card_issue" ON "promo_lottery_card" USING btree ("site_id","issue");--> statement-breakpoint
CREATE INDEX "promo_lottery_card_state" ON "promo_lottery_card" USING btree ("site_id","state","closes_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_lottery_entry_once" ON "promo_lottery_entry" USING btree ("card_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_lottery_entry_request" ON "promo_lottery_entry" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "promo_lottery_entry_member" ON "promo_lottery_entry" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_lottery_match_once" ON "promo_lottery_match" USING btree ("site_id","match_id");--> statement-breakpoint
CREATE INDEX "promo_lottery_match_match" ON "promo_lottery_match" USING btree ("match_id");--> statement-breakpoint
ALTER TABLE "promo_promotion" ADD CONSTRAINT "promo_promotion_kind" CHECK ("promo_promotion"."kind" in ('newcomer', 'deposit', 'manual', 'vip', 'signin', 'birthday', 'welfare', 'backflow', 'invite', 'wheel', 'exchange', 'quiz', 'lottery'));