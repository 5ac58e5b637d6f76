CREATE TABLE "promo_free_bet" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"source" text NOT NULL,
	"source_ref" text NOT NULL,
	"state" text NOT NULL,
	"bet_id" bigint,
	"returned" bigint,
	"to_promo" bigint,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "promo_free_bet_state" CHECK ("promo_free_bet"."state" in ('unused', 'riding', 'used')),
	CONSTRAINT "promo_free_bet_amount" CHECK ("promo_free_bet"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "promo_exchange_item" DROP CONSTRAINT "promo_exchange_item_kind";--> statement-breakpoint
ALTER TABLE "promo_exchange" ADD COLUMN "free_bet_id" bigint;--> statement-breakpoint
ALTER TABLE "sb_bet" ADD COLUMN "free_bet_id" bigint;--> statement-breakpoint
ALTER TABLE "promo_free_bet" ADD CONSTRAINT "promo_free_bet_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_free_bet_source" ON "promo_free_bet" USING btree ("member_id","source","source_ref");--> statement-breakpoint
CREATE INDEX "promo_free_bet_member" ON "promo_free_bet" USING btree ("member_id","state","expires_at");--> statement-breakpoint
CREATE INDEX "promo_free_bet_bet" ON "promo_free_bet" USING btree ("bet_id");--> statement-breakpoint
ALTER TABLE "promo_exchange_item" ADD CONSTRAINT "promo_exchange_item_kind" CHECK ("promo_exchange_item"."kind" in ('bonus', 'coins', 'freeBet'));