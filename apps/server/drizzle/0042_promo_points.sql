CREATE TABLE "promo_points" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"earned" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_points_balance" CHECK ("promo_points"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promo_points_entry" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"source" text NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"points" bigint NOT NULL,
	"turnover" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_points_entry_kind" CHECK ("promo_points_entry"."kind" in ('earn', 'reverse')),
	CONSTRAINT "promo_points_entry_points" CHECK ("promo_points_entry"."points" <> 0 and "promo_points_entry"."balance_after" >= 0)
);
--> statement-breakpoint
ALTER TABLE "promo_points" ADD CONSTRAINT "promo_points_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_points_entry" ADD CONSTRAINT "promo_points_entry_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_points_entry_key" ON "promo_points_entry" USING btree ("member_id","source","reference");--> statement-breakpoint
CREATE INDEX "promo_points_entry_member" ON "promo_points_entry" USING btree ("member_id","id");--> statement-breakpoint
-- Points entries are the points' own ledger: rows are added and never changed.
CREATE FUNCTION promo_points_entry_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'promo_points_entry is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER promo_points_entry_append_only
  BEFORE UPDATE ON promo_points_entry
  FOR EACH ROW EXECUTE FUNCTION promo_points_entry_append_only();
