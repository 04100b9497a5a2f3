import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import { user } from "./auth";
import { createdAt, isOneOf } from "./columns";
import { STATION_SOURCES, STATION_VENDORS, VENDOR_CONNECTION_STATES, type StationKinds } from "./values";
import { locations } from "./venues";

/**
 * Live free PCs (docs/decisions/027-free-pcs-now.md). A venue's software or script posts a center's
 * status with a station-status token; the site stores only the token's SHA-256, shows the token once,
 * and a revoked token answers 401 like an unknown one.
 */
export const stationTokens = pgTable(
  "station_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    locationId: uuid("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    /** Hex SHA-256 of the token; the token itself is never stored. */
    tokenHash: text("token_hash").notNull(),
    /** The token's first characters, so the owner can tell tokens apart ("lcs_3F9a…"). */
    hint: text("hint").notNull(),
    label: text("label").notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("station_tokens_hash_idx").on(t.tokenHash),
    index("station_tokens_location_idx").on(t.locationId),
  ],
);

/**
 * A center's latest status: one row a center, replaced by each report. No content-change trigger on
 * purpose: the numbers change every minute and the public pages read them for themselves (ADR 027).
 */
export const stationStatus = pgTable(
  "station_status",
  {
    locationId: uuid("location_id")
      .primaryKey()
      .references(() => locations.id, { onDelete: "cascade" }),
    total: integer("total").notNull(),
    free: integer("free").notNull(),
    /** Per kind of station, only the kinds the venue reported. */
    byKind: jsonb("by_kind").$type<StationKinds>().notNull(),
    source: text("source").notNull(),
    reportedAt: timestamp("reported_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    check("station_status_source_check", isOneOf(t.source, STATION_SOURCES)),
    check("station_status_counts_check", sql`${t.total} >= 0 and ${t.free} >= 0 and ${t.free} <= ${t.total}`),
    index("station_status_reported_idx").on(t.reportedAt),
  ],
);

/**
 * Occupancy history for the owner's Insights: per center, local day and local hour, how many
 * reports came in and the sums of stations in use and in all, so an hour's occupancy is
 * used / total over every report in it.
 */
export const stationHours = pgTable(
  "station_hours",
  {
    locationId: uuid("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    /** The center's own calendar day and hour (its time zone), so "Friday 20:00" means its Friday. */
    day: date("day", { mode: "string" }).notNull(),
    hour: smallint("hour").notNull(),
    reports: integer("reports").notNull(),
    usedSum: integer("used_sum").notNull(),
    totalSum: integer("total_sum").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.day, t.hour] }),
    check("station_hours_hour_check", sql`${t.hour} between 0 and 23`),
  ],
);

/**
 * A center's link to its venue software's API, polled by the site. The vendor's credentials are
 * encrypted with `STATION_SECRETS_KEY` (AES-256-GCM). Polling is leased: a process takes due rows by
 * setting `lease_owner` and `lease_until` in one conditional update, so each center is polled by one
 * process at a time, and a dead process's leases run out and are taken over.
 */
export const vendorConnections = pgTable(
  "vendor_connections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    locationId: uuid("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    vendor: text("vendor").notNull(),
    /** The vendor's own id of the venue (iCafeCloud's cafe id), where it has one. */
    accountRef: text("account_ref"),
    /** `iv.tag.ciphertext`, base64url each. */
    secret: text("secret").notNull(),
    state: text("state").notNull().default("waiting"),
    lastError: text("last_error"),
    failures: integer("failures").notNull().default(0),
    lastPolledAt: timestamp("last_polled_at", { withTimezone: true }),
    lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
    nextPollAt: timestamp("next_poll_at", { withTimezone: true }).defaultNow().notNull(),
    leaseOwner: text("lease_owner"),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("vendor_connections_location_idx").on(t.locationId),
    check("vendor_connections_vendor_check", isOneOf(t.vendor, STATION_VENDORS)),
    check("vendor_connections_state_check", isOneOf(t.state, VENDOR_CONNECTION_STATES)),
    index("vendor_connections_due_idx").on(t.nextPollAt),
  ],
);
