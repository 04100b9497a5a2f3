// The bench's data, written straight into a server's database: PostgreSQL by URL, or a stopped
// server's PGlite folder.
import path from "node:path";

import pg from "pg";

import { uniqueGameSlug } from "../../db/slugs";
import { STARTER_FEATURED_GAMES, STARTER_GAMES } from "../../db/starter-content/games";
import { type BenchCenter, benchCenters } from "./centers";

/** What the seeding needs of a database: `pg.Client` and PGlite both answer this. */
export type SqlClient = { query: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> };

/** A SQL client on the bench's database, PostgreSQL (`databaseUrl`) or a stopped server's PGlite folder. */
export async function withSql<T>(
  target: { databaseUrl?: string; dataDir?: string },
  work: (client: SqlClient) => Promise<T>,
): Promise<T> {
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const client = await PGlite.create(path.join(target.dataDir!, "pgdata"));
  try {
    return await work(client);
  } finally {
    await client.close();
  }
}

/** Inserts `count` verified centers (bench/lib/centers.ts), 5,000 rows a statement. */
export async function seedCenters(databaseUrl: string, count: number): Promise<void> {
  await withSql({ databaseUrl }, (client) => insertCenters(client, count));
}

/** Centers a statement: each column goes as one array parameter. */
const BATCH = 5000;

/**
 * Inserts `count` verified centers (bench/lib/centers.ts) with their profiles: the columns of
 * `locations`, their games in `location_games`, and for those that offer the full library a live
 * subscription to the plan that includes it, held by one bench account.
 */
export async function insertCenters(client: SqlClient, count: number): Promise<void> {
  const catalogue = await gameCatalogue(client);
  const libraryOwner = await libraryOwnerId(client);
  let batch: BenchCenter[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    await insertBatch(client, batch, catalogue, libraryOwner);
    batch = [];
  };
  for (const center of benchCenters(count)) {
    batch.push(center);
    if (batch.length === BATCH) await flush();
  }
  await flush();
  await client.query("analyze locations");
  await client.query("analyze location_games");
  await client.query("analyze lan_center_subscriptions");
}

async function insertBatch(client: SqlClient, batch: BenchCenter[], catalogue: string[], libraryOwner: string) {
  const column = <T>(value: (center: BenchCenter) => T) => batch.map(value);
  const { rows } = await client.query(
    `insert into locations (slug, organization_name, address, description, website, lat, lng, venue_type, created_by_admin,
         time_zone, opening_hours, pc_count, price_min_cents, price_max_cents, currency, amenities, full_library, verified, review_status)
       select slug, name, address, description, website, lat, lng, type, admin,
         zone, hours::jsonb, pcs, price_min, price_max, currency, string_to_array(amenities, ','), library, true, 'verified'
       from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::float8[], $7::float8[], $8::text[], $9::bool[],
         $10::text[], $11::text[], $12::int[], $13::int[], $14::int[], $15::text[], $16::text[], $17::bool[])
         as t(slug, name, address, description, website, lat, lng, type, admin,
           zone, hours, pcs, price_min, price_max, currency, amenities, library)
       returning id, slug`,
    [
      column((center) => center.slug),
      column((center) => center.name),
      column((center) => center.address),
      column((center) => center.description),
      column((center) => center.website),
      column((center) => center.lat),
      column((center) => center.lng),
      column((center) => center.venueType),
      column((center) => center.createdByAdmin),
      column((center) => center.timeZone),
      column((center) => (center.openingHours ? JSON.stringify(center.openingHours) : null)),
      column((center) => center.pcCount),
      column((center) => center.priceMinCents),
      column((center) => center.priceMaxCents),
      column((center) => center.currency),
      // Amenity keys have no commas; string_to_array('') is the empty array.
      column((center) => center.amenities.join(",")),
      column((center) => center.fullLibrary),
    ],
  );
  const ids = new Map((rows as { id: string; slug: string }[]).map((row) => [row.slug, row.id]));

  const played: [string[], string[]] = [[], []];
  for (const center of batch) {
    // A catalogue smaller than the starter one wraps; the set drops the repeats.
    const gameIds = new Set(center.gameRanks.map((rank) => catalogue[rank % catalogue.length]!));
    if (catalogue.length === 0) gameIds.clear();
    for (const gameId of gameIds) {
      played[0].push(ids.get(center.slug)!);
      played[1].push(gameId);
    }
  }
  if (played[0].length > 0) {
    await client.query(
      "insert into location_games (location_id, game_id) select * from unnest($1::uuid[], $2::uuid[])",
      played,
    );
  }

  const library = batch.filter((center) => center.fullLibrary).map((center) => ids.get(center.slug)!);
  if (library.length > 0) {
    await client.query(
      `insert into lan_center_subscriptions (location_id, user_id, status, plan, is_test)
         select location_id, $2, 'active', 'lan_center', true from unnest($1::uuid[]) as t(location_id)`,
      [library, libraryOwner],
    );
  }
}

/**
 * The catalogue's game ids, most popular first (the starter list's order, its two new featured
 * titles last). The server loads the starter catalogue when it starts; a database it has not
 * started on yet gets it here, marked as loaded so the server does not load it again.
 */
async function gameCatalogue(client: SqlClient): Promise<string[]> {
  const claimed = await client.query(
    "insert into content_seeds (name) values ('games') on conflict do nothing returning name",
  );
  if (claimed.rows.length > 0) {
    const taken = new Set<string>();
    const rows = [STARTER_FEATURED_GAMES, STARTER_GAMES].flatMap((list) =>
      list.map((game, index) => {
        const slug = uniqueGameSlug(game.name, taken);
        taken.add(slug);
        return { ...game, slug, position: index + 1 };
      }),
    );
    await client.query(
      `insert into games (name, slug, publisher, store_url, review_summary, featured, video_url, position)
         select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::bool[], $7::text[], $8::int[])`,
      [
        rows.map((game) => game.name),
        rows.map((game) => game.slug),
        rows.map((game) => game.publisher),
        rows.map((game) => game.storeUrl),
        rows.map((game) => game.reviewSummary),
        rows.map((game) => game.featured),
        rows.map((game) => game.videoUrl),
        rows.map((game) => game.position),
      ],
    );
  }
  const { rows } = await client.query("select id from games order by featured, position, slug");
  return (rows as { id: string }[]).map((row) => row.id);
}

/** The account that holds the bench's subscriptions (a subscription needs one). */
async function libraryOwnerId(client: SqlClient): Promise<string> {
  const id = "bench-library-owner";
  await client.query(
    `insert into "user" (id, name, email, email_verified) values ($1, 'Bench Library Owner', 'library-owner@bench.test', true)
       on conflict (id) do nothing`,
    [id],
  );
  return id;
}
