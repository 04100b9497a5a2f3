CREATE TABLE "ticket_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"quantity" integer NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	"sale_starts_at" timestamp with time zone,
	"sale_ends_at" timestamp with time zone,
	"includes_seat" boolean DEFAULT true NOT NULL,
	"max_per_order" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_types_price_check" CHECK ("ticket_types"."price_cents" >= 0),
	CONSTRAINT "ticket_types_currency_check" CHECK ("ticket_types"."currency" in ('USD', 'CAD', 'EUR', 'GBP', 'AUD', 'NZD', 'SEK', 'NOK', 'DKK', 'PLN', 'CHF', 'MXN', 'BRL')),
	CONSTRAINT "ticket_types_quantity_check" CHECK ("ticket_types"."quantity" between 1 and 100000),
	CONSTRAINT "ticket_types_taken_check" CHECK ("ticket_types"."taken" between 0 and "ticket_types"."quantity"),
	CONSTRAINT "ticket_types_max_per_order_check" CHECK ("ticket_types"."max_per_order" between 1 and 20),
	CONSTRAINT "ticket_types_sale_check" CHECK ("ticket_types"."sale_ends_at" is null or "ticket_types"."sale_starts_at" is null or "ticket_types"."sale_ends_at" > "ticket_types"."sale_starts_at")
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_type_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"buyer_id" text NOT NULL,
	"holder_id" text,
	"holder_email" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tickets_status_check" CHECK ("tickets"."status" in ('active', 'cancelled')),
	CONSTRAINT "tickets_holder_email_check" CHECK ("tickets"."holder_email" = lower("tickets"."holder_email"))
);
--> statement-breakpoint
ALTER TABLE "ticket_types" ADD CONSTRAINT "ticket_types_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_buyer_id_user_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_holder_id_user_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_types_event_id_idx" ON "ticket_types" USING btree ("event_id","position");--> statement-breakpoint
CREATE INDEX "tickets_event_id_idx" ON "tickets" USING btree ("event_id","status");--> statement-breakpoint
CREATE INDEX "tickets_ticket_type_id_idx" ON "tickets" USING btree ("ticket_type_id");--> statement-breakpoint
CREATE INDEX "tickets_holder_id_idx" ON "tickets" USING btree ("holder_id");--> statement-breakpoint
CREATE INDEX "tickets_holder_email_idx" ON "tickets" USING btree ("holder_email");--> statement-breakpoint
CREATE INDEX "tickets_buyer_id_idx" ON "tickets" USING btree ("buyer_id");--> statement-breakpoint
-- The party page shows its ticket types: a change to one is a change of the public pages. A ticket
-- taken moves only `taken`, which the page reads live (/lanparties/{id}/tickets), so a ticket rush
-- does not make every shared page render again.
CREATE TRIGGER "ticket_types_content_change" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "name", "description", "price_cents", "currency", "quantity", "sale_starts_at", "sale_ends_at", "includes_seat", "max_per_order", "position", "event_id" ON "ticket_types" FOR EACH STATEMENT EXECUTE FUNCTION "note_content_change"();
