CREATE TABLE "digest_sends" (
	"month" text NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "digest_sends_month_user_id_pk" PRIMARY KEY("month","user_id"),
	CONSTRAINT "digest_sends_status_check" CHECK ("digest_sends"."status" in ('pending', 'sent', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "insight_daily" (
	"day" date NOT NULL,
	"location_id" uuid NOT NULL,
	"metric" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "insight_daily_day_location_id_metric_pk" PRIMARY KEY("day","location_id","metric"),
	CONSTRAINT "insight_daily_metric_check" CHECK ("insight_daily"."metric" in ('views', 'visitors', 'map_list', 'map_bubble', 'game_page', 'open_now', 'website', 'directions', 'phone', 'share'))
);
--> statement-breakpoint
CREATE TABLE "insight_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insight_searches" (
	"day" date NOT NULL,
	"location_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"term" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "insight_searches_day_location_id_kind_term_pk" PRIMARY KEY("day","location_id","kind","term"),
	CONSTRAINT "insight_searches_kind_check" CHECK ("insight_searches"."kind" in ('place', 'filter'))
);
--> statement-breakpoint
CREATE TABLE "insight_visitors" (
	"day" date NOT NULL,
	"location_id" uuid NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "insight_visitors_day_location_id_visitor_pk" PRIMARY KEY("day","location_id","visitor")
);
--> statement-breakpoint
CREATE TABLE "place_searches" (
	"day" date NOT NULL,
	"place" text NOT NULL,
	"filter" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"centers_near" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "place_searches_day_place_filter_pk" PRIMARY KEY("day","place","filter")
);
--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "insights_digest" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "digest_sends" ADD CONSTRAINT "digest_sends_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_daily" ADD CONSTRAINT "insight_daily_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_searches" ADD CONSTRAINT "insight_searches_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_visitors" ADD CONSTRAINT "insight_visitors_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "digest_sends_pending_idx" ON "digest_sends" USING btree ("month") WHERE "digest_sends"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "insight_daily_location_idx" ON "insight_daily" USING btree ("location_id","day");--> statement-breakpoint
CREATE INDEX "insight_searches_location_idx" ON "insight_searches" USING btree ("location_id","day");