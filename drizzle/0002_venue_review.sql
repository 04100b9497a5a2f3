ALTER TABLE "events" ADD COLUMN "review_changes" jsonb;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "review_changes" jsonb;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "events_review_queue_idx" ON "events" USING btree ("created_at") WHERE "events"."review_status" = 'pending' or "events"."review_changes" is not null;--> statement-breakpoint
CREATE INDEX "locations_review_queue_idx" ON "locations" USING btree ("created_at") WHERE "locations"."review_status" = 'pending' or "locations"."review_changes" is not null;