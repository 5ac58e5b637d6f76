CREATE TABLE "savings_interest" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"principal" bigint NOT NULL,
	"rate_bp" integer NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "savings_task_claim" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"task_code" text NOT NULL,
	"amount" bigint NOT NULL,
	"transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "savings_interest_member_day" ON "savings_interest" USING btree ("member_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "savings_task_claim_member_task" ON "savings_task_claim" USING btree ("member_id","task_code");