import { count, max, sql } from "drizzle-orm";

import { contentChanges } from "#db/schema/content-changes";

import { openDatabase, type Database } from "./db.server";

/**
 * The version of what the public pages show: the count and newest id of `content_changes`, which
 * statement triggers append to whenever a venue, game, FAQ item, event, photo, community or
 * subscription changes (migration 0010). It lives in the database, so every server process reads
 * the same one; the count catches a change that committed after a newer id was already visible.
 */
export async function readContentVersion(database?: Database): Promise<string> {
  const store = database ?? (await openDatabase());
  const [row] = await store.select({ changes: count(), newest: max(contentChanges.id) }).from(contentChanges);
  return `${row?.changes ?? 0}.${row?.newest ?? 0}`;
}

/** Drops the notes of changes older than a day (that moves the version too, which costs one render per page). */
export async function pruneContentChanges(database?: Database): Promise<void> {
  const store = database ?? (await openDatabase());
  await store.delete(contentChanges).where(sql`${contentChanges.changedAt} < now() - interval '1 day'`);
}
