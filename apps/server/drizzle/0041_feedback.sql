CREATE TABLE "feedback_image" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"feedback_id" integer,
	"position" integer,
	"content_type" text NOT NULL,
	"body" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"category" text NOT NULL,
	"content" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reply" text,
	"replied_by" text,
	"replied_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"request_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "feedback_status" CHECK ("feedback"."status" in ('open', 'replied', 'closed')),
	CONSTRAINT "feedback_replied" CHECK ("feedback"."status" = 'open' or "feedback"."reply" is not null or "feedback"."closed_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "feedback_image" ADD CONSTRAINT "feedback_image_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_image" ADD CONSTRAINT "feedback_image_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_image" ADD CONSTRAINT "feedback_image_feedback_id_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_image_key" ON "feedback_image" USING btree ("key");--> statement-breakpoint
CREATE INDEX "feedback_image_member_unattached" ON "feedback_image" USING btree ("member_id") WHERE "feedback_image"."feedback_id" is null;--> statement-breakpoint
CREATE INDEX "feedback_image_feedback" ON "feedback_image" USING btree ("feedback_id");--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_request" ON "feedback" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "feedback_member" ON "feedback" USING btree ("site_id","member_id","id");--> statement-breakpoint
CREATE INDEX "feedback_queue" ON "feedback" USING btree ("site_id","status","id");