-- 埋点 stored a row per batch instead of a row per event (issue 32's latency goal; see the module's
-- tables.ts). Partitioned by business day like the table it replaces, hence written by hand: drizzle-kit
-- cannot declare partitions. The events already stored move over, one batch per beacon (rows that share
-- their day, site, member and arrival), each day into a partition of its own.
CREATE TABLE "track_batch" (
	"day" date NOT NULL,
	"id" bigserial NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint,
	"received_at" timestamp with time zone NOT NULL,
	"event_count" integer NOT NULL,
	"events" json NOT NULL,
	CONSTRAINT "track_batch_day_id_pk" PRIMARY KEY("day","id")
) PARTITION BY RANGE ("day");
--> statement-breakpoint
CREATE TABLE "track_batch_default" PARTITION OF "track_batch" DEFAULT;
--> statement-breakpoint
CREATE INDEX "track_batch_site_day_idx" ON "track_batch" USING btree ("site_id","day");
--> statement-breakpoint
DO $$
DECLARE d date;
BEGIN
	FOR d IN SELECT DISTINCT day FROM "track_event" LOOP
		EXECUTE format('CREATE TABLE %I PARTITION OF "track_batch" FOR VALUES FROM (%L) TO (%L)',
			'track_batch_' || to_char(d, 'YYYYMMDD'), d, d + 1);
	END LOOP;
END $$;
--> statement-breakpoint
INSERT INTO "track_batch" ("day", "site_id", "member_id", "received_at", "event_count", "events")
SELECT "day", "site_id", "member_id", "received_at", count(*)::int,
	json_agg(json_build_object('kind', "kind", 'page', "page", 'target', "target",
		'at', to_char("client_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) ORDER BY "id")
FROM "track_event"
GROUP BY "day", "site_id", "member_id", "received_at";
--> statement-breakpoint
DROP TABLE "track_event" CASCADE;
