CREATE TABLE "seat_plans" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"seat_deadline" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"area" text NOT NULL,
	"area_index" integer NOT NULL,
	"row_label" text NOT NULL,
	"row_index" integer NOT NULL,
	"column" integer NOT NULL,
	"number" integer NOT NULL,
	"label" text NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "seat_id" uuid;--> statement-breakpoint
ALTER TABLE "seat_plans" ADD CONSTRAINT "seat_plans_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seats_event_label_unique" ON "seats" USING btree ("event_id","label");--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_seat_id_seats_id_fk" FOREIGN KEY ("seat_id") REFERENCES "public"."seats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_seat_unique" ON "tickets" USING btree ("seat_id") WHERE "tickets"."status" = 'active' and "tickets"."seat_id" is not null;--> statement-breakpoint
-- The party page draws the plan: an organiser's change is a change of the public pages (a seat
-- picked moves only `tickets.seat_id`, read fresh for members, as `taken` is: ADR 025).
CREATE TRIGGER "seat_plans_content_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "seat_plans" FOR EACH STATEMENT EXECUTE FUNCTION "note_content_change"();
--> statement-breakpoint
CREATE TRIGGER "seats_content_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "seats" FOR EACH STATEMENT EXECUTE FUNCTION "note_content_change"();
