CREATE TABLE "location_games" (
	"location_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	CONSTRAINT "location_games_location_id_game_id_pk" PRIMARY KEY("location_id","game_id")
);
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "opening_hours" jsonb;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "pc_count" integer;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "console_count" integer;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "vr_count" integer;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "sim_count" integer;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "hardware" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "price_min_cents" integer;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "price_max_cents" integer;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "passes" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "amenities" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "full_library" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "slug" text;--> statement-breakpoint
-- Existing games get a slug from their name ("Counter-Strike 2" -> "counter-strike-2"); a name
-- that repeats gets "-2", "-3"... in the order the games were added.
WITH "base" AS (
  SELECT "id", coalesce(nullif(trim(both '-' from regexp_replace(lower("name"), '[^a-z0-9]+', '-', 'g')), ''), 'game') AS "slug",
    row_number() OVER (PARTITION BY coalesce(nullif(trim(both '-' from regexp_replace(lower("name"), '[^a-z0-9]+', '-', 'g')), ''), 'game') ORDER BY "created_at", "id") AS "n"
  FROM "games"
)
UPDATE "games" SET "slug" = CASE WHEN "base"."n" = 1 THEN "base"."slug" ELSE "base"."slug" || '-' || "base"."n" END
FROM "base" WHERE "games"."id" = "base"."id";--> statement-breakpoint
ALTER TABLE "games" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "location_games" ADD CONSTRAINT "location_games_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_games" ADD CONSTRAINT "location_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "location_games_game_id_idx" ON "location_games" USING btree ("game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "games_slug_unique" ON "games" USING btree ("slug");--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_currency_check" CHECK ("locations"."currency" in ('USD', 'CAD', 'EUR', 'GBP', 'AUD', 'NZD', 'SEK', 'NOK', 'DKK', 'PLN', 'CHF', 'MXN', 'BRL'));--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_amenities_check" CHECK ("locations"."amenities" <@ array['food_drinks', 'parking', 'wheelchair_accessible', 'all_ages', 'adults_only', 'streaming_room', 'tournaments', 'private_room', 'lan_party_hosting', 'free_wifi', 'birthday_parties', 'bring_your_own_pc']::text[]);--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_pc_count_check" CHECK ("locations"."pc_count" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_console_count_check" CHECK ("locations"."console_count" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_vr_count_check" CHECK ("locations"."vr_count" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_sim_count_check" CHECK ("locations"."sim_count" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_price_check" CHECK ("locations"."price_min_cents" is null or ("locations"."price_min_cents" >= 0 and "locations"."price_max_cents" >= "locations"."price_min_cents"));