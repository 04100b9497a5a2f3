import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";

import type { SqlClient } from "#db/backup";

/**
 * The configured database as one plain SQL connection, for the backup commands: no migrations, no
 * demo set, nothing written but what the command itself does. On the embedded database it takes
 * the data folder's lock, so it is refused while the site (or another command) uses the folder.
 */
export type OpenClient = { client: SqlClient; target: string; close: () => Promise<void> };

export async function openSqlClient(options: { createEmbedded: boolean }): Promise<OpenClient> {
  const { env } = await import("~/lib/env.server");
  const settings = env();
  if (settings.DATABASE_URL) return openPostgresClient(settings.DATABASE_URL);
  return openEmbeddedClient(path.resolve(settings.DATA_DIR), options.createEmbedded);
}

async function openPostgresClient(url: string): Promise<OpenClient> {
  const { default: pg } = await import("pg");
  const { sqlClientOfPg } = await import("#db/backup");
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  const database = new URL(url).pathname.slice(1) || "(default)";
  return { client: sqlClientOfPg(client), target: `PostgreSQL database ${database}`, close: () => client.end() };
}

async function openEmbeddedClient(dataDir: string, create: boolean): Promise<OpenClient> {
  const pgdata = path.join(dataDir, "pgdata");
  if (!create && !existsSync(path.join(pgdata, "PG_VERSION"))) {
    throw new Error(
      `There is no embedded database in ${dataDir} (no pgdata folder): nothing to back up. Is DATA_DIR right?`,
    );
  }
  const { acquireDataDirLock } = await import("~/lib/data-dir-lock.server");
  const { pgliteOptions } = await import("~/lib/database/embedded.server");
  const { PGlite } = await import("@electric-sql/pglite");
  const { sqlClientOfPglite } = await import("#db/backup");
  // PGlite does not create parent folders.
  mkdirSync(pgdata, { recursive: true });
  const releaseLock = acquireDataDirLock(dataDir);
  let client;
  try {
    client = await PGlite.create({ ...(await pgliteOptions()), dataDir: pgdata });
  } catch (error) {
    releaseLock();
    throw error;
  }
  const opened = client;
  return {
    client: sqlClientOfPglite(opened),
    target: `the embedded database in ${dataDir}`,
    close: async () => {
      try {
        await opened.close();
      } finally {
        releaseLock();
      }
    },
  };
}
