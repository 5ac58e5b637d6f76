-- Partitioned by business day (issue 32): drizzle-kit cannot say so, hence the hand-written PARTITION BY.
-- The service creates each day's partition on the day's first batch; the default partition takes any
-- row whose day has none, so an insert never fails for want of a partition.
CREATE TABLE "track_event" (
	"day" date NOT NULL,
	"id" bigserial NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint,
	"kind" text NOT NULL,
	"page" text NOT NULL,
	"target" text NOT NULL,
	"client_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "track_event_day_id_pk" PRIMARY KEY("day","id")
) PARTITION BY RANGE ("day");
--> statement-breakpoint
CREATE TABLE "track_event_default" PARTITION OF "track_event" DEFAULT;
--> statement-breakpoint
CREATE INDEX "track_event_site_day_kind_idx" ON "track_event" USING btree ("site_id","day","kind");
