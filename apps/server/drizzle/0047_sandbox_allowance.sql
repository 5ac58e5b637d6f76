CREATE TABLE "sandbox_allowance" (
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"allowance" bigint NOT NULL,
	"staked" bigint DEFAULT 0 NOT NULL,
	"set_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_allowance_site_id_member_id_pk" PRIMARY KEY("site_id","member_id")
);
