CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"user_email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"display_name" text NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_profiles_role_check" CHECK ("user_profiles"."role" in ('admin', 'user'))
);
--> statement-breakpoint
CREATE TABLE "communities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"image_url" text,
	"website" text,
	"is_verified" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_name" text NOT NULL,
	"description" text NOT NULL,
	"location_id" uuid,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"website" text,
	"image_url" text,
	"hero_image_url" text,
	"is_multi_location" boolean DEFAULT false NOT NULL,
	"has_landing_page" boolean DEFAULT false NOT NULL,
	"landing_page_content" text,
	"custom_location" text,
	"event_type" text DEFAULT 'lan_party' NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"community_id" uuid,
	"created_by" text,
	"verified" boolean DEFAULT false NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"review_status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_dates_check" CHECK ("events"."end_date" >= "events"."start_date"),
	CONSTRAINT "events_lat_check" CHECK ("events"."lat" between -90 and 90),
	CONSTRAINT "events_lng_check" CHECK ("events"."lng" between -180 and 180),
	CONSTRAINT "events_event_type_check" CHECK ("events"."event_type" in ('lan_party')),
	CONSTRAINT "events_review_status_check" CHECK ("events"."review_status" in ('pending', 'verified', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "location_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid,
	"event_id" uuid,
	"type" text NOT NULL,
	"owner_name" text,
	"email" text,
	"address" text,
	"organization_name" text,
	"website" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "location_contacts_type_check" CHECK ("location_contacts"."type" in ('lan_center', 'lan_party')),
	CONSTRAINT "location_contacts_target_check" CHECK (("location_contacts"."type" = 'lan_center' and "location_contacts"."location_id" is not null) or ("location_contacts"."type" = 'lan_party' and "location_contacts"."event_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"organization_name" text NOT NULL,
	"address" text NOT NULL,
	"description" text NOT NULL,
	"website" text,
	"image_url" text,
	"lat" double precision,
	"lng" double precision,
	"community_id" uuid,
	"venue_type" text,
	"verified" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"created_by_admin" boolean DEFAULT false NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"review_status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_lat_check" CHECK ("locations"."lat" between -90 and 90),
	CONSTRAINT "locations_lng_check" CHECK ("locations"."lng" between -180 and 180),
	CONSTRAINT "locations_venue_type_check" CHECK ("locations"."venue_type" in ('game_arena', 'lan_party', 'college', 'school', 'library', 'hotel', 'game_cafe', 'coffee_shop')),
	CONSTRAINT "locations_review_status_check" CHECK ("locations"."review_status" in ('pending', 'verified', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"user_id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_customer_id_unique" UNIQUE("customer_id")
);
--> statement-breakpoint
CREATE TABLE "lan_center_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"plan" text NOT NULL,
	"price_id" text,
	"stripe_subscription_id" text,
	"stripe_checkout_session_id" text,
	"current_period_end" bigint,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"payment_method_brand" text,
	"payment_method_last4" text,
	"is_test" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lan_center_subscriptions_stripe_subscription_id_unique" UNIQUE("stripe_subscription_id"),
	CONSTRAINT "lan_center_subscriptions_stripe_checkout_session_id_unique" UNIQUE("stripe_checkout_session_id"),
	CONSTRAINT "lan_center_subscriptions_status_check" CHECK ("lan_center_subscriptions"."status" in ('active', 'trialing', 'canceled', 'past_due', 'not_started', 'incomplete', 'incomplete_expired', 'unpaid', 'paused')),
	CONSTRAINT "lan_center_subscriptions_plan_check" CHECK ("lan_center_subscriptions"."plan" in ('verified_listing', 'lan_center'))
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "communities" ADD CONSTRAINT "communities_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_contacts" ADD CONSTRAINT "location_contacts_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_contacts" ADD CONSTRAINT "location_contacts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lan_center_subscriptions" ADD CONSTRAINT "lan_center_subscriptions_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lan_center_subscriptions" ADD CONSTRAINT "lan_center_subscriptions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_userId_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_userId_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "user_profiles_user_email_lower_idx" ON "user_profiles" USING btree (lower("user_email"));--> statement-breakpoint
CREATE INDEX "communities_name_idx" ON "communities" USING btree ("name");--> statement-breakpoint
CREATE INDEX "communities_created_by_idx" ON "communities" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "events_created_by_created_at_idx" ON "events" USING btree ("created_by","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "events_verified_start_date_idx" ON "events" USING btree ("start_date") WHERE "events"."verified";--> statement-breakpoint
CREATE INDEX "events_location_id_idx" ON "events" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "events_community_id_idx" ON "events" USING btree ("community_id");--> statement-breakpoint
CREATE INDEX "location_contacts_location_id_type_idx" ON "location_contacts" USING btree ("location_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "location_contacts_center_unique" ON "location_contacts" USING btree ("location_id") WHERE "location_contacts"."type" = 'lan_center';--> statement-breakpoint
CREATE INDEX "location_contacts_event_id_idx" ON "location_contacts" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "location_contacts_created_at_idx" ON "location_contacts" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "locations_slug_unique" ON "locations" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "locations_verified_created_at_idx" ON "locations" USING btree ("created_at" DESC NULLS FIRST) WHERE "locations"."verified";--> statement-breakpoint
CREATE INDEX "locations_verified_name_idx" ON "locations" USING btree ("organization_name") WHERE "locations"."verified";--> statement-breakpoint
CREATE INDEX "locations_created_by_created_at_idx" ON "locations" USING btree ("created_by","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "locations_community_id_idx" ON "locations" USING btree ("community_id");--> statement-breakpoint
CREATE INDEX "lan_center_subscriptions_location_id_created_at_idx" ON "lan_center_subscriptions" USING btree ("location_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "lan_center_subscriptions_user_id_created_at_idx" ON "lan_center_subscriptions" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE VIEW "public"."lan_center_subscription_details" AS (select "lan_center_subscriptions"."id", "lan_center_subscriptions"."location_id", "lan_center_subscriptions"."user_id", "lan_center_subscriptions"."status", "lan_center_subscriptions"."plan", "lan_center_subscriptions"."price_id", "lan_center_subscriptions"."stripe_subscription_id", "lan_center_subscriptions"."stripe_checkout_session_id", "lan_center_subscriptions"."current_period_end", "lan_center_subscriptions"."cancel_at_period_end", "lan_center_subscriptions"."payment_method_brand", "lan_center_subscriptions"."payment_method_last4", "lan_center_subscriptions"."is_test", "lan_center_subscriptions"."created_at", "lan_center_subscriptions"."updated_at", "locations"."organization_name", "locations"."address" from "lan_center_subscriptions" left join "locations" on "lan_center_subscriptions"."location_id" = "locations"."id");