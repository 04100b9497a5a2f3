import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterAll } from "vitest";

import { closeDatabase } from "~/lib/db.server";

/**
 * For a test file of the account services: an embedded database in a scratch folder (read by env()
 * on first use), the settings every such file shares, and `settings` on top (undefined removes
 * one). No SMTP_URL: every message lands in the dev outbox under DATA_DIR. The folder and the
 * database are closed and removed after the file.
 */
export function useScratchSite(label: string, settings: Record<string, string | undefined> = {}): string {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `lan-centers-${label}-`));
  const all: Record<string, string | undefined> = {
    DATA_DIR: dataDir,
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
    rmSync(dataDir, { recursive: true, force: true });
  });
  return dataDir;
}
