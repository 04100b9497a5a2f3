CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
