import { eq, sql } from "drizzle-orm";

import { verification } from "#db/schema/auth";
import { rateLimitCounters } from "#db/schema/rate-limits";
import { CODE_ATTEMPTS } from "~/lib/account-rules";
import type { Database } from "~/lib/db.server";

/** What a mailed code is for, as Better Auth names its stored codes. */
export type CodeKind = "email-verification" | "forget-password" | "change-email";

/** Thrown instead of checking a code whose tries are all taken. */
export class CodeTriesUsedUp extends Error {
  constructor() {
    super("Every try of this code has been used");
    this.name = "CodeTriesUsedUp";
  }
}

/**
 * Runs `check` (a Better Auth call that verifies a mailed code) as one counted try of the code now
 * stored for `subject` (the address; for an e-mail change, "current-new"). The try is taken in one
 * conditional upsert before the check: of any number of tries sent at once, at most CODE_ATTEMPTS
 * reach the check, whatever the auth library counts inside (it reads and writes its own count
 * separately). A try that passes is given back, so only wrong entries use the code up; a wrong one,
 * or any failure, keeps it. Throws CodeTriesUsedUp, without checking, when none is left.
 */
export async function countedCodeTry<T>(
  database: Database,
  kind: CodeKind,
  subject: string,
  check: () => Promise<T>,
): Promise<T> {
  const identifier = `${kind}-otp-${subject.toLowerCase()}`;
  const key = `code-try:${identifier}`;
  // The counter is the address's, and remembers which code it counts by the code's expiry (each new
  // code expires later). Better Auth takes the code's row out while it checks a try and puts it back
  // when the code was wrong: a try that comes in between reads no expiry (the epoch), which never
  // passes for a new code, so it is counted against the code it finds the counter on.
  const storedCodeExpiry = sql`coalesce(
    (select max(${verification.expiresAt}) from ${verification} where ${verification.identifier} = ${identifier}),
    'epoch'::timestamptz)`;
  const newCode = sql`excluded.window_ends_at > ${rateLimitCounters.windowEndsAt}`;
  const [taken] = await database
    .insert(rateLimitCounters)
    .values({ key, hits: 1, windowEndsAt: storedCodeExpiry })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${newCode} then 1 else ${rateLimitCounters.hits} + 1 end`,
        windowEndsAt: sql`greatest(excluded.window_ends_at, ${rateLimitCounters.windowEndsAt})`,
      },
      setWhere: sql`${newCode} or ${rateLimitCounters.hits} < ${CODE_ATTEMPTS}`,
    })
    .returning({ hits: rateLimitCounters.hits });
  if (!taken) throw new CodeTriesUsedUp();
  const result = await check();
  await database
    .update(rateLimitCounters)
    .set({ hits: sql`greatest(${rateLimitCounters.hits} - 1, 0)` })
    .where(eq(rateLimitCounters.key, key));
  return result;
}
