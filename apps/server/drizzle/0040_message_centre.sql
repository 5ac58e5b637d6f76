CREATE TABLE "member_message" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"tab" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"source_key" text NOT NULL,
	"sender" text NOT NULL,
	"batch_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	"sticky_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "member_message_tab" CHECK ("member_message"."tab" in ('notice', 'private', 'activity'))
);
--> statement-breakpoint
CREATE TABLE "message_batch" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"tab" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"segment" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"cursor" bigint DEFAULT 0 NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"created_by" text NOT NULL,
	"request_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "message_batch_state" CHECK ("message_batch"."state" in ('pending', 'running', 'done'))
);
--> statement-breakpoint
CREATE TABLE "member_message_reply" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"message_id" bigint NOT NULL,
	"author" text NOT NULL,
	"text" text NOT NULL,
	"request_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_message_reply_author" CHECK ("member_message_reply"."author" in ('member', 'operator'))
);
--> statement-breakpoint
ALTER TABLE "member_message" ADD CONSTRAINT "member_message_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_batch" ADD CONSTRAINT "message_batch_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_message_reply" ADD CONSTRAINT "member_message_reply_message_id_member_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."member_message"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_message_source" ON "member_message" USING btree ("member_id","source_key");--> statement-breakpoint
CREATE INDEX "member_message_list" ON "member_message" USING btree ("member_id","tab","created_at");--> statement-breakpoint
CREATE INDEX "member_message_unread" ON "member_message" USING btree ("member_id","tab") WHERE "member_message"."read_at" is null and "member_message"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "message_batch_request" ON "message_batch" USING btree ("site_id","request_id");--> statement-breakpoint
CREATE INDEX "message_batch_open" ON "message_batch" USING btree ("state") WHERE "message_batch"."state" <> 'done';--> statement-breakpoint
CREATE UNIQUE INDEX "member_message_reply_request" ON "member_message_reply" USING btree ("message_id","request_id");