import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type Database, queryRows } from "../database";
import { errorChainText, openTestDatabase, postgresUrlOrSkip, type TestDatabase } from "#test-support/database";
import { user } from "./auth";
import { events, locationContacts, locations } from "./venues";

/** What the migrations built, read back from the catalog: comparable across engines. */
async function catalogOf(database: Database) {
  const relations = await queryRows(
    database,
    sql`select table_name, table_type from information_schema.tables
        where table_schema = 'public' order by table_name`,
  );
  const columns = await queryRows(
    database,
    sql`select table_name, column_name, ordinal_position, data_type, is_nullable, column_default
        from information_schema.columns where table_schema = 'public'
        order by table_name, ordinal_position`,
  );
  const constraints = await queryRows(
    database,
    sql`select c.conname as name, t.relname as table_name, c.contype as type, pg_get_constraintdef(c.oid) as definition
        from pg_constraint c
        join pg_class t on t.oid = c.conrelid
        join pg_namespace n on n.oid = t.relnamespace
        where n.nspname = 'public' and c.contype in ('c', 'f', 'u', 'p')
        order by c.conname`,
  );
  const indexes = await queryRows(
    database,
    sql`select indexname, tablename, indexdef from pg_indexes where schemaname = 'public' order by indexname`,
  );
  const views = await queryRows<{ viewname: string; definition: string }>(
    database,
    sql`select viewname, definition from pg_views where schemaname = 'public' order by viewname`,
  );
  const migrations = await queryRows(database, sql`select hash from drizzle.__drizzle_migrations order by created_at`);
  return {
    relations,
    columns,
    constraints,
    indexes,
    views: views.map((view) => ({ ...view, definition: view.definition.replace(/\s+/g, " ").trim() })),
    migrations,
  };
}

describe("the committed migrations", () => {
  let pglite: TestDatabase;
  beforeAll(async () => {
    pglite = await openTestDatabase();
  });
  afterAll(async () => {
    await pglite?.close();
  });

  it("are up to date with db/schema (drizzle-kit finds nothing to generate)", () => {
    const out = mkdtempSync(path.join(os.tmpdir(), "lan-centers-drizzle-"));
    try {
      cpSync(path.resolve("drizzle"), out, { recursive: true });
      const before = readdirSync(out).sort();
      // drizzle-kit takes `out` relative to the working directory, and exits 0 even on errors.
      const output = execFileSync(
        path.resolve("node_modules/.bin/drizzle-kit"),
        [
          "generate",
          "--dialect=postgresql",
          "--schema=./db/schema/index.ts",
          `--out=${path.relative(process.cwd(), out)}`,
        ],
        { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
      );
      expect(readdirSync(out).sort(), `drizzle-kit wrote a new migration:\n${output}`).toEqual(before);
      expect(output, "run `npm run db:generate` and commit the migration").toContain("No schema changes");
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it("build every table, the view, their checks, keys and indexes on PGlite", async () => {
    const catalog = await catalogOf(pglite.db);
    expect(catalog.relations).toEqual(
      [
        "account",
        "communities",
        "content_changes",
        "content_seeds",
        "customers",
        "digest_sends",
        "events",
        "faq_items",
        "games",
        "insight_daily",
        "insight_salts",
        "insight_searches",
        "insight_visitors",
        "lan_center_subscription_details",
        "lan_center_subscriptions",
        "leads",
        "location_contacts",
        "location_games",
        "locations",
        "party_staff",
        "payment_events",
        "payout_accounts",
        "photo_files",
        "photos",
        "place_searches",
        "rate_limit_counters",
        "seat_plans",
        "seats",
        "session",
        "share_cards",
        "station_hours",
        "station_status",
        "station_tokens",
        "ticket_orders",
        "ticket_types",
        "tickets",
        "user",
        "user_profiles",
        "vendor_connections",
        "verification",
        "waitlist_entries",
      ].map((name) => ({
        table_name: name,
        table_type: name === "lan_center_subscription_details" ? "VIEW" : "BASE TABLE",
      })),
    );
    const constraintNames = catalog.constraints.map((constraint) => constraint.name);
    expect(constraintNames).toEqual(
      expect.arrayContaining([
        "locations_lat_check",
        "locations_venue_type_check",
        "events_dates_check",
        "location_contacts_target_check",
        "lan_center_subscriptions_status_check",
        "locations_created_by_user_id_fk",
        "lan_center_subscriptions_stripe_subscription_id_unique",
        "ticket_types_taken_check",
        "waitlist_entries_status_check",
        "ticket_orders_amount_check",
        "tickets_paid_cents_check",
      ]),
    );
    const indexNames = catalog.indexes.map((index) => index.indexname);
    expect(indexNames).toEqual(
      expect.arrayContaining([
        "locations_verified_created_at_idx",
        "tickets_seat_unique",
        "waitlist_entries_open_unique",
        "ticket_orders_open_idx",
        "locations_slug_unique",
        "events_verified_start_date_idx",
      ]),
    );
    expect(catalog.columns).toContainEqual({
      table_name: "events",
      column_name: "start_date",
      ordinal_position: 5,
      data_type: "timestamp with time zone",
      is_nullable: "NO",
      column_default: null,
    });
    expect(catalog.migrations).toHaveLength(
      readdirSync(path.resolve("drizzle")).filter((f) => f.endsWith(".sql")).length,
    );
  });

  it("give the same tables, columns, constraints, indexes and view on PostgreSQL as on PGlite", async (context) => {
    const url = postgresUrlOrSkip(context);
    const postgres = await openTestDatabase({ url });
    try {
      const [onPglite, onPostgres] = await Promise.all([catalogOf(pglite.db), catalogOf(postgres.db)]);
      expect(onPostgres.relations).toEqual(onPglite.relations);
      expect(onPostgres.columns).toEqual(onPglite.columns);
      expect(onPostgres.constraints).toEqual(onPglite.constraints);
      expect(onPostgres.indexes).toEqual(onPglite.indexes);
      expect(onPostgres.views).toEqual(onPglite.views);
      expect(onPostgres.migrations).toEqual(onPglite.migrations);
    } finally {
      await postgres.close();
    }
  });
});

// --- The checks reject what the application must never store -------------------------------------

const center = (overrides: Partial<typeof locations.$inferInsert> = {}) => ({
  slug: `center-${Math.random().toString(36).slice(2, 10)}`,
  organizationName: "Test Center",
  address: "1 Main St, Springfield",
  description: "A test center",
  ...overrides,
});
const party = (overrides: Partial<typeof events.$inferInsert> = {}) => ({
  organizationName: "Test Party",
  description: "A test party",
  startDate: new Date("2030-06-01T15:00:00Z"),
  endDate: new Date("2030-06-02T03:00:00Z"),
  ...overrides,
});

type Violation = { name: string; constraint: string; insert: (database: Database) => Promise<unknown> };

const violations: Violation[] = [
  {
    name: "a latitude of 91",
    constraint: "locations_lat_check",
    insert: (database) => database.insert(locations).values(center({ lat: 91, lng: 0 })),
  },
  {
    name: "a longitude of -180.5",
    constraint: "locations_lng_check",
    insert: (database) => database.insert(locations).values(center({ lat: 0, lng: -180.5 })),
  },
  {
    name: "an unknown venue type",
    constraint: "locations_venue_type_check",
    insert: (database) => database.insert(locations).values(center({ venueType: "arcade" })),
  },
  {
    name: "an unknown review status",
    constraint: "locations_review_status_check",
    insert: (database) => database.insert(locations).values(center({ reviewStatus: "approved" })),
  },
  {
    name: "a party that ends before it starts",
    constraint: "events_dates_check",
    insert: (database) =>
      database
        .insert(events)
        .values(party({ startDate: new Date("2030-06-02T00:00:00Z"), endDate: new Date("2030-06-01T23:59:59Z") })),
  },
  {
    name: "a party latitude of -90.1",
    constraint: "events_lat_check",
    insert: (database) => database.insert(events).values(party({ lat: -90.1, lng: 10 })),
  },
  {
    name: "a LAN center contact without a location",
    constraint: "location_contacts_target_check",
    insert: async (database) => {
      const [event] = await database.insert(events).values(party()).returning({ id: events.id });
      return database.insert(locationContacts).values({ type: "lan_center", eventId: event!.id });
    },
  },
  {
    name: "a LAN party contact without an event",
    constraint: "location_contacts_target_check",
    insert: async (database) => {
      const [location] = await database.insert(locations).values(center()).returning({ id: locations.id });
      return database.insert(locationContacts).values({ type: "lan_party", locationId: location!.id });
    },
  },
  {
    name: "an amenity that is not on the list",
    constraint: "locations_amenities_check",
    insert: (database) => database.insert(locations).values(center({ amenities: ["parking", "hot_tub"] })),
  },
  {
    name: "a negative number of gaming PCs",
    constraint: "locations_pc_count_check",
    insert: (database) => database.insert(locations).values(center({ pcCount: -1 })),
  },
  {
    name: "a highest price below the lowest",
    constraint: "locations_price_check",
    insert: (database) =>
      database.insert(locations).values(center({ priceMinCents: 800, priceMaxCents: 500, currency: "USD" })),
  },
  {
    name: "an unknown currency",
    constraint: "locations_currency_check",
    insert: (database) => database.insert(locations).values(center({ currency: "XYZ" })),
  },
  {
    name: "a second contact for one center",
    constraint: "location_contacts_center_unique",
    insert: async (database) => {
      const [location] = await database.insert(locations).values(center()).returning({ id: locations.id });
      await database.insert(locationContacts).values({ type: "lan_center", locationId: location!.id });
      return database.insert(locationContacts).values({ type: "lan_center", locationId: location!.id });
    },
  },
];

async function expectViolation(database: Database, violation: Violation) {
  const error = await violation.insert(database).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error, `${violation.name} was stored`).toBeInstanceOf(Error);
  expect(errorChainText(error)).toContain(violation.constraint);
}

describe("the constraints", () => {
  let pglite: TestDatabase;
  beforeAll(async () => {
    pglite = await openTestDatabase();
  });
  afterAll(async () => {
    await pglite?.close();
  });

  it("accept valid rows at the edges of every range", async () => {
    const [owner] = await pglite.db
      .insert(user)
      .values({ id: "owner-1", name: "Owner", email: "owner@example.com" })
      .returning();
    const [location] = await pglite.db
      .insert(locations)
      .values(center({ lat: -90, lng: 180, venueType: "coffee_shop", createdBy: owner!.id }))
      .returning();
    const instant = new Date("2030-01-01T00:00:00Z");
    const [event] = await pglite.db
      .insert(events)
      .values(party({ startDate: instant, endDate: instant, lat: 90, lng: -180, locationId: location!.id }))
      .returning();
    await pglite.db.insert(locationContacts).values([
      { type: "lan_center", locationId: location!.id },
      { type: "lan_party", eventId: event!.id, locationId: location!.id },
    ]);
    expect(location).toMatchObject({ verified: false, reviewStatus: "pending", featured: false, isDemo: false });
    expect(event).toMatchObject({ eventType: "lan_party", timeZone: "UTC", verified: false });
  });

  it.each(violations)("reject $name on PGlite", async (violation) => {
    await expectViolation(pglite.db, violation);
  });

  it("reject the same rows on PostgreSQL", async (context) => {
    const url = postgresUrlOrSkip(context);
    const postgres = await openTestDatabase({ url });
    try {
      for (const violation of violations) await expectViolation(postgres.db, violation);
    } finally {
      await postgres.close();
    }
  });
});
