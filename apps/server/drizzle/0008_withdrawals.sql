CREATE TABLE "withdrawal" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"card_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"request_key" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "withdrawal_state" CHECK ("withdrawal"."state" in ('pending', 'approved', 'rejected', 'cancelled')),
	CONSTRAINT "withdrawal_amount" CHECK ("withdrawal"."amount" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_order_no_key" ON "withdrawal" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_request_key" ON "withdrawal" USING btree ("request_key");--> statement-breakpoint
CREATE INDEX "withdrawal_member_idx" ON "withdrawal" USING btree ("member_id","created_at");