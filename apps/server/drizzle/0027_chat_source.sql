ALTER TABLE "chat_message" ADD COLUMN "source_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_message_source" ON "chat_message" USING btree ("site_id","source_key");