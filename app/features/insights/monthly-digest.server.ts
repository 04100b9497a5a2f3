import { and, asc, eq, notInArray, sql } from "drizzle-orm";

import { type Database, queryRows, type Transaction } from "#db/database";
import { digestSends } from "#db/schema/insights";
import { withAdvisoryLock } from "~/lib/database/advisory-locks.server";
import { openDatabase } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { sendMail } from "~/lib/mail.server";

import { loadOwnerDigest } from "./digest-figures.server";
import { digestMessage } from "./digest-mail.server";
import { digestMonth, isMonth, monthDays, monthOf } from "./digest-month";

/**
 * The monthly insights e-mail (docs/decisions/018-insights.md). Once a month's figures are final
 * (from the 1st, UTC), one process plans it, one `digest_sends` row per owner, then sends the
 * pending rows one by one, marking each sent as soon as the SMTP server took it: several app
 * processes, and a restart half-way, send nobody the month twice.
 */

/** The digest's session advisory lock; the migrations use 7_305_411_960_183. */
const DIGEST_LOCK_KEY = 7_305_411_960_184;
/** The first check waits until the start's own work is done. */
const FIRST_CHECK_MS = 60_000;
const CHECK_EVERY_MS = 60 * 60_000;
/** Hand-overs failed in a row after which a run stops (the SMTP server is down); the next check goes on. */
const MAX_FAILURES_IN_A_ROW = 3;

export type DigestRun = {
  month: string;
  /** False when another process held the lock: this one did nothing. */
  ran: boolean;
  /** Rows the plan made in this run (0 when the month was planned before). */
  planned: number;
  sent: number;
  skipped: number;
  failed: number;
};

/**
 * Sends the digest of `month` (default: the month before `now`) to every owner it has not reached
 * yet. Does nothing while another process runs it. A month that has not ended is refused: its
 * figures would be partial, and its rows would stop the real digest.
 */
export async function runMonthlyDigest(
  options: { month?: string; now?: Date; signal?: AbortSignal } = {},
): Promise<DigestRun> {
  const now = options.now ?? new Date();
  const month = options.month ?? digestMonth(now);
  if (!isMonth(month)) throw new Error(`"${month}" is not a month (YYYY-MM)`);
  if (month >= monthOf(now)) throw new Error(`The digest of ${month} can be sent once the month has ended`);
  const result = await withAdvisoryLock(DIGEST_LOCK_KEY, () => sendMonth(month, options.signal));
  if (!result.locked) return { month, ran: false, planned: 0, sent: 0, skipped: 0, failed: 0 };
  return result.value;
}

/**
 * Checks soon after the start and then every hour whether last month's digest has owners left to
 * reach, and sends to them. The timers keep no process alive; the returned function stops them and
 * ends a run in progress after its current message.
 */
export function scheduleMonthlyDigest(): () => void {
  if (!env().INSIGHTS_DIGEST) return () => {};
  const stopping = new AbortController();
  let running = false;
  const check = () => {
    if (running || stopping.signal.aborted) return;
    running = true;
    runMonthlyDigest({ signal: stopping.signal })
      .catch((error: unknown) => console.error("[insights] the monthly digest failed:", error))
      .finally(() => (running = false));
  };
  const first = setTimeout(check, FIRST_CHECK_MS);
  const hourly = setInterval(check, CHECK_EVERY_MS);
  first.unref();
  hourly.unref();
  return () => {
    stopping.abort();
    clearTimeout(first);
    clearInterval(hourly);
  };
}

/** The run itself, under the lock. */
async function sendMonth(month: string, signal: AbortSignal | undefined): Promise<DigestRun> {
  const database = await openDatabase();
  const run: DigestRun = { month, ran: true, planned: await plan(database, month), sent: 0, skipped: 0, failed: 0 };
  // On PostgreSQL other processes share the rows, so each is claimed with a row lock; PGlite has
  // one connection, which a transaction held over an SMTP exchange would take from every page.
  const shared = Boolean(env().DATABASE_URL);
  const failedOwners: string[] = [];
  let failuresInARow = 0;
  while (!signal?.aborted && failuresInARow < MAX_FAILURES_IN_A_ROW) {
    const outcome = shared
      ? await database.transaction((tx) => sendNext(tx, month, failedOwners, true))
      : await sendNext(database, month, failedOwners, false);
    if (outcome.kind === "none") break;
    run[outcome.kind]++;
    if (outcome.kind === "failed") {
      failedOwners.push(outcome.userId);
      failuresInARow++;
    } else {
      failuresInARow = 0;
    }
  }
  if (run.planned + run.sent + run.skipped + run.failed > 0) {
    console.info(
      `[insights] monthly digest of ${month}: ${run.planned} planned, ${run.sent} sent, ${run.skipped} skipped, ${run.failed} failed`,
    );
  }
  return run;
}

/**
 * One row per owner who had, in `month`, a verified center with anything counted: pending, or
 * skipped for an owner who turned the e-mail off. Made once per month (a later check finds rows and
 * plans nothing); an owner's row, once made, is never made again.
 */
async function plan(database: Database, month: string): Promise<number> {
  const [planned] = await database
    .select({ one: sql`1` })
    .from(digestSends)
    .where(eq(digestSends.month, month))
    .limit(1);
  if (planned) return 0;
  const { from, to } = monthDays(month);
  const rows = await queryRows<{ user_id: string }>(
    database,
    sql`insert into digest_sends (month, user_id, status)
      select ${month}, l.created_by,
        case when bool_and(coalesce(p.insights_digest, true)) then 'pending' else 'skipped' end
      from insight_daily d
      join locations l on l.id = d.location_id
      left join user_profiles p on p.user_id = l.created_by
      where d.day >= ${from} and d.day < ${to} and d.count > 0 and l.verified and l.created_by is not null
      group by l.created_by
      on conflict do nothing
      returning user_id`,
  );
  return rows.length;
}

type Outcome = { kind: "none" } | { kind: "sent" | "skipped" | "failed"; userId: string };

/**
 * Takes the next pending row and settles it: sent (the SMTP server took the message), skipped
 * (the owner turned the e-mail off since the plan, or has no listed center left, or the server
 * refused the address), or failed (left pending for the next check). With `lock` (PostgreSQL)
 * the row is claimed FOR UPDATE SKIP LOCKED in the caller's transaction, which commits the mark.
 */
async function sendNext(
  database: Database | Transaction,
  month: string,
  failedOwners: readonly string[],
  lock: boolean,
): Promise<Outcome> {
  const pending = database
    .select({ userId: digestSends.userId })
    .from(digestSends)
    .where(
      and(
        eq(digestSends.month, month),
        eq(digestSends.status, "pending"),
        failedOwners.length > 0 ? notInArray(digestSends.userId, [...failedOwners]) : undefined,
      ),
    )
    .orderBy(asc(digestSends.userId))
    .limit(1);
  const [row] = lock ? await pending.for("update", { skipLocked: true }) : await pending;
  if (!row) return { kind: "none" };
  const { userId } = row;

  const digest = await loadOwnerDigest(database, userId, month);
  if (!digest?.wanted) {
    await mark(database, month, userId, "skipped");
    return { kind: "skipped", userId };
  }
  try {
    await sendMail(digestMessage(digest));
  } catch (error) {
    if (recipientRefused(error)) {
      console.warn(`[insights] the SMTP server refused the address of ${userId}: no digest of ${month} for them`);
      await mark(database, month, userId, "skipped");
      return { kind: "skipped", userId };
    }
    console.error(`[insights] the digest of ${month} to ${userId} was not sent; the next check tries again`);
    return { kind: "failed", userId };
  }
  // From here until the mark is stored (one statement, and the commit on PostgreSQL) a crash would
  // leave the row pending with the message delivered: the one message that may go twice.
  await mark(database, month, userId, "sent");
  return { kind: "sent", userId };
}

async function mark(database: Database | Transaction, month: string, userId: string, status: "sent" | "skipped") {
  await database
    .update(digestSends)
    .set({ status, sentAt: status === "sent" ? new Date() : null })
    .where(and(eq(digestSends.month, month), eq(digestSends.userId, userId), eq(digestSends.status, "pending")));
}

/**
 * Whether the SMTP server refused the recipient itself (a 5xx to RCPT TO): that address will not
 * take it later either. Any other failure (connection, authentication, the sender refused, a 4xx
 * "try later") may pass, so the row stays pending.
 */
function recipientRefused(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const { command, responseCode } = cause as { command?: unknown; responseCode?: unknown };
    if (command === "RCPT TO" && typeof responseCode === "number" && responseCode >= 500) return true;
  }
  return false;
}
