import { sql } from "drizzle-orm";
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

import { user } from "./auth";
import { isOneOf } from "./columns";
import { DIGEST_STATUSES, INSIGHT_METRICS, INSIGHT_SEARCH_KINDS } from "./values";
import { locations } from "./venues";

/**
 * The owners' insights (docs/decisions/018-insights.md): counts only, per center per UTC day. No
 * table holds an address, a cookie or anything that names a visitor.
 */
export const insightDaily = pgTable(
  "insight_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    locationId: uuid("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    metric: text("metric").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.locationId, t.metric] }),
    check("insight_daily_metric_check", isOneOf(t.metric, INSIGHT_METRICS)),
    index("insight_daily_location_idx").on(t.locationId, t.day),
  ],
);

/** The searches that showed a center that day: the place typed, or a filter ("game: Valorant"). */
export const insightSearches = pgTable(
  "insight_searches",
  {
    day: date("day", { mode: "string" }).notNull(),
    locationId: uuid("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    term: text("term").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.locationId, t.kind, t.term] }),
    check("insight_searches_kind_check", isOneOf(t.kind, INSIGHT_SEARCH_KINDS)),
    index("insight_searches_location_idx").on(t.locationId, t.day),
  ],
);

/**
 * Every place searched on the map that day, whatever it showed, with the filter used ('' for none)
 * and whether a verified center was within 50 km: where a new center is wanted, and what players
 * near a center look for. The point is the place's, rounded to about a kilometre.
 */
export const placeSearches = pgTable(
  "place_searches",
  {
    day: date("day", { mode: "string" }).notNull(),
    place: text("place").notNull(),
    filter: text("filter").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    /** Verified centers within 50 km when it was searched. */
    centersNear: integer("centers_near").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.place, t.filter] })],
);

/**
 * What each of today's visitors was already counted for, per center: `counted` is a metric
 * (`views`, `website`, …) or a search term (`place:Austin, TX`, `filter:game:valorant`). A visitor
 * is a hash of the day's salt and the client's address (an IPv6 address by its /64); a repeat finds
 * its row and counts nothing, on every process. Rows and salts older than yesterday are deleted,
 * so no hash can be worked back to an address.
 */
export const insightVisitors = pgTable(
  "insight_visitors",
  {
    day: date("day", { mode: "string" }).notNull(),
    locationId: uuid("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    visitor: text("visitor").notNull(),
    // Rows made before this column were page views, the one thing then kept per visitor.
    counted: text("counted").notNull().default("views"),
  },
  (t) => [primaryKey({ columns: [t.day, t.locationId, t.visitor, t.counted] })],
);

/** One random salt per UTC day, shared by every process; deleted with the day's visitor hashes. */
export const insightSalts = pgTable("insight_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: text("salt").notNull(),
});

/**
 * The monthly digest, one row per owner and month, made before any is sent: the job sends the
 * pending ones and marks each sent in the transaction that holds its row, so a restart goes on
 * where it stopped and nobody gets the month twice.
 */
export const digestSends = pgTable(
  "digest_sends",
  {
    /** "2026-10": the month the digest is about. */
    month: text("month").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("pending"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.month, t.userId] }),
    check("digest_sends_status_check", isOneOf(t.status, DIGEST_STATUSES)),
    index("digest_sends_pending_idx")
      .on(t.month)
      .where(sql`${t.status} = 'pending'`),
  ],
);
