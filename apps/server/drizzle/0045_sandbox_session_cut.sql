CREATE TABLE "sandbox_session_cut" (
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"cut_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_session_cut_site_id_member_id_pk" PRIMARY KEY("site_id","member_id")
);
