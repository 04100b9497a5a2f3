CREATE TABLE "photo_files" (
	"photo_id" uuid NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "photo_files_photo_id_name_pk" PRIMARY KEY("photo_id","name")
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text,
	"purpose" text DEFAULT 'venue' NOT NULL,
	"location_id" uuid,
	"event_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"widths" integer[] NOT NULL,
	"storage" text NOT NULL,
	"original_bytes" integer NOT NULL,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photos_purpose_check" CHECK ("photos"."purpose" in ('venue', 'game')),
	CONSTRAINT "photos_status_check" CHECK ("photos"."status" in ('pending', 'approved')),
	CONSTRAINT "photos_one_venue_check" CHECK ("photos"."location_id" is null or "photos"."event_id" is null)
);
--> statement-breakpoint
CREATE TABLE "share_cards" (
	"key" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"png" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "steam_app_id" integer;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "image_photo_id" uuid;--> statement-breakpoint
ALTER TABLE "photo_files" ADD CONSTRAINT "photo_files_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photos_location_idx" ON "photos" USING btree ("location_id","position");--> statement-breakpoint
CREATE INDEX "photos_event_idx" ON "photos" USING btree ("event_id","position");--> statement-breakpoint
CREATE INDEX "photos_drafts_idx" ON "photos" USING btree ("created_at") WHERE "photos"."location_id" is null and "photos"."event_id" is null and "photos"."purpose" = 'venue';--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_steam_app_id_check" CHECK ("games"."steam_app_id" > 0);