CREATE TABLE "promo_invite" (
	"invitee_id" bigint PRIMARY KEY NOT NULL,
	"inviter_id" bigint NOT NULL,
	"site_id" integer NOT NULL,
	"currency" text NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	"first_deposit" bigint,
	"first_deposit_at" timestamp with time zone,
	"turnover" bigint DEFAULT 0 NOT NULL,
	"paid_steps" text[] DEFAULT '{}'::text[] NOT NULL,
	"reward" bigint DEFAULT 0 NOT NULL,
	"flag_kind" text,
	"flag_detail" jsonb,
	"flagged_at" timestamp with time zone,
	"decision" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	CONSTRAINT "promo_invite_not_self" CHECK ("promo_invite"."invitee_id" <> "promo_invite"."inviter_id"),
	CONSTRAINT "promo_invite_reward" CHECK ("promo_invite"."reward" >= 0 and "promo_invite"."turnover" >= 0),
	CONSTRAINT "promo_invite_flag_kind" CHECK ("promo_invite"."flag_kind" is null or "promo_invite"."flag_kind" in ('device', 'ip', 'phone', 'card', 'payout')),
	CONSTRAINT "promo_invite_decision" CHECK ("promo_invite"."decision" is null or "promo_invite"."decision" in ('cleared', 'upheld'))
);
--> statement-breakpoint
ALTER TABLE "promo_promotion" DROP CONSTRAINT "promo_promotion_kind";--> statement-breakpoint
ALTER TABLE "promo_invite" ADD CONSTRAINT "promo_invite_invitee_id_member_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_invite" ADD CONSTRAINT "promo_invite_inviter_id_member_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promo_invite_inviter" ON "promo_invite" USING btree ("inviter_id","registered_at");--> statement-breakpoint
CREATE INDEX "promo_invite_flagged" ON "promo_invite" USING btree ("site_id","flagged_at") WHERE "promo_invite"."flag_kind" is not null;--> statement-breakpoint
ALTER TABLE "promo_promotion" ADD CONSTRAINT "promo_promotion_kind" CHECK ("promo_promotion"."kind" in ('newcomer', 'deposit', 'manual', 'vip', 'signin', 'birthday', 'welfare', 'backflow', 'invite'));