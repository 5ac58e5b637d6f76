CREATE TABLE "promo_vote_competition" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"promotion_id" bigint NOT NULL,
	"match_id" bigint NOT NULL,
	"market_id" bigint NOT NULL,
	"league" text NOT NULL,
	"teams" jsonb NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"winner" text,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "promo_vote_competition_state" CHECK ("promo_vote_competition"."state" in ('open', 'settled', 'void'))
);
--> statement-breakpoint
CREATE TABLE "promo_vote" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"competition_id" bigint NOT NULL,
	"outcome" text NOT NULL,
	"reward" bigint NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"grant_id" bigint,
	"at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "promo_vote_state" CHECK ("promo_vote"."state" in ('open', 'won', 'lost', 'void')),
	CONSTRAINT "promo_vote_reward" CHECK ("promo_vote"."reward" > 0),
	CONSTRAINT "promo_vote_payout" CHECK ("promo_vote"."payout" >= 0)
);
--> statement-breakpoint
ALTER TABLE "promo_promotion" DROP CONSTRAINT "promo_promotion_kind";--> statement-breakpoint
ALTER TABLE "promo_vote_competition" ADD CONSTRAINT "promo_vote_competition_promotion_id_promo_promotion_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promo_promotion"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_vote" ADD CONSTRAINT "promo_vote_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_vote" ADD CONSTRAINT "promo_vote_competition_id_promo_vote_competition_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."promo_vote_competition"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_vote_competition_market" ON "promo_vote_competition" USING btree ("site_id","market_id");--> statement-breakpoint
CREATE INDEX "promo_vote_competition_market_id" ON "promo_vote_competition" USING btree ("market_id");--> statement-breakpoint
CREATE INDEX "promo_vote_competition_state" ON "promo_vote_competition" USING btree ("site_id","state","closes_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_vote_once" ON "promo_vote" USING btree ("competition_id","member_id");--> statement-breakpoint
CREATE INDEX "promo_vote_competition_outcome" ON "promo_vote" USING btree ("competition_id","outcome");--> statement-breakpoint
CREATE INDEX "promo_vote_member" ON "promo_vote" USING btree ("member_id","id");--> statement-breakpoint
ALTER TABLE "promo_promotion" ADD CONSTRAINT "promo_promotion_kind" CHECK ("promo_promotion"."kind" in ('newcomer', 'deposit', 'manual', 'vip', 'signin', 'birthday', 'welfare', 'backflow', 'invite', 'wheel', 'exchange', 'quiz', 'lottery', 'barrier', 'vote'));