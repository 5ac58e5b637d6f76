CREATE TABLE "promo_wheel_day" (
	"promotion_id" bigint NOT NULL,
	"day" text NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "promo_wheel_day_promotion_id_day_pk" PRIMARY KEY("promotion_id","day"),
	CONSTRAINT "promo_wheel_day_paid" CHECK ("promo_wheel_day"."paid" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promo_wheel_draw" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"promotion_id" bigint NOT NULL,
	"request_id" text NOT NULL,
	"day" text NOT NULL,
	"seed_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"segment" integer NOT NULL,
	"label" text NOT NULL,
	"prize" text NOT NULL,
	"amount" bigint NOT NULL,
	"points" bigint NOT NULL,
	"weights" jsonb NOT NULL,
	"grant_id" bigint,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_wheel_draw_prize" CHECK ("promo_wheel_draw"."prize" in ('bonus', 'points', 'none')),
	CONSTRAINT "promo_wheel_draw_paid" CHECK ("promo_wheel_draw"."amount" >= 0 and "promo_wheel_draw"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promo_wheel_seed" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "promo_points_entry" DROP CONSTRAINT "promo_points_entry_kind";--> statement-breakpoint
ALTER TABLE "promo_promotion" DROP CONSTRAINT "promo_promotion_kind";--> statement-breakpoint
ALTER TABLE "promo_wheel_day" ADD CONSTRAINT "promo_wheel_day_promotion_id_promo_promotion_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promo_promotion"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_wheel_draw" ADD CONSTRAINT "promo_wheel_draw_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_wheel_draw" ADD CONSTRAINT "promo_wheel_draw_promotion_id_promo_promotion_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promo_promotion"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_wheel_draw" ADD CONSTRAINT "promo_wheel_draw_seed_id_promo_wheel_seed_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."promo_wheel_seed"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_wheel_seed" ADD CONSTRAINT "promo_wheel_seed_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_wheel_draw_request" ON "promo_wheel_draw" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_wheel_draw_nonce" ON "promo_wheel_draw" USING btree ("seed_id","nonce");--> statement-breakpoint
CREATE INDEX "promo_wheel_draw_member_day" ON "promo_wheel_draw" USING btree ("member_id","day");--> statement-breakpoint
CREATE INDEX "promo_wheel_draw_site_day" ON "promo_wheel_draw" USING btree ("site_id","day","id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_wheel_seed_live" ON "promo_wheel_seed" USING btree ("member_id") WHERE "promo_wheel_seed"."retired_at" is null;--> statement-breakpoint
CREATE INDEX "promo_wheel_seed_member" ON "promo_wheel_seed" USING btree ("member_id","id");--> statement-breakpoint
ALTER TABLE "promo_points_entry" ADD CONSTRAINT "promo_points_entry_kind" CHECK ("promo_points_entry"."kind" in ('earn', 'reverse', 'draw'));--> statement-breakpoint
ALTER TABLE "promo_promotion" ADD CONSTRAINT "promo_promotion_kind" CHECK ("promo_promotion"."kind" in ('newcomer', 'deposit', 'manual', 'vip', 'signin', 'birthday', 'welfare', 'backflow', 'invite', 'wheel'));