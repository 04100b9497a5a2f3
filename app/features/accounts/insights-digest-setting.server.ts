import { eq } from "drizzle-orm";

import { userProfiles } from "#db/schema/accounts";
import { user } from "#db/schema/auth";
import { openDatabase } from "~/lib/db.server";
import { refuse, type Refusal } from "~/lib/outcome";

import type { Actor } from "./actor";
import { logUnexpected } from "./auth-errors.server";

export const INSIGHTS_DIGEST_MESSAGES = {
  on: "Saved: you will get the monthly insights e-mail.",
  off: "Saved: you will no longer get the monthly insights e-mail.",
  failed: "Your choice could not be saved. Please try again.",
  notFound: "This account no longer exists.",
};

export type InsightsDigestSetting = { ok: true; enabled: boolean; message: string };

/**
 * Turns the monthly insights e-mail on or off for one account: the session's own (the dashboard)
 * or the one a signed unsubscribe link names. An account without a profile row (the default, on)
 * gets one made from its user record.
 */
export async function setInsightsDigest(
  account: Pick<Actor, "userId">,
  enabled: boolean,
): Promise<InsightsDigestSetting | Refusal<"not-found" | "failed">> {
  try {
    const database = await openDatabase();
    const updated = await database
      .update(userProfiles)
      .set({ insightsDigest: enabled, updatedAt: new Date() })
      .where(eq(userProfiles.userId, account.userId))
      .returning({ userId: userProfiles.userId });
    if (updated.length === 0) {
      const [owner] = await database
        .select({ email: user.email, name: user.name })
        .from(user)
        .where(eq(user.id, account.userId))
        .limit(1);
      if (!owner) return refuse("not-found", INSIGHTS_DIGEST_MESSAGES.notFound);
      const [firstName = "", ...rest] = owner.name.trim().split(/\s+/);
      await database
        .insert(userProfiles)
        .values({
          userId: account.userId,
          userEmail: owner.email,
          firstName,
          lastName: rest.join(" "),
          displayName: owner.name.trim(),
          insightsDigest: enabled,
        })
        .onConflictDoUpdate({ target: userProfiles.userId, set: { insightsDigest: enabled, updatedAt: new Date() } });
    }
    return { ok: true, enabled, message: enabled ? INSIGHTS_DIGEST_MESSAGES.on : INSIGHTS_DIGEST_MESSAGES.off };
  } catch (error) {
    logUnexpected("saving the insights e-mail setting", error);
    return refuse("failed", INSIGHTS_DIGEST_MESSAGES.failed);
  }
}
