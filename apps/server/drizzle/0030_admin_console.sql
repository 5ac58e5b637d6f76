CREATE TABLE "admin_adjustment" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"request_id" text NOT NULL,
	"state" text NOT NULL,
	"requested_by" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL,
	"transfer_id" bigint,
	"balance_before" text,
	"balance_after" text,
	CONSTRAINT "admin_adjustment_state_check" CHECK ("admin_adjustment"."state" in ('pending', 'approved', 'done', 'rejected')),
	CONSTRAINT "admin_adjustment_direction_check" CHECK ("admin_adjustment"."direction" in ('credit', 'debit'))
);
--> statement-breakpoint
ALTER TABLE "admin_user" DROP CONSTRAINT "admin_user_roles_check";--> statement-breakpoint
-- Issue 30's roles: finance -> cashier, operator -> manager, chatModerator -> moderator.
UPDATE "admin_user" SET "roles" = array_replace(array_replace(array_replace("roles", 'finance', 'cashier'), 'operator', 'manager'), 'chatModerator', 'moderator');--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "admin_user" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "admin_user" ADD COLUMN "totp_pending" text;--> statement-breakpoint
ALTER TABLE "admin_user" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "admin_adjustment_request_key" ON "admin_adjustment" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "admin_adjustment_state_idx" ON "admin_adjustment" USING btree ("site_id","state","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "audit_log_member_idx" ON "audit_log" USING btree ((("detail" ->> 'memberId')),"id");--> statement-breakpoint
ALTER TABLE "admin_user" ADD CONSTRAINT "admin_user_roles_check" CHECK ("admin_user"."roles" <@ array['super', 'manager', 'cashier', 'trader', 'moderator', 'support', 'compliance']::text[]);