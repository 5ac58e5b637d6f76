CREATE TABLE "chat_admin" (
	"site_id" integer NOT NULL,
	"room_key" text NOT NULL,
	"member_id" bigint NOT NULL,
	"appointed_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_admin_site_id_room_key_member_id_pk" PRIMARY KEY("site_id","room_key","member_id")
);
--> statement-breakpoint
CREATE TABLE "chat_message" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"room_key" text NOT NULL,
	"kind" text NOT NULL,
	"member_id" bigint,
	"username" text,
	"level" integer,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" text,
	CONSTRAINT "chat_message_kind" CHECK ("chat_message"."kind" in ('text', 'order', 'gift', 'welcome', 'orderPush', 'revertOrderPush'))
);
--> statement-breakpoint
CREATE TABLE "chat_mute" (
	"site_id" integer NOT NULL,
	"room_key" text NOT NULL,
	"member_id" bigint NOT NULL,
	"until" timestamp with time zone,
	"reason" text DEFAULT '' NOT NULL,
	"muted_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_mute_site_id_room_key_member_id_pk" PRIMARY KEY("site_id","room_key","member_id")
);
--> statement-breakpoint
CREATE TABLE "chat_presence" (
	"site_id" integer NOT NULL,
	"room_key" text NOT NULL,
	"member_id" bigint NOT NULL,
	"last_seen_id" bigint DEFAULT 0 NOT NULL,
	"last_sent_at" timestamp with time zone,
	"welcomed_at" timestamp with time zone,
	CONSTRAINT "chat_presence_site_id_room_key_member_id_pk" PRIMARY KEY("site_id","room_key","member_id")
);
--> statement-breakpoint
CREATE TABLE "chat_room" (
	"site_id" integer NOT NULL,
	"room_key" text NOT NULL,
	"chat_on" boolean DEFAULT true NOT NULL,
	"gifts_on" boolean DEFAULT true NOT NULL,
	"slow_mode_seconds" integer DEFAULT 0 NOT NULL,
	"min_level" integer DEFAULT 0 NOT NULL,
	"allow_links" boolean DEFAULT false NOT NULL,
	"greeting" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_room_site_id_room_key_pk" PRIMARY KEY("site_id","room_key"),
	CONSTRAINT "chat_room_slow" CHECK ("chat_room"."slow_mode_seconds" between 0 and 600),
	CONSTRAINT "chat_room_level" CHECK ("chat_room"."min_level" between 0 and 10)
);
--> statement-breakpoint
CREATE TABLE "chat_word" (
	"site_id" integer NOT NULL,
	"word" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_word_site_id_word_pk" PRIMARY KEY("site_id","word")
);
--> statement-breakpoint
ALTER TABLE "chat_room" ADD CONSTRAINT "chat_room_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_word" ADD CONSTRAINT "chat_word_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_admin_member" ON "chat_admin" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "chat_message_room" ON "chat_message" USING btree ("site_id","room_key","id");--> statement-breakpoint
CREATE INDEX "chat_message_member" ON "chat_message" USING btree ("member_id","created_at");