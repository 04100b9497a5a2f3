import type { Database } from "~/lib/db.server";

/**
 * Runs one piece of work on the configured database for a command-line script: opens it, reports a
 * failure as a one-line message with exit code 1, and always closes it (releasing the data folder).
 */
export async function withDatabase(work: (database: Database) => Promise<void>): Promise<void> {
  const { closeDatabase, openDatabase } = await import("~/lib/db.server");
  try {
    await work(await openDatabase());
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await closeDatabase();
  }
}
