ALTER TABLE "insight_visitors" ADD COLUMN "counted" text DEFAULT 'views' NOT NULL;--> statement-breakpoint
ALTER TABLE "insight_visitors" DROP CONSTRAINT "insight_visitors_day_location_id_visitor_pk";--> statement-breakpoint
ALTER TABLE "insight_visitors" ADD CONSTRAINT "insight_visitors_day_location_id_visitor_counted_pk" PRIMARY KEY("day","location_id","visitor","counted");
