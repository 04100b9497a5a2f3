import { and, eq, gt, sql } from "drizzle-orm";

import { rateLimitCounters } from "#db/schema/rate-limits";
import type { Transaction } from "#db/database";
import { type Database, openDatabase } from "~/lib/db.server";
import { env } from "~/lib/env.server";

/** A fixed window: at most `max` attempts per `windowSeconds` (before RATE_LIMIT_SCALE). */
export type RateRule = { name: string; max: number; windowSeconds: number };

/**
 * The abuse limits of the account forms. Each applies per client IP and per e-mail address, so a
 * single address cannot be hammered from many machines nor many addresses from one machine.
 */
export const RATE_RULES = {
  signIn: { name: "sign-in", max: 10, windowSeconds: 10 * 60 },
  signUp: { name: "sign-up", max: 5, windowSeconds: 60 * 60 },
  // Codes mailed (Resend Code, a password reset, an e-mail change, an unverified account's sign-in):
  // 5 an hour to one address, 20 from one IP. With 5 tries a code, that caps guessing per hour.
  codeRequest: { name: "code-request", max: 5, windowSeconds: 60 * 60 },
  // Codes entered, right or wrong, whatever the code: 10 per 15 minutes per address, 40 per IP.
  codeCheck: { name: "code-check", max: 10, windowSeconds: 15 * 60 },
  emailAvailability: { name: "email-availability", max: 30, windowSeconds: 10 * 60 },
  // Address lookups and time zones for the venue forms (per IP only: 15 x IP_MULTIPLIER = 60 per 10 minutes).
  geocode: { name: "geocode", max: 15, windowSeconds: 10 * 60 },
  // The join pages' lead form: a person writes once or twice; more is a script (20 per IP an hour).
  lead: { name: "lead", max: 5, windowSeconds: 60 * 60 },
  // Photo uploads (each one decodes and encodes nine files): 60 an hour per account, 240 per IP.
  photoUpload: { name: "photo-upload", max: 60, windowSeconds: 60 * 60 },
  // The insights beacon, per address (by the day's visitor hash, never the address itself): a
  // person sends a few a minute; 600 in 10 minutes leaves room for a venue's network of players.
  insightBeacon: { name: "insight-beacon", max: 600, windowSeconds: 10 * 60 },
  // An organiser's message to a party's attendees (per party, whichever organiser sends it): each
  // one fills every attendee's inbox, so a party says what it has to in 3 an hour.
  partyMessage: { name: "party-message", max: 3, windowSeconds: 60 * 60 },
  // Station-status posts with a token the site does not know (per IP): a venue with a mistyped
  // token learns it at once; a script trying tokens is stopped (30 x IP_MULTIPLIER = 120 per 10 minutes).
  stationToken: { name: "station-token", max: 30, windowSeconds: 10 * 60 },
  // An owner connecting a center's venue software (per center): each try is a request to the
  // vendor with the pasted token, so the site is no way to try tokens against a vendor.
  vendorConnect: { name: "vendor-connect", max: 10, windowSeconds: 10 * 60 },
} as const satisfies Record<string, RateRule>;

/** Per-IP budgets are wider than per-address ones: several people may share one address (a venue's network). */
const IP_MULTIPLIER = 4;

export type RateSubject = { ip: string | null | undefined; email?: string | null };

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one attempt against `rule` for the client's IP and (when given) the e-mail address, and
 * says whether it is within the limit. The count is one atomic upsert per key, so processes that
 * share the database agree. An attempt over the limit still counts: hammering does not reopen it.
 */
export async function consumeRateLimit(
  rule: RateRule,
  subject: RateSubject,
  database?: Database,
): Promise<RateDecision> {
  const store = database ?? (await openDatabase());
  const scale = env().RATE_LIMIT_SCALE;
  const checks: { key: string; max: number }[] = [];
  if (subject.ip) checks.push({ key: `${rule.name}:ip:${subject.ip}`, max: rule.max * IP_MULTIPLIER });
  const email = subject.email?.trim().toLowerCase();
  if (email) checks.push({ key: `${rule.name}:email:${email}`, max: rule.max });

  if (checks.length === 0) return { allowed: true };

  let retryAfterSeconds = 0;
  for (const { key, hits, windowEndsAt } of await hit(store, checks, rule.windowSeconds)) {
    const check = checks.find((candidate) => candidate.key === key)!;
    if (hits > Math.max(1, Math.round(check.max * scale))) {
      retryAfterSeconds = Math.max(retryAfterSeconds, Math.ceil((windowEndsAt.getTime() - Date.now()) / 1000));
    }
  }
  return retryAfterSeconds > 0 ? { allowed: false, retryAfterSeconds } : { allowed: true };
}

/**
 * Spends `uses` attempts per subject against `rule` at once (a batch of beacons written together),
 * in one statement, and answers for each subject how many of them were within the limit: the
 * first ones are, the rest are over. Keys are per subject only (no per-IP multiplier).
 */
export async function spendRateBudget(
  rule: RateRule,
  uses: ReadonlyMap<string, number>,
  database: Database | Transaction,
): Promise<Map<string, number>> {
  const within = new Map<string, number>();
  if (uses.size === 0) return within;
  const max = scaledLimit(rule);
  const keyOf = (subject: string) => `${rule.name}:${subject}`;
  const bySubject = new Map([...uses.keys()].map((subject) => [keyOf(subject), subject]));
  const spent = await hit(
    database,
    // In key order, so processes spending the same keys at once lock them in one order.
    [...uses]
      .map(([subject, count]) => ({ key: keyOf(subject), count }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)),
    rule.windowSeconds,
  );
  for (const { key, hits } of spent) {
    const subject = bySubject.get(key)!;
    const count = uses.get(subject)!;
    within.set(subject, Math.max(0, Math.min(count, max - (hits - count))));
  }
  return within;
}

/** A rule's limit after RATE_LIMIT_SCALE (the browser suite widens every limit). */
export function scaledLimit(rule: RateRule): number {
  return Math.max(1, Math.round(rule.max * env().RATE_LIMIT_SCALE));
}

export type RateSlot = { allowed: true } | { allowed: false; nextAt: Date };

/**
 * Takes one use of `rule` for `subject` only while one is left, in one conditional upsert, so
 * processes sharing the database never let more through between them. Unlike `consumeRateLimit`,
 * a refusal changes nothing: for a limit a person plans around ("the next one from 18:40"), where
 * a refused try must not push the next one further away.
 */
export async function takeRateSlot(rule: RateRule, subject: string, database?: Database): Promise<RateSlot> {
  const store = database ?? (await openDatabase());
  const key = `${rule.name}:${subject}`;
  const window = sql`make_interval(secs => ${rule.windowSeconds})`;
  const [taken] = await store
    .insert(rateLimitCounters)
    .values({ key, hits: 1, windowEndsAt: sql`now() + ${window}` })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${rateLimitCounters.windowEndsAt} <= now() then 1 else ${rateLimitCounters.hits} + 1 end`,
        windowEndsAt: sql`case when ${rateLimitCounters.windowEndsAt} <= now() then now() + ${window} else ${rateLimitCounters.windowEndsAt} end`,
      },
      setWhere: sql`${rateLimitCounters.windowEndsAt} <= now() or ${rateLimitCounters.hits} < ${scaledLimit(rule)}`,
    })
    .returning({ hits: rateLimitCounters.hits });
  if (taken) return { allowed: true };
  const { nextAt } = await rateSlotsLeft(rule, subject, store);
  return { allowed: false, nextAt: nextAt ?? new Date() };
}

/** Gives back a use `takeRateSlot` took, when what it was taken for did not happen at all. */
export async function giveBackRateSlot(rule: RateRule, subject: string, database?: Database): Promise<void> {
  const store = database ?? (await openDatabase());
  await store
    .update(rateLimitCounters)
    .set({ hits: sql`${rateLimitCounters.hits} - 1` })
    .where(
      and(
        eq(rateLimitCounters.key, `${rule.name}:${subject}`),
        gt(rateLimitCounters.hits, 0),
        gt(rateLimitCounters.windowEndsAt, sql`now()`),
      ),
    );
}

/** How many uses of `rule` `subject` has left now, and when its window ends (null: none started). */
export async function rateSlotsLeft(
  rule: RateRule,
  subject: string,
  database?: Database,
): Promise<{ left: number; nextAt: Date | null }> {
  const store = database ?? (await openDatabase());
  const [row] = await store
    .select({ hits: rateLimitCounters.hits, windowEndsAt: rateLimitCounters.windowEndsAt })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, `${rule.name}:${subject}`), gt(rateLimitCounters.windowEndsAt, sql`now()`)));
  const max = scaledLimit(rule);
  return row ? { left: Math.max(0, max - row.hits), nextAt: row.windowEndsAt } : { left: max, nextAt: null };
}

/** Counts attempts against each key (one unless `count` says more), in one statement (the keys differ). */
async function hit(
  database: Database | Transaction,
  checks: { key: string; count?: number }[],
  windowSeconds: number,
): Promise<{ key: string; hits: number; windowEndsAt: Date }[]> {
  const window = sql`make_interval(secs => ${windowSeconds})`;
  return database
    .insert(rateLimitCounters)
    .values(checks.map(({ key, count = 1 }) => ({ key, hits: count, windowEndsAt: sql`now() + ${window}` })))
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        // A window that has ended starts over with these attempts.
        hits: sql`case when ${rateLimitCounters.windowEndsAt} <= now() then excluded.hits else ${rateLimitCounters.hits} + excluded.hits end`,
        windowEndsAt: sql`case when ${rateLimitCounters.windowEndsAt} <= now() then now() + ${window} else ${rateLimitCounters.windowEndsAt} end`,
      },
    })
    .returning({
      key: rateLimitCounters.key,
      hits: rateLimitCounters.hits,
      windowEndsAt: rateLimitCounters.windowEndsAt,
    });
}

/** Drops counters whose window ended long ago; called now and then so the table stays small. */
export async function pruneRateLimits(database?: Database): Promise<void> {
  const store = database ?? (await openDatabase());
  await store.delete(rateLimitCounters).where(sql`${rateLimitCounters.windowEndsAt} < now() - interval '1 day'`);
}
