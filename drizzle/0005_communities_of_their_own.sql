-- Registration used to reuse any community with the same name, so a member's venue could be linked
-- to another member's community (and its edit form showed that community's description and image).
-- Each such venue gets a community of its own owner's, carrying the name only.
WITH "shared" AS (
	SELECT "locations"."id" AS "venue_id", "communities"."name", "locations"."created_by", gen_random_uuid() AS "new_id"
	FROM "locations" JOIN "communities" ON "communities"."id" = "locations"."community_id"
	WHERE "locations"."created_by" IS NOT NULL AND "communities"."created_by" IS DISTINCT FROM "locations"."created_by"
), "inserted" AS (
	INSERT INTO "communities" ("id", "name", "created_by") SELECT "new_id", "name", "created_by" FROM "shared" RETURNING "id"
)
UPDATE "locations" SET "community_id" = "shared"."new_id" FROM "shared" WHERE "locations"."id" = "shared"."venue_id";
--> statement-breakpoint
WITH "shared" AS (
	SELECT "events"."id" AS "venue_id", "communities"."name", "events"."created_by", gen_random_uuid() AS "new_id"
	FROM "events" JOIN "communities" ON "communities"."id" = "events"."community_id"
	WHERE "events"."created_by" IS NOT NULL AND "communities"."created_by" IS DISTINCT FROM "events"."created_by"
), "inserted" AS (
	INSERT INTO "communities" ("id", "name", "created_by") SELECT "new_id", "name", "created_by" FROM "shared" RETURNING "id"
)
UPDATE "events" SET "community_id" = "shared"."new_id" FROM "shared" WHERE "events"."id" = "shared"."venue_id";
