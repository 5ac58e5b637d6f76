CREATE TABLE "payment_ticket" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"reply" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replied_at" timestamp with time zone,
	CONSTRAINT "payment_ticket_kind" CHECK ("payment_ticket"."kind" in ('remind', 'feedback', 'appeal'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_chain_tx" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tx_hash" text NOT NULL,
	"network" text NOT NULL,
	"to_address" text NOT NULL,
	"amount" bigint NOT NULL,
	"confirmations" integer DEFAULT 0 NOT NULL,
	"matched_order" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deposit_order" DROP CONSTRAINT "deposit_order_state";--> statement-breakpoint
DROP INDEX "deposit_order_one_pending";--> statement-breakpoint
ALTER TABLE "withdrawal" ALTER COLUMN "card_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "deposit_order" ADD COLUMN "kind" text DEFAULT 'gateway' NOT NULL;--> statement-breakpoint
ALTER TABLE "deposit_order" ADD COLUMN "pay_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "deposit_order" ADD COLUMN "receiver" jsonb;--> statement-breakpoint
ALTER TABLE "deposit_order" ADD COLUMN "network" text;--> statement-breakpoint
ALTER TABLE "deposit_order" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "deposit_order" ADD COLUMN "usdt_amount" bigint;--> statement-breakpoint
ALTER TABLE "deposit_order" ADD COLUMN "rate" text;--> statement-breakpoint
ALTER TABLE "deposit_order" ADD COLUMN "confirmations" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deposit_order" ADD COLUMN "reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "deposit_order" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "deposit_order" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_channel" ADD COLUMN "kind" text DEFAULT 'gateway' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_channel" ADD COLUMN "config" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawal" ADD COLUMN "address_id" bigint;--> statement-breakpoint
ALTER TABLE "withdrawal" ADD COLUMN "usdt_amount" bigint;--> statement-breakpoint
ALTER TABLE "withdrawal" ADD COLUMN "rate" text;--> statement-breakpoint
ALTER TABLE "withdrawal" ADD COLUMN "arrived_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payment_ticket_order_idx" ON "payment_ticket" USING btree ("order_no","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_chain_tx_hash_key" ON "sandbox_chain_tx" USING btree ("tx_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_order_one_unfinished" ON "deposit_order" USING btree ("member_id") WHERE "deposit_order"."state" in ('pending', 'submitted');--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_order_usdt_match" ON "deposit_order" USING btree ("network","address","usdt_amount") WHERE "deposit_order"."state" = 'pending' and "deposit_order"."kind" = 'usdt';--> statement-breakpoint
CREATE INDEX "deposit_order_site_idx" ON "deposit_order" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "deposit_order_member_idx" ON "deposit_order" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_site_idx" ON "withdrawal" USING btree ("site_id","created_at");--> statement-breakpoint
ALTER TABLE "deposit_order" ADD CONSTRAINT "deposit_order_state" CHECK ("deposit_order"."state" in ('pending', 'submitted', 'paid', 'closed', 'expired', 'rejected'));--> statement-breakpoint
ALTER TABLE "payment_channel" ADD CONSTRAINT "payment_channel_kind" CHECK ("payment_channel"."kind" in ('gateway', 'bankTransfer', 'usdt'));--> statement-breakpoint
ALTER TABLE "withdrawal" ADD CONSTRAINT "withdrawal_destination" CHECK (("withdrawal"."card_id" is null) <> ("withdrawal"."address_id" is null));--> statement-breakpoint
-- Orders made before pay_url existed were all on the sandbox gateway, whose page is derived from the order number.
UPDATE "deposit_order" SET "pay_url" = '/sandbox/pay/' || "order_no" WHERE "kind" = 'gateway' AND "pay_url" = '';
