CREATE TABLE "member_note" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"author" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_note_text_check" CHECK (char_length("member_note"."text") between 1 and 500)
);
--> statement-breakpoint
CREATE INDEX "member_note_member_idx" ON "member_note" USING btree ("member_id","id");
--> statement-breakpoint
-- Operators' notes on a member are an append-only record (compliance): written once, never changed
-- or removed. No route changes one, and the database refuses it too.
CREATE FUNCTION member_note_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'member_note is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER member_note_append_only
  BEFORE UPDATE OR DELETE ON member_note
  FOR EACH ROW EXECUTE FUNCTION member_note_append_only();
--> statement-breakpoint
-- A member's game rounds paged newest first (the 360 view) straight off the index.
DROP INDEX "game_record_member_idx";
--> statement-breakpoint
CREATE INDEX "game_record_member_idx" ON "game_record" USING btree ("site_id","member_id","settled_at","id");
