CREATE TABLE "deposit_chain_transfer" (
	"tx_hash" text PRIMARY KEY NOT NULL,
	"network" text NOT NULL,
	"to_address" text NOT NULL,
	"amount" bigint NOT NULL,
	"confirmations" integer DEFAULT 0 NOT NULL,
	"matched_order" text,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "deposit_chain_transfer_matched" ON "deposit_chain_transfer" USING btree ("matched_order");--> statement-breakpoint
-- The payment module now keeps its own record of the chain transfers it matched; the sandbox chain keeps
-- only what a chain would. Transfers already matched move across before the column goes.
INSERT INTO "deposit_chain_transfer" ("tx_hash", "network", "to_address", "amount", "confirmations", "matched_order", "seen_at")
SELECT "tx_hash", "network", "to_address", "amount", "confirmations", "matched_order", "created_at"
FROM "sandbox_chain_tx" WHERE "matched_order" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_chain_tx" DROP COLUMN "matched_order";