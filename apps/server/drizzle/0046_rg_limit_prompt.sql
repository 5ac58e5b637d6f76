ALTER TABLE "rg_setting" ADD COLUMN "limit_prompt_answer" text;--> statement-breakpoint
ALTER TABLE "rg_setting" ADD COLUMN "limit_prompt_answered_at" timestamp with time zone;