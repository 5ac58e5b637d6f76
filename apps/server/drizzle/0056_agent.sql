CREATE TABLE "agent_application" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint,
	"contact_name" text NOT NULL,
	"contact" text NOT NULL,
	"contact_key" text NOT NULL,
	"channel" text NOT NULL,
	"expected_members" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"agent_member_id" bigint,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agent_application_status" CHECK ("agent_application"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "agent_application_channel" CHECK ("agent_application"."channel" in ('community', 'website', 'offline', 'other')),
	CONSTRAINT "agent_application_expected" CHECK ("agent_application"."expected_members" between 1 and 100000)
);
--> statement-breakpoint
CREATE TABLE "agent_member" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"agent_id" bigint NOT NULL,
	"site_id" integer NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	"first_deposit_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "agent" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"code" text NOT NULL,
	"application_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_application" ADD CONSTRAINT "agent_application_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_application" ADD CONSTRAINT "agent_application_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_application" ADD CONSTRAINT "agent_application_agent_member_id_member_id_fk" FOREIGN KEY ("agent_member_id") REFERENCES "public"."member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_member" ADD CONSTRAINT "agent_member_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_member" ADD CONSTRAINT "agent_member_agent_id_agent_member_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agent"("member_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent" ADD CONSTRAINT "agent_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent" ADD CONSTRAINT "agent_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent" ADD CONSTRAINT "agent_application_id_agent_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."agent_application"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_application_open_contact" ON "agent_application" USING btree ("site_id","contact_key") WHERE "agent_application"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_application_open_member" ON "agent_application" USING btree ("member_id") WHERE "agent_application"."status" = 'pending' and "agent_application"."member_id" is not null;--> statement-breakpoint
CREATE INDEX "agent_application_queue" ON "agent_application" USING btree ("site_id","status","id");--> statement-breakpoint
CREATE INDEX "agent_member_agent" ON "agent_member" USING btree ("agent_id","registered_at");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_site_code" ON "agent" USING btree ("site_id","code");