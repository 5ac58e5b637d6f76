CREATE TABLE "gift_coin_purchase" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"request_id" text NOT NULL,
	"coins" bigint NOT NULL,
	"currency" text NOT NULL,
	"cost_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_block" (
	"site_id" integer NOT NULL,
	"room_key" text NOT NULL,
	"member_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_block_site_id_room_key_member_id_pk" PRIMARY KEY("site_id","room_key","member_id")
);
--> statement-breakpoint
CREATE TABLE "gift_room" (
	"site_id" integer NOT NULL,
	"room_key" text NOT NULL,
	"gifts_enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "gift_room_site_id_room_key_pk" PRIMARY KEY("site_id","room_key")
);
--> statement-breakpoint
CREATE TABLE "gift_send" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"request_id" text NOT NULL,
	"room_key" text NOT NULL,
	"anchor_id" integer,
	"gift_id" integer NOT NULL,
	"count" integer NOT NULL,
	"combo" integer DEFAULT 1 NOT NULL,
	"amount" bigint NOT NULL,
	"anchor_amount" bigint NOT NULL,
	"house_amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_send_split" CHECK ("gift_send"."anchor_amount" + "gift_send"."house_amount" = "gift_send"."amount")
);
--> statement-breakpoint
CREATE TABLE "gift" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"code" text NOT NULL,
	"type" smallint DEFAULT 1 NOT NULL,
	"price" integer NOT NULL,
	"name" text NOT NULL,
	"icon" text NOT NULL,
	"icon_web" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_price_positive" CHECK ("gift"."price" > 0),
	CONSTRAINT "gift_type_known" CHECK ("gift"."type" in (1, 2)),
	CONSTRAINT "gift_status_known" CHECK ("gift"."status" in (0, 1))
);
--> statement-breakpoint
ALTER TABLE "wallet_account" DROP CONSTRAINT "wallet_account_currency";--> statement-breakpoint
CREATE UNIQUE INDEX "gift_coin_purchase_request" ON "gift_coin_purchase" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_send_request" ON "gift_send" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "gift_send_member" ON "gift_send" USING btree ("member_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_site_code" ON "gift" USING btree ("site_id","code");--> statement-breakpoint
CREATE INDEX "wallet_transfer_gift_room_idx" ON "wallet_transfer" USING btree ("reference","created_at") WHERE "wallet_transfer"."kind" in ('giftAnchor', 'giftHouse');--> statement-breakpoint
ALTER TABLE "wallet_account" ADD CONSTRAINT "wallet_account_currency" CHECK ("wallet_account"."currency" in ('RMB', 'USDT', 'COIN'));