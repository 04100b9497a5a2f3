import { sql } from "drizzle-orm";
import { check, customType, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

import { user } from "./auth";
import { createdAt, isOneOf } from "./columns";
import { events, locations } from "./venues";
import { PHOTO_PURPOSES, PHOTO_STATUSES } from "./values";

/** Raw bytes (`bytea`), read and written as Node buffers by both drivers. */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A photo an owner uploaded (or an administrator, for a game's art). It is a draft until a venue's
 * form is saved with it; then it belongs to that center or party, in `position` order (the first is
 * the cover). Public only once approved (`features/photos/`, docs/decisions/017-photos.md).
 */
export const photos = pgTable(
  "photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The uploader; null only for the demo set's pictures, which nobody owns. */
    ownerId: text("owner_id").references(() => user.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull().default("venue"),
    locationId: uuid("location_id").references(() => locations.id, { onDelete: "cascade" }),
    eventId: uuid("event_id").references(() => events.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    status: text("status").notNull().default("pending"),
    /** Size after orientation; the widths it was resized to (each in AVIF, WebP and JPEG). */
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    widths: integer("widths").array().notNull(),
    /** Where its files are: `database` (photo_files) or `s3`. */
    storage: text("storage").notNull(),
    /** What the owner sent, in bytes (the original is kept, never served). */
    originalBytes: integer("original_bytes").notNull(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("photos_purpose_check", isOneOf(t.purpose, PHOTO_PURPOSES)),
    check("photos_status_check", isOneOf(t.status, PHOTO_STATUSES)),
    check("photos_one_venue_check", sql`${t.locationId} is null or ${t.eventId} is null`),
    index("photos_location_idx").on(t.locationId, t.position),
    index("photos_event_idx").on(t.eventId, t.position),
    // Drafts left behind by forms never saved are swept by age.
    index("photos_drafts_idx")
      .on(t.createdAt)
      .where(sql`${t.locationId} is null and ${t.eventId} is null and ${t.purpose} = 'venue'`),
  ],
);

/** A photo's files when they are kept in the database (the default storage): `original`, `640.avif`… */
export const photoFiles = pgTable(
  "photo_files",
  {
    photoId: uuid("photo_id")
      .notNull()
      .references(() => photos.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    contentType: text("content_type").notNull(),
    data: bytes("data").notNull(),
  },
  (t) => [primaryKey({ columns: [t.photoId, t.name] })],
);

/** Share card images (Open Graph), made once per version of what they show. */
export const shareCards = pgTable("share_cards", {
  key: text("key").primaryKey(),
  version: text("version").notNull(),
  png: bytes("png").notNull(),
  createdAt: createdAt(),
});
