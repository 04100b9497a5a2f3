import { randomBytes } from "node:crypto";
import { hostname } from "node:os";

import { and, eq, sql } from "drizzle-orm";

import { rateLimitCounters, stationStatus, vendorConnections } from "#db/schema";
import { STATION_VENDORS, type VendorConnectionState } from "#db/schema/values";
import { queryRows } from "#db/database";
import { type Database, openDatabase } from "~/lib/db.server";
import { env } from "~/lib/env.server";

import { recordStationStatus } from "./record-status.server";
import { openSecret, secretsKey } from "./station-secrets.server";
import type { VendorRead } from "./vendors/connector";
import { connectorOf, isVendor, vendorApiUrl } from "./vendors/registry.server";

/**
 * The vendors' polling (ADR 027, "Polling"). Every process ticks every few seconds and claims the
 * connections that are due in one conditional UPDATE: it sets `lease_owner` to itself and
 * `lease_until` a lease ahead, skipping rows another process holds (SKIP LOCKED) or has leased, so
 * each center is read by one process at a time. It reads them, then writes what it learnt only
 * where the lease is still its own. A process that dies leaves its leases to run out (at most one
 * interval), and the next tick of any other process takes those centers over.
 *
 * The whole site makes at most STATION_POLL_CALLS_PER_MINUTE requests to the vendors a minute: the
 * claim reserves each read's most requests (`maxRequestsPerRead`) from a counter in
 * `rate_limit_counters`, locked in the claim's transaction, and gives back what the reads did not use.
 */

/** A failing vendor is tried again after the interval, doubling with each failure up to this. */
export const MAX_BACKOFF_SECONDS = 15 * 60;
/** The longest a read may take; a shorter interval makes it shorter (within the lease). */
const MAX_READ_MS = 10_000;
/** Connections one process claims in a tick at most (read at once). */
const BATCH = 50;
const BUDGET_KEY = "vendor-requests:site";
const BUDGET_WINDOW_SECONDS = 60;

export type PollSettings = {
  /** This process, as written in `lease_owner`. */
  owner: string;
  intervalSeconds: number;
  callsPerMinute: number;
  /** How long a claim holds a connection: a read must end within it, and a dead process's centers wait at most this. */
  leaseSeconds: number;
  readTimeoutMs: number;
  batch: number;
};

/** This process's name in `lease_owner`: machine, process id, and a random part for a restarted pid. */
export const PROCESS_POLLER = `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;

export function pollSettings(overrides: Partial<PollSettings> = {}): PollSettings {
  const intervalSeconds = overrides.intervalSeconds ?? env().STATION_POLL_SECONDS;
  // Half the interval (30 s at most): a dead process's centers are read again within an interval.
  const leaseSeconds = overrides.leaseSeconds ?? Math.min(intervalSeconds / 2, 30);
  return {
    owner: PROCESS_POLLER,
    intervalSeconds,
    callsPerMinute: env().STATION_POLL_CALLS_PER_MINUTE,
    leaseSeconds,
    // Half the lease: a read ends (and is written) well before another process may take the row.
    readTimeoutMs: Math.min(MAX_READ_MS, (leaseSeconds * 1000) / 2),
    batch: BATCH,
    ...overrides,
  };
}

/** Seconds until the next read after a failed one: the interval, doubled per failure before it, at most 15 minutes. */
export function backoffSeconds(intervalSeconds: number, failuresBefore: number): number {
  return Math.min(MAX_BACKOFF_SECONDS, intervalSeconds * 2 ** Math.min(failuresBefore, 20));
}

/** What a read changes in its connection (the lease aside), the next read's time counted from the database's now. */
export function outcomeOf(
  read: VendorRead,
  before: { state: VendorConnectionState; failures: number },
  intervalSeconds: number,
) {
  const after = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;
  if (read.ok) {
    return {
      state: "working" as const,
      lastError: null,
      failures: 0,
      lastSuccessAt: sql`now()`,
      nextPollAt: after(intervalSeconds),
    };
  }
  switch (read.reason) {
    case "rate-limited":
      // Not a failure of the vendor's: the state stays, and the next read waits as long as it asked.
      return {
        state: before.state,
        lastError: read.message,
        failures: before.failures,
        nextPollAt: after(read.retryAfterSeconds ?? intervalSeconds),
      };
    case "unavailable":
      return {
        state: "failing" as const,
        lastError: read.message,
        failures: before.failures + 1,
        nextPollAt: after(backoffSeconds(intervalSeconds, before.failures)),
      };
    case "refused":
      // Not read again until the owner pastes new credentials (the claim skips refused rows).
      return {
        state: "refused" as const,
        lastError: read.message,
        failures: before.failures + 1,
        nextPollAt: sql`now()`,
      };
  }
}

type Claimed = {
  id: string;
  location_id: string;
  vendor: string;
  account_ref: string | null;
  secret: string;
  state: VendorConnectionState;
  failures: number;
};

/**
 * Takes the due connections this process may read now, in one transaction: the site's request
 * budget for the minute (its counter row locked until the end, so processes take from it one at a
 * time), then one conditional UPDATE that leases the due rows nobody holds, as many as the budget
 * covers, and the budget spent. Answers the rows and the requests reserved.
 */
async function claimDue(database: Database, settings: PollSettings) {
  const costs = sql.join(
    STATION_VENDORS.map(
      (vendor) => sql`when ${vendor} then ${sql.raw(String(connectorOf(vendor).maxRequestsPerRead))}`,
    ),
    sql` `,
  );
  return database.transaction(async (tx) => {
    const window = sql`make_interval(secs => ${BUDGET_WINDOW_SECONDS})`;
    const [budget] = await tx
      .insert(rateLimitCounters)
      .values({ key: BUDGET_KEY, hits: 0, windowEndsAt: sql`now() + ${window}` })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          hits: sql`case when ${rateLimitCounters.windowEndsAt} <= now() then 0 else ${rateLimitCounters.hits} end`,
          windowEndsAt: sql`case when ${rateLimitCounters.windowEndsAt} <= now() then now() + ${window} else ${rateLimitCounters.windowEndsAt} end`,
        },
      })
      .returning({ hits: rateLimitCounters.hits, windowEndsAt: rateLimitCounters.windowEndsAt });
    const left = settings.callsPerMinute - budget!.hits;
    if (left <= 0)
      return { rows: [] as (Claimed & { cost: number })[], reserved: 0, windowEndsAt: budget!.windowEndsAt };
    const rows = await queryRows<Claimed & { cost: number }>(
      tx,
      sql`update vendor_connections v
        set lease_owner = ${settings.owner},
            lease_until = now() + make_interval(secs => ${settings.leaseSeconds}),
            last_polled_at = now()
        from (
          select id, cost from (
            select id, case vendor ${costs} else 1 end as cost,
                   sum(case vendor ${costs} else 1 end) over (order by next_poll_at, id) as spent
            from (
              select id, vendor, next_poll_at from vendor_connections
              where next_poll_at <= now() and state <> 'refused' and (lease_until is null or lease_until < now())
              order by next_poll_at, id
              limit ${settings.batch}
              for update skip locked
            ) due
          ) costed
          where spent <= ${left}
        ) chosen
        where v.id = chosen.id
        returning v.id, v.location_id, v.vendor, v.account_ref, v.secret, v.state, v.failures, chosen.cost`,
    );
    const reserved = rows.reduce((sum, row) => sum + Number(row.cost), 0);
    if (reserved > 0) {
      await tx
        .update(rateLimitCounters)
        .set({ hits: sql`${rateLimitCounters.hits} + ${reserved}` })
        .where(eq(rateLimitCounters.key, BUDGET_KEY));
    }
    return { rows, reserved, windowEndsAt: budget!.windowEndsAt };
  });
}

/** Reads one claimed connection with its connector, counting the requests it makes. */
async function readClaimed(
  row: Claimed,
  settings: PollSettings,
  stop: AbortSignal,
): Promise<{ read: VendorRead; requests: number }> {
  const key = secretsKey();
  const token =
    key && isVendor(row.vendor)
      ? openSecret(row.secret, { locationId: row.location_id, vendor: row.vendor }, key)
      : null;
  if (!token || !isVendor(row.vendor)) {
    // Saved under another key (or none now): only a new paste can fix it.
    return {
      read: {
        ok: false,
        reason: "refused",
        message: "The saved token cannot be read on this site any more: paste it again",
      },
      requests: 0,
    };
  }
  const connector = connectorOf(row.vendor);
  let requests = 0;
  const counted: typeof fetch = (input, init) => {
    requests++;
    return fetch(input, init);
  };
  const read = await connector.read(
    { token, accountRef: row.account_ref },
    {
      fetch: counted,
      signal: AbortSignal.any([AbortSignal.timeout(settings.readTimeoutMs), stop]),
      baseUrl: vendorApiUrl(connector),
    },
  );
  return { read, requests };
}

/**
 * Writes what a read learnt, only while the lease is still this process's (a connection replaced,
 * disconnected or taken over meanwhile keeps what it has): the connection's state and next read,
 * the lease given back, and in the same transaction the center's status (a good read) or its
 * removal (a refused token: the listing stops showing that vendor's numbers).
 */
async function writeOutcome(database: Database, row: Claimed, read: VendorRead, settings: PollSettings) {
  await database.transaction(async (tx) => {
    const [mine] = await tx
      .update(vendorConnections)
      .set({ ...outcomeOf(read, row, settings.intervalSeconds), leaseOwner: null, leaseUntil: null })
      .where(and(eq(vendorConnections.id, row.id), eq(vendorConnections.leaseOwner, settings.owner)))
      .returning({ id: vendorConnections.id });
    if (!mine || !isVendor(row.vendor)) return;
    if (read.ok) {
      await recordStationStatus(row.location_id, read.counts, row.vendor, { minSeconds: 0, database: tx });
    } else if (read.reason === "refused") {
      await tx
        .delete(stationStatus)
        .where(and(eq(stationStatus.locationId, row.location_id), eq(stationStatus.source, row.vendor)));
    }
  });
}

export type PollRound = { claimed: number; read: number; requests: number };

/**
 * One tick: claims what is due, reads it all at once, writes each outcome, and gives back the
 * budget the reads did not use. `stop` aborts the reads in flight: their leases are given back
 * unwritten, so another process reads those centers at once.
 */
export async function pollDueConnections(
  overrides: Partial<PollSettings> = {},
  stop: AbortSignal = new AbortController().signal,
): Promise<PollRound> {
  const settings = pollSettings(overrides);
  const database = await openDatabase();
  const { rows, reserved, windowEndsAt } = await claimDue(database, settings);
  if (rows.length === 0) return { claimed: 0, read: 0, requests: 0 };
  const reads = await Promise.all(rows.map((row) => readClaimed(row, settings, stop)));
  const requests = reads.reduce((sum, { requests: made }) => sum + made, 0);
  if (stop.aborted) {
    await database
      .update(vendorConnections)
      .set({ leaseOwner: null, leaseUntil: null })
      .where(eq(vendorConnections.leaseOwner, settings.owner));
  } else {
    for (const [index, row] of rows.entries()) await writeOutcome(database, row, reads[index]!.read, settings);
  }
  if (requests < reserved) {
    // Only in the window they were taken from: a new window has started from nothing anyway.
    await database
      .update(rateLimitCounters)
      .set({ hits: sql`greatest(0, ${rateLimitCounters.hits} - ${reserved - requests})` })
      .where(
        and(
          eq(rateLimitCounters.key, BUDGET_KEY),
          sql`abs(extract(epoch from ${rateLimitCounters.windowEndsAt} - ${windowEndsAt.toISOString()}::timestamptz)) < 0.001`,
        ),
      );
  }
  return { claimed: rows.length, read: reads.filter(({ read }) => read.ok).length, requests };
}

/** How often a process looks for due connections: a quarter of the interval, from 0.25 to 5 seconds. */
export function tickMs(intervalSeconds: number): number {
  return Math.min(5000, Math.max(250, (intervalSeconds * 1000) / 4));
}

/**
 * Starts this process's polling (server/main.ts), unless the site has no STATION_SECRETS_KEY (no
 * connection can be read). `stop` aborts the reads in flight, gives their leases back and waits
 * for the tick to end, before the database is closed.
 */
export function startVendorPolling(
  overrides: Partial<PollSettings> = {},
  onRound?: (round: PollRound) => void,
): { stop: () => Promise<void> } {
  if (!secretsKey()) return { stop: async () => {} };
  const settings = pollSettings(overrides);
  const stopping = new AbortController();
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running || stopping.signal.aborted) return;
    running = pollDueConnections(settings, stopping.signal)
      .then((round) => onRound?.(round))
      .catch((error: unknown) => console.error("[stations] polling the vendors failed:", error))
      .finally(() => (running = null));
  };
  const timer = setInterval(tick, tickMs(settings.intervalSeconds));
  timer.unref();
  tick();
  return {
    stop: async () => {
      clearInterval(timer);
      stopping.abort();
      await running;
    },
  };
}
