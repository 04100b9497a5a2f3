import os from "node:os";
import path from "node:path";

/** Scenario settings from the environment: every duration and size can be changed without editing. */
export function numberSetting(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number, not "${raw}"`);
  return value;
}

/** The admin connection of the local PostgreSQL server, where scratch databases are made. */
export const POSTGRES_ADMIN_URL = process.env.FAULTS_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** Scratch database names start with this, so parallel runs on one server are told apart. */
export const SCRATCH_PREFIX = process.env.FAULTS_DB_PREFIX ?? "lan_faults_";

/** The first of the ports the fault run uses: it takes base to base + 55 (its own PostgreSQL at + 55). */
export const PORT_BASE = numberSetting("FAULTS_PORT_BASE", 4400);

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What one scenario reports: lines to print and whether anything was lost or went wrong. */
export type ScenarioResult = { name: string; lines: string[]; failures: string[] };

/** Every server the run starts appends its output here (printed in part when a scenario fails). */
export const SERVER_LOG = path.join(os.tmpdir(), `lan-faults-${process.pid}.log`);
