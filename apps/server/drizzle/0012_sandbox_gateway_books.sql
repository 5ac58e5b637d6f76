CREATE TABLE "sandbox_gateway_payment" (
	"order_no" text PRIMARY KEY NOT NULL,
	"amount" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
