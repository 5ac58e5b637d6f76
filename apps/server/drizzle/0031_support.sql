CREATE TABLE "support_conversation" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"agent" text,
	"opened_at" timestamp with time zone NOT NULL,
	"taken_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	"last_message_at" timestamp with time zone NOT NULL,
	CONSTRAINT "support_conversation_state" CHECK ("support_conversation"."state" in ('waiting', 'active', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "support_message" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"author" text NOT NULL,
	"name" text NOT NULL,
	"text" text NOT NULL,
	"request_id" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "support_message_author" CHECK ("support_message"."author" in ('member', 'agent', 'system'))
);
--> statement-breakpoint
ALTER TABLE "support_conversation" ADD CONSTRAINT "support_conversation_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_message" ADD CONSTRAINT "support_message_conversation_id_support_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."support_conversation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "support_conversation_open" ON "support_conversation" USING btree ("site_id","member_id") WHERE "support_conversation"."state" <> 'closed';--> statement-breakpoint
CREATE INDEX "support_conversation_queue" ON "support_conversation" USING btree ("site_id","state","opened_at");--> statement-breakpoint
CREATE INDEX "support_conversation_member" ON "support_conversation" USING btree ("site_id","member_id","id");--> statement-breakpoint
CREATE INDEX "support_message_conversation" ON "support_message" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "support_message_request" ON "support_message" USING btree ("conversation_id","author","request_id");--> statement-breakpoint
-- The two outside addresses move from site columns to site parameters, keeping what an operator set.
INSERT INTO "site_param" ("site_id", "key_code", "value")
  SELECT "id", 'customer_service_url', "customer_service_url" FROM "site" WHERE "customer_service_url" <> ''
  UNION ALL
  SELECT "id", 'app_download_url', "app_download_url" FROM "site" WHERE "app_download_url" <> ''
  ON CONFLICT ("site_id", "key_code") DO UPDATE SET "value" = excluded."value";--> statement-breakpoint
ALTER TABLE "site" DROP COLUMN "customer_service_url";--> statement-breakpoint
ALTER TABLE "site" DROP COLUMN "app_download_url";