import { afterAll } from "vitest";

import { closeDatabase } from "~/lib/db.server";

import { scratchFolderWithDatabase } from "./pglite-template";

/**
 * For a test file of the services: an embedded database in a scratch folder (read by env() on
 * first use), the settings every such file shares, and `settings` on top (undefined removes one).
 * No SMTP_URL: every message lands in the dev outbox under DATA_DIR. The folder and the database
 * are closed and removed after the file. The database starts as a copy of the run's migrated
 * template. Returns the folder (DATA_DIR).
 */
export function useScratchSite(label: string, settings: Record<string, string | undefined> = {}): string {
  const folder = scratchFolderWithDatabase(`lan-centers-${label}-`);
  const all: Record<string, string | undefined> = {
    DATA_DIR: folder.dir,
    SEED_DEMO: "false",
    PUBLIC_URL: "http://localhost:3000",
    AUTH_SECRET: "test-secret-that-is-long-enough-0123456789",
    RATE_LIMIT_SCALE: "1",
    DATABASE_URL: undefined,
    SMTP_URL: undefined,
    ...settings,
  };
  for (const [name, value] of Object.entries(all)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  afterAll(async () => {
    await closeDatabase();
    folder.remove();
  });
  return folder.dir;
}
