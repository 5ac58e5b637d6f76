CREATE TABLE "rg_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"site_id" integer NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"detail" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rg_block" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"site_id" integer NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rg_limit" (
	"member_id" bigint NOT NULL,
	"site_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount" bigint,
	"pending_amount" bigint,
	"pending_removal" text,
	"pending_effective_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rg_limit_member_id_kind_period_pk" PRIMARY KEY("member_id","kind","period")
);
--> statement-breakpoint
CREATE TABLE "rg_usage" (
	"member_id" bigint NOT NULL,
	"period" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"deposit" bigint NOT NULL,
	"stake" bigint NOT NULL,
	"loss" bigint NOT NULL,
	CONSTRAINT "rg_usage_member_id_period_period_start_pk" PRIMARY KEY("member_id","period","period_start")
);
--> statement-breakpoint
CREATE INDEX "rg_audit_member_idx" ON "rg_audit" USING btree ("member_id","at");--> statement-breakpoint
CREATE INDEX "rg_block_member_idx" ON "rg_block" USING btree ("member_id","ends_at");