import { desc, eq, sql } from "drizzle-orm";

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
 * or any failure, keeps it. Throws CodeTriesUsedUp when none is left.
 */
export async function countedCodeTry<T>(
  database: Database,
  kind: CodeKind,
  subject: string,
  check: () => Promise<T>,
): Promise<T> {
  const key = await codeTryKey(database, kind, subject);
  // No stored code: nothing to guess, and the check answers as for a wrong or expired one.
  if (!key) return check();
  const [taken] = await database
    .insert(rateLimitCounters)
    .values({ key, hits: 1, windowEndsAt: sql`now() + interval '1 day'` })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: { hits: sql`${rateLimitCounters.hits} + 1` },
      setWhere: sql`${rateLimitCounters.hits} < ${CODE_ATTEMPTS}`,
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

/**
 * The counter's key for the code stored now: Better Auth re-creates the row on every wrong entry,
 * keeping its expiry, so the identifier and the expiry name one code; a new code has a new expiry.
 */
async function codeTryKey(database: Database, kind: CodeKind, subject: string): Promise<string | null> {
  const identifier = `${kind}-otp-${subject.toLowerCase()}`;
  const [stored] = await database
    .select({ expiresAt: verification.expiresAt })
    .from(verification)
    .where(eq(verification.identifier, identifier))
    .orderBy(desc(verification.createdAt))
    .limit(1);
  return stored ? `code-try:${identifier}:${stored.expiresAt.getTime()}` : null;
}
