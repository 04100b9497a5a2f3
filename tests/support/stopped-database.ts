import path from "node:path";

import pg from "pg";

/**
 * Runs `sql` on a server's database after the server has stopped: PostgreSQL by URL, or the
 * embedded database opened from its data folder (which only one process may hold at a time).
 */
export async function queryStoppedDatabase<Row>(
  where: { databaseUrl: string } | { dataDir: string },
  sql: string,
  params: unknown[] = [],
): Promise<Row[]> {
  if ("databaseUrl" in where) {
    const client = new pg.Client({ connectionString: where.databaseUrl });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows as Row[];
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const database = await PGlite.create({ dataDir: path.join(where.dataDir, "pgdata") });
  try {
    return (await database.query<Row>(sql, params)).rows;
  } finally {
    await database.close();
  }
}
