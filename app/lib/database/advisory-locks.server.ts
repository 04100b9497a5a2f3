import type { Pool } from "pg";

import { openDatabaseConnections } from "~/lib/db.server";
import { processWide } from "~/lib/process-wide";

/** Keys held by `withAdvisoryLock` on the embedded database, where this process is the only one. */
const heldKeys = processWide("advisory-lock-keys", () => new Set<number>());

/**
 * The queued locks of each open database, made on first use; one per process, like the database,
 * so every module graph's callers of one name share its queue.
 */
const queuedLocksOf = processWide("queued-locks", () => new WeakMap<object, QueuedLocks>());

/**
 * Runs `work` unless another holder has `key`: a job that must run in one process at a time (the
 * monthly digest). On PostgreSQL a session advisory lock, taken with pg_try_advisory_lock on a
 * connection kept out of the pool for the whole run, so it ends with the process if that dies. On
 * PGlite the data folder's lock already makes this the only process, so an in-process guard is
 * enough. Answers `{ locked: false }` at once when the key is held elsewhere.
 */
export async function withAdvisoryLock<T>(
  key: number,
  work: () => Promise<T>,
): Promise<{ locked: true; value: T } | { locked: false }> {
  const { pool } = await openDatabaseConnections();
  if (!pool) {
    if (heldKeys.has(key)) return { locked: false };
    heldKeys.add(key);
    try {
      return { locked: true, value: await work() };
    } finally {
      heldKeys.delete(key);
    }
  }
  const connection = await pool.connect();
  // Back to the pool only when it surely holds no lock: a failed unlock (or query) destroys it.
  let clean = false;
  try {
    const { rows } = await connection.query<{ locked: boolean }>("select pg_try_advisory_lock($1) as locked", [key]);
    if (!rows[0]?.locked) {
      clean = true;
      return { locked: false };
    }
    try {
      return { locked: true, value: await work() };
    } finally {
      await connection.query("select pg_advisory_unlock($1)", [key]).then(
        () => (clean = true),
        () => undefined,
      );
    }
  } finally {
    connection.release(!clean);
  }
}

/**
 * Runs `work` holding the lock `name` in this process's database, once the callers before it are
 * done, in this process and (on PostgreSQL) in every other (see queuedLocks).
 */
export async function withQueuedLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const opened = await openDatabaseConnections();
  let locks = queuedLocksOf.get(opened);
  if (!locks) {
    locks = queuedLocks(opened.lockPool);
    queuedLocksOf.set(opened, locks);
  }
  return locks(name, work);
}

/** How long a caller of a queued lock waits for its turn before it gives up. */
const LOCK_WAIT_MS = 5_000;

/**
 * The first half of a queued lock's two-part advisory key, the second being the hash of its name.
 * Two-part keys never meet one-number keys (migrations, the digest); this keeps them apart from
 * another application's on the same server.
 */
const QUEUED_LOCK_SPACE = 1_279_348_291;

/** A queued lock's wait ran out: the work did not run, so the caller can have it tried again. */
export class LockWaitTimeoutError extends Error {
  constructor(name: string, waitMs: number) {
    super(`Waited ${waitMs} ms for the lock "${name}"`);
    this.name = "LockWaitTimeoutError";
  }
}

/** Runs `work` holding the lock `name`, once the callers before it are done. */
export type QueuedLocks = <T>(name: string, work: () => Promise<T>) => Promise<T>;

/**
 * Locks by name for work that must not overlap another's on the same thing (one subscription's
 * webhook deliveries): the callers of one name run one at a time. In this process each name has a
 * queue, where callers wait holding no connection. With `pool` (PostgreSQL, where other processes
 * may share the database) the first in the queue also takes a session advisory lock on the name,
 * on a connection of `pool` kept until the work is done, waiting in PostgreSQL's own queue while
 * another process holds it (one connection a name in each process). Without a pool (PGlite: one process by
 * construction) the queue is the lock. A caller whose turn has not come within `waitMs` gets
 * LockWaitTimeoutError, and its work does not run.
 */
export function queuedLocks(pool?: Pool, options: { waitMs?: number } = {}): QueuedLocks {
  const waitMs = options.waitMs ?? LOCK_WAIT_MS;
  const queues = new Map<string, Promise<void>>();
  return async (name, work) => {
    const deadline = Date.now() + waitMs;
    const before = queues.get(name) ?? Promise.resolve();
    let leave!: () => void;
    const left = new Promise<void>((resolve) => (leave = resolve));
    // The next caller waits for this one's turn to end, even when this one gives up before it began.
    const turn = before.then(() => left);
    queues.set(name, turn);
    const timedOut = () => new LockWaitTimeoutError(name, waitMs);
    try {
      await byDeadline(before, deadline, timedOut);
      return pool ? await holdingAdvisoryLock(pool, name, deadline, timedOut, work) : await work();
    } finally {
      leave();
      if (queues.get(name) === turn) queues.delete(name);
    }
  };
}

async function holdingAdvisoryLock<T>(
  pool: Pool,
  name: string,
  deadline: number,
  timedOut: () => Error,
  work: () => Promise<T>,
): Promise<T> {
  const key = [QUEUED_LOCK_SPACE, name];
  const connecting = pool.connect();
  const connection = await byDeadline(connecting, deadline, timedOut).catch((error: unknown) => {
    connecting.then(
      (late) => late.release(),
      () => undefined,
    );
    throw error;
  });
  // Back to the pool only when it surely holds no lock: a failed unlock (or query) destroys it.
  let clean = false;
  try {
    // PostgreSQL grants one lock's waiters in the order they asked, whichever process they are in,
    // so a process whose next caller asks again at once cannot keep the lock from another's (it
    // did while waiters polled with pg_try_advisory_lock). Each use of a lock connection sets the
    // wait it allows; lock_timeout bounds an advisory lock's wait as any other lock's.
    await connection.query("select set_config('lock_timeout', $1, false)", [`${Math.max(1, deadline - Date.now())}ms`]);
    try {
      await connection.query("select pg_advisory_lock($1, hashtext($2))", key);
    } catch (error) {
      if ((error as { code?: string }).code !== LOCK_NOT_AVAILABLE) throw error;
      clean = true;
      throw timedOut();
    }
    try {
      return await work();
    } finally {
      await connection.query("select pg_advisory_unlock($1, hashtext($2))", key).then(
        () => (clean = true),
        () => undefined,
      );
    }
  } finally {
    connection.release(!clean);
  }
}

/** PostgreSQL's error code when a statement's lock wait ran past lock_timeout. */
const LOCK_NOT_AVAILABLE = "55P03";

/** `promise`'s value, or `timedOut()` thrown when the deadline comes first. */
async function byDeadline<T>(promise: Promise<T>, deadline: number, timedOut: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(timedOut()), Math.max(0, deadline - Date.now()));
  });
  try {
    return await Promise.race([promise, expired]);
  } finally {
    clearTimeout(timer);
  }
}
