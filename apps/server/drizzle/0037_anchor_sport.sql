ALTER TABLE "anchor" ADD COLUMN "sport" text;--> statement-breakpoint
ALTER TABLE "anchor" ADD COLUMN "focus" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "anchor" ADD CONSTRAINT "anchor_sport" CHECK ("anchor"."sport" is null or "anchor"."sport" in ('football', 'basketball', 'esports'));