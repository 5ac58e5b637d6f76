CREATE TABLE "promo_exchange_item" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"points" bigint NOT NULL,
	"stock" integer,
	"taken" integer DEFAULT 0 NOT NULL,
	"per_member_limit" integer,
	"state" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_exchange_item_kind" CHECK ("promo_exchange_item"."kind" in ('bonus', 'coins')),
	CONSTRAINT "promo_exchange_item_state" CHECK ("promo_exchange_item"."state" in ('active', 'paused')),
	CONSTRAINT "promo_exchange_item_amounts" CHECK ("promo_exchange_item"."amount" > 0 and "promo_exchange_item"."points" > 0),
	CONSTRAINT "promo_exchange_item_stock" CHECK ("promo_exchange_item"."taken" >= 0 and ("promo_exchange_item"."stock" is null or "promo_exchange_item"."taken" <= "promo_exchange_item"."stock"))
);
--> statement-breakpoint
CREATE TABLE "promo_exchange" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"request_id" text NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"points" bigint NOT NULL,
	"grant_id" bigint,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promo_points_entry" DROP CONSTRAINT "promo_points_entry_kind";--> statement-breakpoint
ALTER TABLE "promo_promotion" DROP CONSTRAINT "promo_promotion_kind";--> statement-breakpoint
ALTER TABLE "promo_exchange_item" ADD CONSTRAINT "promo_exchange_item_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_exchange" ADD CONSTRAINT "promo_exchange_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_exchange" ADD CONSTRAINT "promo_exchange_item_id_promo_exchange_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."promo_exchange_item"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promo_exchange_item_site" ON "promo_exchange_item" USING btree ("site_id","sort","id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_exchange_request" ON "promo_exchange" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "promo_exchange_member" ON "promo_exchange" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "promo_exchange_item_member" ON "promo_exchange" USING btree ("item_id","member_id");--> statement-breakpoint
CREATE INDEX "promo_exchange_site" ON "promo_exchange" USING btree ("site_id","id");--> statement-breakpoint
ALTER TABLE "promo_points_entry" ADD CONSTRAINT "promo_points_entry_kind" CHECK ("promo_points_entry"."kind" in ('earn', 'reverse', 'draw', 'spend'));--> statement-breakpoint
ALTER TABLE "promo_promotion" ADD CONSTRAINT "promo_promotion_kind" CHECK ("promo_promotion"."kind" in ('newcomer', 'deposit', 'manual', 'vip', 'signin', 'birthday', 'welfare', 'backflow', 'invite', 'wheel', 'exchange'));