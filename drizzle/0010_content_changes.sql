CREATE TABLE "content_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Every statement that changes what the public pages show notes it here (db/schema/content-changes.ts).
CREATE FUNCTION "note_content_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "public"."content_changes" DEFAULT VALUES;
  -- For the embedded database, whose one process keeps the version until told (content-version.server.ts).
  PERFORM pg_notify('content_changes', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "games_content_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "games" FOR EACH STATEMENT EXECUTE FUNCTION "note_content_change"();
--> statement-breakpoint
CREATE TRIGGER "faq_items_content_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "faq_items" FOR EACH STATEMENT EXECUTE FUNCTION "note_content_change"();
--> statement-breakpoint
CREATE TRIGGER "communities_content_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "communities" FOR EACH STATEMENT EXECUTE FUNCTION "note_content_change"();
--> statement-breakpoint
CREATE TRIGGER "locations_content_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "locations" FOR EACH STATEMENT EXECUTE FUNCTION "note_content_change"();
--> statement-breakpoint
CREATE TRIGGER "location_games_content_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "location_games" FOR EACH STATEMENT EXECUTE FUNCTION "note_content_change"();
--> statement-breakpoint
CREATE TRIGGER "events_content_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "events" FOR EACH STATEMENT EXECUTE FUNCTION "note_content_change"();
--> statement-breakpoint
CREATE TRIGGER "photos_content_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "photos" FOR EACH STATEMENT EXECUTE FUNCTION "note_content_change"();
--> statement-breakpoint
CREATE TRIGGER "lan_center_subscriptions_content_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "lan_center_subscriptions" FOR EACH STATEMENT EXECUTE FUNCTION "note_content_change"();
