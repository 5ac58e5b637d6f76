CREATE TABLE "deposit_order" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"channel_code" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"pay_amount" bigint NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"request_key" text NOT NULL,
	"transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "deposit_order_state" CHECK ("deposit_order"."state" in ('pending', 'paid', 'closed', 'expired')),
	CONSTRAINT "deposit_order_amount" CHECK ("deposit_order"."amount" > 0 and "deposit_order"."pay_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_callback" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"order_no" text NOT NULL,
	"outcome" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_channel" (
	"site_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"adapter" text NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"fee_rate_bp" integer DEFAULT 0 NOT NULL,
	"odd_amount" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_channel_site_id_code_pk" PRIMARY KEY("site_id","code"),
	CONSTRAINT "payment_channel_limits" CHECK ("payment_channel"."min_amount" > 0 and "payment_channel"."max_amount" >= "payment_channel"."min_amount")
);
--> statement-breakpoint
ALTER TABLE "payment_channel" ADD CONSTRAINT "payment_channel_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_order_no_key" ON "deposit_order" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_order_request_key" ON "deposit_order" USING btree ("request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_order_one_pending" ON "deposit_order" USING btree ("member_id") WHERE "deposit_order"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "deposit_order_expiry_idx" ON "deposit_order" USING btree ("expires_at") WHERE "deposit_order"."state" = 'pending';