ALTER TABLE "game" ADD COLUMN "image" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The games already seeded are the demo catalogue, whose pictures the seed (re)writes at every start.
UPDATE "game" SET "image" = '/media/games/' || lower("venue_code") || '-' || "game_code" || '.svg' WHERE "image" = '';
