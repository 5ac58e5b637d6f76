CREATE TABLE "access_block" (
	"site_id" integer NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_block_site_id_kind_value_pk" PRIMARY KEY("site_id","kind","value")
);
--> statement-breakpoint
CREATE TABLE "account_ticket" (
	"hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"member_id" bigint NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "captcha" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"kind" text NOT NULL,
	"answer" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"ticket_hash" text,
	"ticket_expires_at" timestamp with time zone,
	"ticket_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "code_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"channel" smallint NOT NULL,
	"target" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"ip" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "failure_counter" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"nickname" text NOT NULL,
	"vip_level" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"phone" text,
	"email" text,
	"invite_code" text NOT NULL,
	"invited_by" bigint,
	"recommend_code" text,
	"register_ip" text NOT NULL,
	"register_device" text NOT NULL,
	"password_changed_at" timestamp with time zone,
	"password_weak" boolean DEFAULT false NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_status_check" CHECK ("member"."status" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "member_session" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"member_id" bigint NOT NULL,
	"site_id" integer NOT NULL,
	"device_id" text NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text
);
--> statement-breakpoint
CREATE TABLE "avatar" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint,
	"preset_key" text,
	"content_type" text NOT NULL,
	"body" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_address" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"receiver" text NOT NULL,
	"phone" text NOT NULL,
	"province" text NOT NULL,
	"city" text NOT NULL,
	"district" text NOT NULL,
	"detail" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_profile" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"birthday" date,
	"sex" text DEFAULT 'unknown' NOT NULL,
	"qq" text DEFAULT '' NOT NULL,
	"wechat" text DEFAULT '' NOT NULL,
	"real_name" text,
	"withdraw_password_hash" text,
	"avatar_id" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "modify_request" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"new_value" text NOT NULL,
	"reason" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"review_note" text DEFAULT '' NOT NULL,
	"supplement" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "modify_request_state_check" CHECK ("modify_request"."state" in ('pending', 'needMore', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "account_ticket" ADD CONSTRAINT "account_ticket_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_site_id_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_session" ADD CONSTRAINT "member_session_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avatar" ADD CONSTRAINT "avatar_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_address" ADD CONSTRAINT "member_address_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_profile" ADD CONSTRAINT "member_profile_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modify_request" ADD CONSTRAINT "modify_request_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "code_outbox_target_idx" ON "code_outbox" USING btree ("site_id","channel","target","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_site_name_key" ON "member" USING btree ("site_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "member_invite_code_key" ON "member" USING btree ("invite_code");--> statement-breakpoint
CREATE UNIQUE INDEX "member_site_phone_key" ON "member" USING btree ("site_id","phone");--> statement-breakpoint
CREATE UNIQUE INDEX "member_site_email_key" ON "member" USING btree ("site_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "member_session_token_key" ON "member_session" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "member_session_member_idx" ON "member_session" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "avatar_member_idx" ON "avatar" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "avatar_preset_key" ON "avatar" USING btree ("preset_key");--> statement-breakpoint
CREATE INDEX "modify_request_member_idx" ON "modify_request" USING btree ("member_id");