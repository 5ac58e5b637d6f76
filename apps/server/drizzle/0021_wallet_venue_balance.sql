CREATE TABLE "wallet_venue_balance" (
	"site_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"venue_code" text NOT NULL,
	"currency" text NOT NULL,
	"balance" bigint NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wallet_venue_balance_site_id_member_id_venue_code_currency_pk" PRIMARY KEY("site_id","member_id","venue_code","currency")
);
