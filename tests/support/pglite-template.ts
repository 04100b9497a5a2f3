// A migrated embedded database made once per Vitest run (tests/support/vitest-setup.ts) and copied
// into each test file's data folder, or loaded from its tarball into a test's in-memory database.
// Making a PGlite folder runs initdb in WebAssembly, about 2.5 s of CPU here; a copy of the finished
// folder takes a few milliseconds. Tests of the making itself (app/lib/db.server.test.ts, the
// production start) open folders of their own and still make them.
import { cpSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { inject } from "vitest";

import { type ScratchFolder, scratchFolder } from "./scratch";

declare module "vitest" {
  export interface ProvidedContext {
    /** The template's pgdata folder and the same as a tarball (undefined without the global setup). */
    pgliteTemplate: { folder: string; tarball: string } | undefined;
  }
}

/**
 * Makes `folder` as a new server would (initdb, then the committed migrations), writes it to
 * `tarball` too (PGlite's dumpDataDir), and closes it.
 */
export async function makePgliteTemplate(folder: string, tarball: string): Promise<void> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const { migrationsFolder } = await import("~/lib/database/migrations.server");
  const client = await PGlite.create(folder);
  try {
    await migrate(drizzle({ client }), { migrationsFolder: migrationsFolder() });
    const dump = await client.dumpDataDir("none");
    writeFileSync(tarball, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
}

/** Copies the run's template into `dataDir`/pgdata, unless that folder exists or there is no template. */
function copyPgliteTemplate(dataDir: string): void {
  const template = inject("pgliteTemplate");
  const pgdata = path.join(dataDir, "pgdata");
  if (!template || existsSync(pgdata)) return;
  cpSync(template.folder, pgdata, { recursive: true });
}

/** The template as PGlite's `loadDataDir` takes it, for an in-memory database; undefined without one. */
export function pgliteTemplateTarball(): Blob | undefined {
  const template = inject("pgliteTemplate");
  return template ? new Blob([readFileSync(template.tarball)]) : undefined;
}

/** A scratch data folder (DATA_DIR) that already holds the run's migrated embedded database. */
export function scratchFolderWithDatabase(prefix: string): ScratchFolder {
  const folder = scratchFolder(prefix);
  copyPgliteTemplate(folder.dir);
  return folder;
}
