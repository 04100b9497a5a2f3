// Scratch places for a test or a run, made here and removed after: a temporary folder (an embedded
// database's DATA_DIR, files) and a PostgreSQL database of its own.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import pg from "pg";

export type ScratchFolder = { dir: string; remove: () => void };

/** A new empty folder in the system's temporary folder, its name starting with `prefix`. */
export function scratchFolder(prefix: string): ScratchFolder {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export type ScratchDatabase = { url: string; name: string; drop: () => Promise<void> };

/**
 * A new empty database on the PostgreSQL server of `serverUrl` (a connection allowed to create
 * databases), its name starting with `prefix`; `drop()` removes it, closing what is still connected.
 */
export async function createScratchDatabase(serverUrl: string, prefix = "lan_centers_test_"): Promise<ScratchDatabase> {
  const name = `${prefix}${Date.now().toString(36)}_${process.pid}_${randomBytes(3).toString("hex")}`;
  await onServer(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => onServer(serverUrl, `drop database if exists "${name}" with (force)`),
  };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
