CREATE TABLE "bank_card" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"bank_code" text NOT NULL,
	"card_number" text NOT NULL,
	"holder_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "bank_card_member_idx" ON "bank_card" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_card_live_number" ON "bank_card" USING btree ("member_id","card_number") WHERE "bank_card"."deleted_at" is null;