CREATE TABLE "rg_session" (
	"session_id" bigint PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"site_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"loss_at_start" bigint NOT NULL,
	"reality_ack_at" timestamp with time zone,
	"reality_acks" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rg_setting" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"reality_minutes" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rg_session_member_idx" ON "rg_session" USING btree ("member_id");