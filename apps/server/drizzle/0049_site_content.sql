ALTER TABLE "announcement" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "marquee_notice" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;