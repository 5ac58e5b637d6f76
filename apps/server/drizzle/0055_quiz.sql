CREATE TABLE "promo_quiz_entry" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"question_id" bigint NOT NULL,
	"request_id" text NOT NULL,
	"pick" text NOT NULL,
	"buff" boolean DEFAULT false NOT NULL,
	"day" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"grant_id" bigint,
	"at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "promo_quiz_entry_state" CHECK ("promo_quiz_entry"."state" in ('open', 'won', 'lost', 'void')),
	CONSTRAINT "promo_quiz_entry_payout" CHECK ("promo_quiz_entry"."payout" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promo_quiz_question" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"promotion_id" bigint NOT NULL,
	"match_id" bigint NOT NULL,
	"league" text NOT NULL,
	"home" text NOT NULL,
	"away" text NOT NULL,
	"kickoff_at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"reward" bigint NOT NULL,
	"buff_factor" integer NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"answer" text,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "promo_quiz_question_kind" CHECK ("promo_quiz_question"."kind" in ('winner', 'totalGoals', 'bothScore')),
	CONSTRAINT "promo_quiz_question_state" CHECK ("promo_quiz_question"."state" in ('open', 'settled', 'void')),
	CONSTRAINT "promo_quiz_question_reward" CHECK ("promo_quiz_question"."reward" > 0)
);
--> statement-breakpoint
ALTER TABLE "promo_promotion" DROP CONSTRAINT "promo_promotion_kind";--> statement-breakpoint
ALTER TABLE "promo_quiz_entry" ADD CONSTRAINT "promo_quiz_entry_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_quiz_entry" ADD CONSTRAINT "promo_quiz_entry_question_id_promo_quiz_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."promo_quiz_question"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_quiz_question" ADD CONSTRAINT "promo_quiz_question_promotion_id_promo_promotion_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promo_promotion"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_quiz_entry_once" ON "promo_quiz_entry" USING btree ("member_id","question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_quiz_entry_request" ON "promo_quiz_entry" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "promo_quiz_entry_question" ON "promo_quiz_entry" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "promo_quiz_entry_member" ON "promo_quiz_entry" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_quiz_question_match" ON "promo_quiz_question" USING btree ("site_id","match_id","kind");--> statement-breakpoint
CREATE INDEX "promo_quiz_question_open" ON "promo_quiz_question" USING btree ("site_id","state","kickoff_at");--> statement-breakpoint
CREATE INDEX "promo_quiz_question_match_id" ON "promo_quiz_question" USING btree ("match_id");--> statement-breakpoint
ALTER TABLE "promo_promotion" ADD CONSTRAINT "promo_promotion_kind" CHECK ("promo_promotion"."kind" in ('newcomer', 'deposit', 'manual', 'vip', 'signin', 'birthday', 'welfare', 'backflow', 'invite', 'wheel', 'exchange', 'quiz'));