CREATE TABLE "station_hours" (
	"location_id" uuid NOT NULL,
	"day" date NOT NULL,
	"hour" smallint NOT NULL,
	"reports" integer NOT NULL,
	"used_sum" integer NOT NULL,
	"total_sum" integer NOT NULL,
	CONSTRAINT "station_hours_location_id_day_hour_pk" PRIMARY KEY("location_id","day","hour"),
	CONSTRAINT "station_hours_hour_check" CHECK ("station_hours"."hour" between 0 and 23)
);
--> statement-breakpoint
CREATE TABLE "station_status" (
	"location_id" uuid PRIMARY KEY NOT NULL,
	"total" integer NOT NULL,
	"free" integer NOT NULL,
	"by_kind" jsonb NOT NULL,
	"source" text NOT NULL,
	"reported_at" timestamp with time zone NOT NULL,
	CONSTRAINT "station_status_source_check" CHECK ("station_status"."source" in ('push', 'ggleap', 'icafecloud')),
	CONSTRAINT "station_status_counts_check" CHECK ("station_status"."total" >= 0 and "station_status"."free" >= 0 and "station_status"."free" <= "station_status"."total")
);
--> statement-breakpoint
CREATE TABLE "station_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"hint" text NOT NULL,
	"label" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vendor_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"vendor" text NOT NULL,
	"account_ref" text,
	"secret" text NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"last_error" text,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_polled_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"next_poll_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_connections_vendor_check" CHECK ("vendor_connections"."vendor" in ('ggleap', 'icafecloud')),
	CONSTRAINT "vendor_connections_state_check" CHECK ("vendor_connections"."state" in ('waiting', 'working', 'failing', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "station_hours" ADD CONSTRAINT "station_hours_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_status" ADD CONSTRAINT "station_status_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_tokens" ADD CONSTRAINT "station_tokens_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_tokens" ADD CONSTRAINT "station_tokens_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_connections" ADD CONSTRAINT "vendor_connections_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_connections" ADD CONSTRAINT "vendor_connections_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "station_status_reported_idx" ON "station_status" USING btree ("reported_at");--> statement-breakpoint
CREATE UNIQUE INDEX "station_tokens_hash_idx" ON "station_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "station_tokens_location_idx" ON "station_tokens" USING btree ("location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_connections_location_idx" ON "vendor_connections" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "vendor_connections_due_idx" ON "vendor_connections" USING btree ("next_poll_at");