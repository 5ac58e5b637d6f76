CREATE TABLE "wallet_account" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint,
	"kind" text NOT NULL,
	"venue_code" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"debits_pending" bigint DEFAULT 0 NOT NULL,
	"credits_pending" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_account_member_floor" CHECK ("wallet_account"."member_id" is null or "wallet_account"."balance" - "wallet_account"."debits_pending" >= 0),
	CONSTRAINT "wallet_account_pending_nonnegative" CHECK ("wallet_account"."debits_pending" >= 0 and "wallet_account"."credits_pending" >= 0),
	CONSTRAINT "wallet_account_currency" CHECK ("wallet_account"."currency" in ('RMB', 'USDT'))
);
--> statement-breakpoint
CREATE TABLE "wallet_transfer" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"debit_account_id" bigint NOT NULL,
	"credit_account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"member_id" bigint,
	"debit_available_after" bigint NOT NULL,
	"credit_available_after" bigint NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "wallet_transfer_amount_positive" CHECK ("wallet_transfer"."amount" > 0),
	CONSTRAINT "wallet_transfer_distinct" CHECK ("wallet_transfer"."debit_account_id" <> "wallet_transfer"."credit_account_id"),
	CONSTRAINT "wallet_transfer_state" CHECK ("wallet_transfer"."state" in ('posted', 'pending', 'voided'))
);
--> statement-breakpoint
ALTER TABLE "wallet_transfer" ADD CONSTRAINT "wallet_transfer_debit_account_id_wallet_account_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."wallet_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transfer" ADD CONSTRAINT "wallet_transfer_credit_account_id_wallet_account_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."wallet_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_account_owner_key" ON "wallet_account" USING btree ("site_id",coalesce("member_id", 0),"kind","venue_code","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transfer_idempotency_key" ON "wallet_transfer" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "wallet_transfer_member_idx" ON "wallet_transfer" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "wallet_transfer_pending_idx" ON "wallet_transfer" USING btree ("state") WHERE "wallet_transfer"."state" = 'pending';