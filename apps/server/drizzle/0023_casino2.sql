ALTER TABLE "sandbox_venue_transfer" ADD COLUMN "site_id" integer;--> statement-breakpoint
ALTER TABLE "sandbox_venue_transfer" ADD COLUMN "channel_code" text;--> statement-breakpoint
ALTER TABLE "sandbox_venue_transfer" ADD COLUMN "member_id" bigint;--> statement-breakpoint
ALTER TABLE "sandbox_venue_transfer" ADD COLUMN "amount" bigint;