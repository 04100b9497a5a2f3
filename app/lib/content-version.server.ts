import { count, max, sql } from "drizzle-orm";

import { contentChanges } from "#db/schema/content-changes";

import { expressLane } from "./database/postgres.server";
import { openDatabase, type Database } from "./db.server";

/**
 * The version of what the public pages show: the count and newest id of `content_changes`, which
 * statement triggers append to whenever a venue, game, FAQ item, event, photo, community or
 * subscription changes (migration 0010). It lives in the database, so every server process reads
 * the same one; the count catches a change that committed after a newer id was already visible.
 */
export async function readContentVersion(database?: Database): Promise<string> {
  const store = database ?? (await openDatabase());
  // Both drivers' databases carry their client; the shared type does not name it.
  const client: unknown = (store as { $client?: unknown }).$client;
  return isEmbedded(client) ? embeddedVersion(store, client) : batchedRead(store)();
}

const batchedReads = new WeakMap<Database, () => Promise<string>>();

/**
 * On PostgreSQL every page request asks, on the express lane's connections (`expressLane`). Those that
 * ask while a read is under way share the next one, which starts when it ends: each request still
 * gets a read that began after it arrived (so it sees every change committed before), and a
 * process runs at most one at a time.
 */
function batchedRead(store: Database): () => Promise<string> {
  let read = batchedReads.get(store);
  if (!read) {
    read = readAfterArrival(() => versionInTable(expressLane(store)));
    batchedReads.set(store, read);
  }
  return read;
}

/** `read`, with the callers that arrive while one runs served together by the next. */
export function readAfterArrival<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const start = () => {
    const run = read();
    running = run;
    const done = () => {
      if (running === run) running = undefined;
    };
    run.then(done, done);
    return run;
  };
  return () => {
    if (!running) return start();
    next ??= running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
}

async function versionInTable(store: Database): Promise<string> {
  const [row] = await store.select({ changes: count(), newest: max(contentChanges.id) }).from(contentChanges);
  return `${row?.changes ?? 0}.${row?.newest ?? 0}`;
}

/** PGlite's client: it runs in this process, and tells its listeners of a NOTIFY before the writing query returns. */
type EmbeddedClient = { listen: (channel: string, callback: () => void) => Promise<unknown> };

function isEmbedded(client: unknown): client is EmbeddedClient {
  return typeof (client as Partial<EmbeddedClient> | null)?.listen === "function";
}

/** The version kept for one embedded database: the read begun after the latest change. */
type Watch = { ready: Promise<unknown>; changed: boolean; current?: Promise<string> };
const watches = new WeakMap<EmbeddedClient, Watch>();

/**
 * The embedded database serves one process only, and runs every query on this thread, where a
 * read of the version would wait behind the page queries of everybody else. So the version is kept
 * here and read again only after the triggers' NOTIFY said it changed: PGlite calls the listener
 * as the writing statement (or its transaction's COMMIT) returns, before anyone can ask for a page.
 * Requests that ask while that read is under way wait for it, not for the version before it.
 */
async function embeddedVersion(store: Database, client: EmbeddedClient): Promise<string> {
  let watch = watches.get(client);
  if (!watch) {
    const created: Watch = { changed: true, ready: Promise.resolve() };
    created.ready = client.listen("content_changes", () => (created.changed = true));
    watches.set(client, created);
    watch = created;
  }
  await watch.ready;
  if (watch.changed || !watch.current) {
    // Cleared before the read: a change that commits during it starts another.
    watch.changed = false;
    const read = versionInTable(store);
    watch.current = read;
    const kept = watch;
    read.catch(() => {
      if (kept.current === read) kept.current = undefined;
    });
  }
  return watch.current;
}

/**
 * Drops the notes of changes older than a day. On PostgreSQL that moves the version (one render per
 * page); the embedded database keeps its version, since nothing shown changed.
 */
export async function pruneContentChanges(database?: Database): Promise<void> {
  const store = database ?? (await openDatabase());
  await store.delete(contentChanges).where(sql`${contentChanges.changedAt} < now() - interval '1 day'`);
}
