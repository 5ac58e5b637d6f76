ALTER TABLE "withdrawal" DROP CONSTRAINT "withdrawal_amount";--> statement-breakpoint
ALTER TABLE "withdrawal" ADD COLUMN "fee" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawal" ADD CONSTRAINT "withdrawal_amount" CHECK ("withdrawal"."amount" > 0 and "withdrawal"."fee" >= 0 and "withdrawal"."fee" < "withdrawal"."amount");