import { and, eq } from "drizzle-orm";

import { payoutAccounts } from "#db/schema/tickets";
import { events } from "#db/schema/venues";
import { openDatabase } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { refuse, type Refusal } from "~/lib/outcome";

import type { Actor } from "~/features/accounts/actor";
import { isVenueId } from "~/features/venues/venue-id";

import { PAYOUT_MESSAGES, type PayoutState } from "./payout-values";
import { readyAccount, ticketPayments, ticketPaymentsOf } from "./ticket-payments.server";

/**
 * Where a party's ticket money stands, for its organiser's tickets page: the mode the site takes
 * payments in, and the party owner's connected account. An account still being set up at Stripe
 * is asked again here, so coming back from Stripe's pages shows it ready.
 */
export async function payoutState(actor: Actor, ownerId: string | null): Promise<PayoutState> {
  const payments = ticketPayments();
  const mode = payments?.kind ?? "off";
  const feePercent = env().TICKET_FEE_PERCENT;
  const mine = ownerId === actor.userId;
  if (!payments || !ownerId) return { mode, feePercent, account: "none", mine };
  const database = await openDatabase();
  const [account] = await database.select().from(payoutAccounts).where(eq(payoutAccounts.userId, ownerId));
  if (!account || account.isTest !== (payments.kind === "test")) return { mode, feePercent, account: "none", mine };
  if (!account.chargesEnabled) {
    const ready = await ticketPaymentsOf(account)
      ?.accountReady(account.accountId)
      .catch((error: unknown) => {
        console.warn(`[tickets] reading payout account ${account.accountId} failed:`, error);
        return false;
      });
    if (ready) {
      await database
        .update(payoutAccounts)
        .set({ chargesEnabled: true, updatedAt: new Date() })
        .where(eq(payoutAccounts.userId, ownerId));
    }
    return { mode, feePercent, account: ready ? "ready" : "pending", mine };
  }
  return { mode, feePercent, account: readyAccount(account, payments) ? "ready" : "pending", mine };
}

/**
 * The party's owner connects (or finishes connecting) the account their paid tickets are paid to:
 * a Stripe Express account and Stripe's own pages to set it up, or at once in test mode. Only the
 * owner: the money is theirs, so neither a co-organiser nor an administrator connects it for them.
 */
export async function connectPayouts(
  actor: Actor,
  partyId: string,
  returnUrl: string,
): Promise<{ ok: true; url: string } | Refusal<"not-found" | "unavailable" | "failed">> {
  const payments = ticketPayments();
  if (!payments) return refuse("unavailable", PAYOUT_MESSAGES.off);
  if (!isVenueId(partyId)) return refuse("not-found", PAYOUT_MESSAGES.notOwner);
  try {
    const database = await openDatabase();
    const [party] = await database
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.id, partyId), eq(events.createdBy, actor.userId)));
    if (!party) return refuse("not-found", PAYOUT_MESSAGES.notOwner);
    const [current] = await database.select().from(payoutAccounts).where(eq(payoutAccounts.userId, actor.userId));
    const isTest = payments.kind === "test";
    const connected = await payments.connect({
      userId: actor.userId,
      email: actor.email,
      accountId: current && current.isTest === isTest ? current.accountId : null,
      returnUrl,
    });
    const values = {
      accountId: connected.accountId,
      isTest,
      chargesEnabled: connected.chargesEnabled,
      updatedAt: new Date(),
    };
    await database
      .insert(payoutAccounts)
      .values({ userId: actor.userId, ...values })
      .onConflictDoUpdate({ target: payoutAccounts.userId, set: values });
    return { ok: true, url: connected.url };
  } catch (error) {
    console.error(`[tickets] connecting the payout account of ${actor.userId} failed:`, error);
    return refuse("failed", PAYOUT_MESSAGES.failed);
  }
}
