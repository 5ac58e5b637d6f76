CREATE TABLE "game_channel" (
	"site_id" integer NOT NULL,
	"en_name" text NOT NULL,
	"channel_name" text NOT NULL,
	"venue_code" text NOT NULL,
	"site_anchor_game_entrance_v4" integer DEFAULT 0 NOT NULL,
	"is_display" integer DEFAULT 0 NOT NULL,
	"is_display_maintain_venue" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_channel_site_id_en_name_pk" PRIMARY KEY("site_id","en_name")
);
--> statement-breakpoint
ALTER TABLE "game_channel" ADD CONSTRAINT "game_channel_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;