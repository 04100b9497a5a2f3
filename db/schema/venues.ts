import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  primaryKey,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import { user } from "./auth";
import { games } from "./content";
import { createdAt, isOneOf, latitudeInRange, longitudeInRange, updatedAt } from "./columns";
import {
  AMENITIES,
  CONTACT_TYPES,
  CURRENCIES,
  EVENT_TYPES,
  REVIEW_STATUSES,
  VENUE_TYPES,
  type OpeningHours,
  type ReviewChanges,
} from "./values";

/** A group a venue or party belongs to; the forms find one by exact name or create it. */
export const communities = pgTable(
  "communities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description"),
    imageUrl: text("image_url"),
    website: text("website"),
    isVerified: boolean("is_verified").notNull().default(false),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("communities_name_idx").on(t.name), index("communities_created_by_idx").on(t.createdBy)],
);

/** A LAN center. Only verified rows are public (map, directory, featured list). */
export const locations = pgTable(
  "locations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Organization name plus a short random suffix, fixed at creation: the public page's address. */
    slug: text("slug").notNull(),
    organizationName: text("organization_name").notNull(),
    address: text("address").notNull(),
    description: text("description").notNull(),
    website: text("website"),
    imageUrl: text("image_url"),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    communityId: uuid("community_id").references(() => communities.id, { onDelete: "set null" }),
    venueType: text("venue_type"),
    /** The IANA zone at its coordinates (set on every save): its hours are read in this zone. */
    timeZone: text("time_zone").notNull().default("UTC"),
    /** The weekly schedule and dated exceptions (`venues/opening-hours.ts`); null when not given. */
    openingHours: jsonb("opening_hours").$type<OpeningHours>(),
    /** The public phone number, as the owner writes it. */
    phone: text("phone"),
    /** Station counts; null when the owner did not say. */
    pcCount: integer("pc_count"),
    consoleCount: integer("console_count"),
    vrCount: integer("vr_count"),
    simCount: integer("sim_count"),
    /** A short hardware line ("RTX 4070 · 240 Hz"). */
    hardware: text("hardware"),
    /** The hourly price range, in the currency's minor unit (cents). */
    priceMinCents: integer("price_min_cents"),
    priceMaxCents: integer("price_max_cents"),
    currency: text("currency"),
    /** Memberships and day passes, in the owner's words. */
    passes: text("passes"),
    amenities: text("amenities")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The owner says the center offers the whole Steam PC Cafe library; it counts only while the
     * center has a live subscription to the plan that includes it (`venues/public-venues.server.ts`).
     */
    fullLibrary: boolean("full_library").notNull().default(false),
    verified: boolean("verified").notNull().default(false),
    featured: boolean("featured").notNull().default(false),
    /** Created by an administrator (shown in green on the map); replaces the old `created_by = 'admin'`. */
    createdByAdmin: boolean("created_by_admin").notNull().default(false),
    isDemo: boolean("is_demo").notNull().default(false),
    reviewStatus: text("review_status").notNull().default("pending"),
    rejectionReason: text("rejection_reason"),
    /** The owner's edits since the last review ({ field: { from, to } }); null when nothing changed. */
    reviewChanges: jsonb("review_changes").$type<ReviewChanges>(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    /** The owner; null only for rows nobody owns (the demo set). */
    createdBy: text("created_by").references(() => user.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("locations_slug_unique").on(t.slug),
    check("locations_lat_check", latitudeInRange(t.lat)),
    check("locations_lng_check", longitudeInRange(t.lng)),
    check("locations_venue_type_check", isOneOf(t.venueType, VENUE_TYPES)),
    check("locations_review_status_check", isOneOf(t.reviewStatus, REVIEW_STATUSES)),
    check("locations_currency_check", isOneOf(t.currency, CURRENCIES)),
    check(
      "locations_amenities_check",
      sql`${t.amenities} <@ array[${sql.raw(AMENITIES.map((a) => `'${a}'`).join(", "))}]::text[]`,
    ),
    // One check per count: a check that joins several with AND reads back differently on PGlite and PostgreSQL.
    check("locations_pc_count_check", sql`${t.pcCount} between 0 and 10000`),
    check("locations_console_count_check", sql`${t.consoleCount} between 0 and 10000`),
    check("locations_vr_count_check", sql`${t.vrCount} between 0 and 10000`),
    check("locations_sim_count_check", sql`${t.simCount} between 0 and 10000`),
    check(
      "locations_price_check",
      sql`${t.priceMinCents} is null or (${t.priceMinCents} >= 0 and ${t.priceMaxCents} >= ${t.priceMinCents})`,
    ),
    // The map and the featured list: verified rows, newest first.
    index("locations_verified_created_at_idx")
      .on(t.createdAt.desc().nullsFirst())
      .where(sql`${t.verified}`),
    // The featured block of /lancenters: verified rows, those marked featured first, newest first.
    index("locations_verified_featured_idx")
      .on(t.featured.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.verified}`),
    // The directory list and the registration pickers: verified rows by name.
    index("locations_verified_name_idx")
      .on(t.organizationName)
      .where(sql`${t.verified}`),
    // "My LAN Centers" on the dashboard.
    index("locations_created_by_created_at_idx").on(t.createdBy, t.createdAt.desc().nullsFirst()),
    index("locations_community_id_idx").on(t.communityId),
    // The administrators' review queue: new venues and edits to reviewed ones.
    index("locations_review_queue_idx")
      .on(t.createdAt)
      .where(sql`${t.reviewStatus} = 'pending' or ${t.reviewChanges} is not null`),
  ],
);

/** The catalogue's games a center offers (its "Games at this venue"). */
export const locationGames = pgTable(
  "location_games",
  {
    locationId: uuid("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    gameId: uuid("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
  },
  // "Where to play" reads by game.
  (t) => [primaryKey({ columns: [t.locationId, t.gameId] }), index("location_games_game_id_idx").on(t.gameId)],
);

/** A LAN party: a dated event, at a center, at a free-text place, or at several places. */
export const events = pgTable(
  "events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The event's name (the brief's field name is kept). */
    organizationName: text("organization_name").notNull(),
    description: text("description").notNull(),
    locationId: uuid("location_id").references(() => locations.id, { onDelete: "set null" }),
    startDate: timestamp("start_date", { withTimezone: true }).notNull(),
    endDate: timestamp("end_date", { withTimezone: true }).notNull(),
    /** The venue's IANA zone: dates are shown in the event's local time, whoever looks. */
    timeZone: text("time_zone").notNull().default("UTC"),
    website: text("website"),
    imageUrl: text("image_url"),
    heroImageUrl: text("hero_image_url"),
    /** Until when ticket holders may cancel (a paid ticket is refunded); null is until the party starts. */
    refundDeadline: timestamp("refund_deadline", { withTimezone: true }),
    isMultiLocation: boolean("is_multi_location").notNull().default(false),
    hasLandingPage: boolean("has_landing_page").notNull().default(false),
    landingPageContent: text("landing_page_content"),
    customLocation: text("custom_location"),
    eventType: text("event_type").notNull().default("lan_party"),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    communityId: uuid("community_id").references(() => communities.id, { onDelete: "set null" }),
    /** The organizer; null only for rows nobody owns (the demo set). */
    createdBy: text("created_by").references(() => user.id, { onDelete: "cascade" }),
    verified: boolean("verified").notNull().default(false),
    isDemo: boolean("is_demo").notNull().default(false),
    reviewStatus: text("review_status").notNull().default("pending"),
    rejectionReason: text("rejection_reason"),
    /** The owner's edits since the last review ({ field: { from, to } }); null when nothing changed. */
    reviewChanges: jsonb("review_changes").$type<ReviewChanges>(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("events_dates_check", sql`${t.endDate} >= ${t.startDate}`),
    check("events_lat_check", latitudeInRange(t.lat)),
    check("events_lng_check", longitudeInRange(t.lng)),
    check("events_event_type_check", isOneOf(t.eventType, EVENT_TYPES)),
    check("events_review_status_check", isOneOf(t.reviewStatus, REVIEW_STATUSES)),
    index("events_created_by_created_at_idx").on(t.createdBy, t.createdAt.desc().nullsFirst()),
    // Upcoming public parties.
    index("events_verified_start_date_idx")
      .on(t.startDate)
      .where(sql`${t.verified}`),
    index("events_location_id_idx").on(t.locationId),
    index("events_community_id_idx").on(t.communityId),
    index("events_review_queue_idx")
      .on(t.createdAt)
      .where(sql`${t.reviewStatus} = 'pending' or ${t.reviewChanges} is not null`),
  ],
);

/**
 * Who runs a registered venue, for the administrators' contact list. A center's contact points at
 * its location, a party's at its event; deleting the venue deletes its contact.
 */
export const locationContacts = pgTable(
  "location_contacts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    locationId: uuid("location_id").references((): AnyPgColumn => locations.id, { onDelete: "cascade" }),
    eventId: uuid("event_id").references((): AnyPgColumn => events.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    ownerName: text("owner_name"),
    email: text("email"),
    address: text("address"),
    organizationName: text("organization_name"),
    website: text("website"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("location_contacts_type_check", isOneOf(t.type, CONTACT_TYPES)),
    check(
      "location_contacts_target_check",
      sql`(${t.type} = 'lan_center' and ${t.locationId} is not null) or (${t.type} = 'lan_party' and ${t.eventId} is not null)`,
    ),
    index("location_contacts_location_id_type_idx").on(t.locationId, t.type),
    // A center has one contact (the edit form reads it as a single row).
    uniqueIndex("location_contacts_center_unique")
      .on(t.locationId)
      .where(sql`${t.type} = 'lan_center'`),
    index("location_contacts_event_id_idx").on(t.eventId),
    index("location_contacts_created_at_idx").on(t.createdAt.desc().nullsFirst()),
  ],
);
