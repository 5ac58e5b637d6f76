CREATE TABLE "promo_task_progress" (
	"member_id" bigint NOT NULL,
	"site_id" integer NOT NULL,
	"task" text NOT NULL,
	"period" text NOT NULL,
	"progress" bigint NOT NULL,
	"target" bigint NOT NULL,
	"grant_id" bigint,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_task_progress_member_id_task_period_pk" PRIMARY KEY("member_id","task","period"),
	CONSTRAINT "promo_task_progress_range" CHECK ("promo_task_progress"."progress" >= 0 and "promo_task_progress"."progress" <= "promo_task_progress"."target" and "promo_task_progress"."target" > 0)
);
--> statement-breakpoint
ALTER TABLE "promo_promotion" DROP CONSTRAINT "promo_promotion_kind";--> statement-breakpoint
ALTER TABLE "promo_member" ADD COLUMN "last_deposit_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promo_vip_level" ADD COLUMN "birthday_gift" bigint;--> statement-breakpoint
ALTER TABLE "promo_task_progress" ADD CONSTRAINT "promo_task_progress_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_promotion" ADD CONSTRAINT "promo_promotion_kind" CHECK ("promo_promotion"."kind" in ('newcomer', 'deposit', 'manual', 'vip', 'signin', 'birthday', 'welfare', 'backflow'));