CREATE TABLE "address_whitelist" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"added_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usdt_conversion" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"request_key" text NOT NULL,
	"from_currency" text NOT NULL,
	"debited" bigint NOT NULL,
	"credited" bigint NOT NULL,
	"rate" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usdt_conversion_currency" CHECK ("usdt_conversion"."from_currency" in ('RMB', 'USDT')),
	CONSTRAINT "usdt_conversion_amounts" CHECK ("usdt_conversion"."debited" > 0 and "usdt_conversion"."credited" > 0)
);
--> statement-breakpoint
CREATE TABLE "withdraw_address" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "withdraw_address_kind" CHECK ("withdraw_address"."kind" in ('usdt', 'ewallet'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "usdt_conversion_request_key" ON "usdt_conversion" USING btree ("request_key");--> statement-breakpoint
CREATE INDEX "usdt_conversion_member_idx" ON "usdt_conversion" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "withdraw_address_member_idx" ON "withdraw_address" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdraw_address_live" ON "withdraw_address" USING btree ("member_id","kind","network","address") WHERE "withdraw_address"."deleted_at" is null;