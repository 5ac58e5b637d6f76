CREATE TABLE "outbox_cursor" (
	"subscriber" text PRIMARY KEY NOT NULL,
	"tx_id" bigint DEFAULT 0 NOT NULL,
	"event_id" bigint DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_dead_letter" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"subscriber" text NOT NULL,
	"event_id" bigint NOT NULL,
	"topic" text NOT NULL,
	"payload" jsonb NOT NULL,
	"error" text NOT NULL,
	"attempts" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replayed_at" timestamp with time zone,
	"replayed_by" text
);
--> statement-breakpoint
CREATE TABLE "outbox_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"payload" jsonb NOT NULL,
	"tx_id" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "outbox_dead_letter_open" ON "outbox_dead_letter" USING btree ("replayed_at","id");--> statement-breakpoint
CREATE INDEX "outbox_event_position" ON "outbox_event" USING btree ("tx_id","id");