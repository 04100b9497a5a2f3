CREATE TABLE "content_seeds" (
	"name" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faq_items_category_check" CHECK ("faq_items"."category" in ('general', 'business', 'technical', 'events', 'membership'))
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"publisher" text NOT NULL,
	"store_url" text NOT NULL,
	"review_summary" text,
	"featured" boolean DEFAULT false NOT NULL,
	"video_url" text,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"page" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"venue_name" text NOT NULL,
	"phone" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_page_check" CHECK ("leads"."page" in ('signup', 'signup-early', 'signup-lp', 'signup-gizmo', 'signup-valhallan', 'signup-contender'))
);
--> statement-breakpoint
CREATE INDEX "faq_items_position_idx" ON "faq_items" USING btree ("position");--> statement-breakpoint
CREATE INDEX "games_featured_position_idx" ON "games" USING btree ("featured","position");--> statement-breakpoint
CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at" DESC NULLS LAST);