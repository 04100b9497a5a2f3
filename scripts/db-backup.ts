// `npm run db:backup [-- FILE]`: writes the configured database (PGlite in DATA_DIR, or
// DATABASE_URL) to a plain SQL file that `npm run db:restore` or PostgreSQL's psql can load.
// Default file: backups/lan-centers-<UTC time>.sql. An existing file is never overwritten.
//
// On the embedded database, stop the site first: only one process may open the data folder, so
// the command is refused while the site runs. On PostgreSQL it may run while the site serves (the
// rows are read in one consistent snapshot).

import { closeSync, existsSync, linkSync, mkdirSync, openSync, rmSync, writeSync, fsyncSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

const usage = "Usage: npm run db:backup [-- FILE]   (default: backups/lan-centers-<time>.sql)";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let positionals: string[];
try {
  const parsed = parseArgs({
    args: process.argv.slice(2),
    options: { help: { type: "boolean", short: "h" } },
    allowPositionals: true,
  });
  if (parsed.values.help) {
    console.info(usage);
    process.exit(0);
  }
  positionals = parsed.positionals;
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
}
if (positionals.length > 1) fail(usage);

const stamp = new Date()
  .toISOString()
  .replace(/[-:]/g, "")
  .replace(/\.\d+Z$/, "Z");
const file = path.resolve(positionals[0] ?? path.join("backups", `lan-centers-${stamp}.sql`));
if (existsSync(file)) fail(`${file} already exists: choose another file name (a backup is never overwritten).`);
mkdirSync(path.dirname(file), { recursive: true });

const { dumpDatabase } = await import("#db/backup");
const { openSqlClient } = await import("./database-client");

// Written beside the target and linked into place when complete: an interrupted backup leaves no
// file that looks whole.
const draft = `${file}.${process.pid}.partial`;
let opened;
try {
  opened = await openSqlClient({ createEmbedded: false });
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const descriptor = openSync(draft, "wx", 0o600);
try {
  const summary = await dumpDatabase(opened.client, (text) => void writeSync(descriptor, text), {
    source: opened.target,
  });
  fsyncSync(descriptor);
  closeSync(descriptor);
  linkSync(draft, file);
  console.info(`Backed up ${opened.target} to ${file}: ${summary.tables} tables, ${summary.rows} rows.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  try {
    closeSync(descriptor);
  } catch {
    // already closed
  }
  rmSync(draft, { force: true });
  await opened.close();
}
