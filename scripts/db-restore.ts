// `npm run db:restore -- FILE [--force]`: loads a backup made by `npm run db:backup` into the
// configured database: the embedded one in DATA_DIR (a new folder is created), or DATABASE_URL.
// A database that already has tables is refused unless --force is given, which replaces all of
// them. The load is one transaction: if it fails, the database is as it was.
//
// Stop the site first (on the embedded database the command is refused while it runs). The next
// start applies any migrations newer than the backup.

import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

const usage = "Usage: npm run db:restore -- FILE [--force]   (--force replaces a database that is not empty)";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let parsed;
try {
  parsed = parseArgs({
    args: process.argv.slice(2),
    options: { force: { type: "boolean" }, help: { type: "boolean", short: "h" } },
    allowPositionals: true,
  });
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
}
if (parsed.values.help) {
  console.info(usage);
  process.exit(0);
}
if (parsed.positionals.length !== 1) fail(usage);

const file = path.resolve(parsed.positionals[0]!);
if (!existsSync(file)) fail(`${file} does not exist.`);
if (!statSync(file).isFile()) fail(`${file} is not a file.`);

const { BackupError, parseBackup, restoreDatabase } = await import("#db/backup");
let backup;
try {
  backup = parseBackup(readFileSync(file, "utf8"), file);
} catch (error) {
  fail(error instanceof BackupError ? error.message : `Could not read ${file}: ${String(error)}`);
}

const { openSqlClient } = await import("./database-client");
let opened;
try {
  opened = await openSqlClient({ createEmbedded: true });
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
try {
  await restoreDatabase(opened.client, backup, { replace: parsed.values.force ?? false, target: opened.target });
  console.info(`Restored ${file} into ${opened.target}: ${backup.summary}`);
} catch (error) {
  console.error(
    error instanceof BackupError
      ? error.message
      : `The restore failed and was rolled back (${opened.target} is unchanged): ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
} finally {
  await opened.close();
}
