// The bench's data, written straight into a server's database: PostgreSQL by URL, or a stopped
// server's PGlite folder.
import path from "node:path";

import pg from "pg";

import { benchCenters } from "./centers";

/** What the seeding needs of a database: `pg.Client` and PGlite both answer this. */
export type SqlClient = { query: (text: string, values?: unknown[]) => Promise<unknown> };

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

export async function insertCenters(client: SqlClient, count: number): Promise<void> {
  const columns = {
    slug: [],
    name: [],
    address: [],
    description: [],
    website: [],
    lat: [],
    lng: [],
    type: [],
    admin: [],
  } as Record<string, unknown[]>;
  const flush = async () => {
    if (columns.slug!.length === 0) return;
    await client.query(
      `insert into locations (slug, organization_name, address, description, website, lat, lng, venue_type, created_by_admin, verified, review_status)
         select *, true, 'verified' from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::float8[], $7::float8[], $8::text[], $9::bool[])`,
      Object.values(columns),
    );
    for (const list of Object.values(columns)) list.length = 0;
  };
  for (const center of benchCenters(count)) {
    columns.slug!.push(center.slug);
    columns.name!.push(center.name);
    columns.address!.push(center.address);
    columns.description!.push(center.description);
    columns.website!.push(center.website);
    columns.lat!.push(center.lat);
    columns.lng!.push(center.lng);
    columns.type!.push(center.venueType);
    columns.admin!.push(center.createdByAdmin);
    if (columns.slug!.length === 5000) await flush();
  }
  await flush();
  await client.query("analyze locations");
}
