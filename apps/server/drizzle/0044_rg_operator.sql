ALTER TABLE "rg_block" ADD COLUMN "actor" text DEFAULT 'member' NOT NULL;--> statement-breakpoint
ALTER TABLE "rg_block" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "rg_limit" ADD COLUMN "imposed_amount" bigint;--> statement-breakpoint
ALTER TABLE "rg_limit" ADD COLUMN "imposed_reason" text;--> statement-breakpoint
ALTER TABLE "rg_limit" ADD COLUMN "imposed_by" text;--> statement-breakpoint
ALTER TABLE "rg_limit" ADD COLUMN "imposed_at" timestamp with time zone;