CREATE TABLE "anchor_follower" (
	"anchor_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "anchor_follower_anchor_id_member_id_pk" PRIMARY KEY("anchor_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "anchor_room" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"anchor_id" integer NOT NULL,
	"theme_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover" text NOT NULL,
	"match_id" integer,
	"anchor_type" integer DEFAULT 2 NOT NULL,
	"status" text DEFAULT 'On0' NOT NULL,
	"stream_key" text NOT NULL,
	"flv" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "anchor_room_status" CHECK ("anchor_room"."status" in ('On0', 'On1', 'On2'))
);
--> statement-breakpoint
CREATE TABLE "anchor" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint,
	"nick" text NOT NULL,
	"logo_square" text NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_channel" (
	"site_id" integer NOT NULL,
	"channel" text NOT NULL,
	"venue_code" text NOT NULL,
	CONSTRAINT "video_channel_site_id_channel_pk" PRIMARY KEY("site_id","channel")
);
--> statement-breakpoint
ALTER TABLE "anchor_follower" ADD CONSTRAINT "anchor_follower_anchor_id_anchor_id_fk" FOREIGN KEY ("anchor_id") REFERENCES "public"."anchor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anchor_follower" ADD CONSTRAINT "anchor_follower_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anchor_room" ADD CONSTRAINT "anchor_room_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anchor_room" ADD CONSTRAINT "anchor_room_anchor_id_anchor_id_fk" FOREIGN KEY ("anchor_id") REFERENCES "public"."anchor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anchor" ADD CONSTRAINT "anchor_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anchor" ADD CONSTRAINT "anchor_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_channel" ADD CONSTRAINT "video_channel_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "anchor_follower_member" ON "anchor_follower" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "anchor_room_theme" ON "anchor_room" USING btree ("site_id","theme_id");--> statement-breakpoint
CREATE INDEX "anchor_room_match" ON "anchor_room" USING btree ("match_id");--> statement-breakpoint
CREATE UNIQUE INDEX "anchor_site_nick" ON "anchor" USING btree ("site_id","nick");--> statement-breakpoint
CREATE INDEX "anchor_member" ON "anchor" USING btree ("member_id");