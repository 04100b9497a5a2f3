import { and, eq, sql } from "drizzle-orm";

import { stationStatus, vendorConnections } from "#db/schema";
import type { StationVendor, VendorConnectionState } from "#db/schema/values";
import type { Actor } from "~/features/accounts/actor";
import { openDatabase } from "~/lib/db.server";
import { checkFields, type FieldErrors } from "~/lib/forms";
import { refuse, type Refusal } from "~/lib/outcome";
import { RATE_RULES, takeRateSlot } from "~/lib/rate-limit.server";

import { recordStationStatus } from "./record-status.server";
import { vendorConnectionSchema } from "./schemas";
import { sealSecret, secretsKey } from "./station-secrets.server";
import { managedCenter } from "./station-tokens.server";
import {
  CONNECT_VENDOR_INTENT,
  DISCONNECT_VENDOR_INTENT,
  VENDOR_MESSAGES,
  type VendorAnswer,
  type VendorConnectionView,
  type VendorIntent,
} from "./vendor-connection-values";
import { outcomeOf, pollSettings } from "./vendor-polling.server";
import { connectorOf, isVendor, vendorApiUrl, vendorProfiles } from "./vendors/registry.server";

/** The one read made when the owner connects, so they learn at once whether the token works. */
const CONNECT_READ_MS = 10_000;

/**
 * A center's vendor connection as its owner (or an administrator) sees it: the vendor, its state,
 * the last good read and the last error in words, the next read. Never the secret. Null for a
 * center the actor may not manage (answered like one that does not exist).
 */
export async function vendorConnectionOf(
  actor: Actor,
  locationId: string,
  now = new Date(),
): Promise<VendorConnectionView | null> {
  const database = await openDatabase();
  const center = await managedCenter(database, actor, locationId);
  if (!center) return null;
  const [row] = await database
    .select({
      vendor: vendorConnections.vendor,
      accountRef: vendorConnections.accountRef,
      state: vendorConnections.state,
      lastSuccessAt: vendorConnections.lastSuccessAt,
      lastError: vendorConnections.lastError,
      nextPollAt: vendorConnections.nextPollAt,
    })
    .from(vendorConnections)
    .where(eq(vendorConnections.locationId, center.id));
  return {
    available: secretsKey() !== null,
    vendors: vendorProfiles(),
    connection:
      row && isVendor(row.vendor)
        ? {
            vendor: row.vendor,
            label: connectorOf(row.vendor).label,
            accountRef: row.accountRef,
            state: row.state as VendorConnectionState,
            lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
            lastError: row.lastError,
            nextPollAt: row.nextPollAt.toISOString(),
          }
        : null,
    at: now.toISOString(),
    timeZone: center.timeZone,
  };
}

export type Connected =
  | { ok: true; vendor: StationVendor; notice: string }
  | (Refusal<"invalid"> & { errors: FieldErrors })
  | Refusal<"not-found" | "unavailable" | "too-many">;

/**
 * Connects the center to its venue software with the pasted token (and the vendor's id of the
 * venue), replacing a connection it had. One read is made at once: a token the vendor refuses is
 * not saved, and the owner is told so; a vendor that does not answer yet is saved and retried.
 * The token is stored encrypted, bound to the center and the vendor.
 */
export async function connectVendor(
  actor: Actor,
  locationId: string,
  values: Record<string, string>,
): Promise<Connected> {
  const database = await openDatabase();
  const center = await managedCenter(database, actor, locationId);
  if (!center) return refuse("not-found", VENDOR_MESSAGES.notFound);
  const key = secretsKey();
  if (!key) return refuse("unavailable", VENDOR_MESSAGES.notSetUp);
  const check = checkFields(vendorConnectionSchema(vendorProfiles()), values);
  if (!check.ok) return { ...refuse("invalid", Object.values(check.errors)[0]!), errors: check.errors };
  const { vendor, token, accountRef } = check.data;
  const slot = await takeRateSlot(RATE_RULES.vendorConnect, center.id);
  if (!slot.allowed) return refuse("too-many", VENDOR_MESSAGES.tooManyTries);

  const connector = connectorOf(vendor);
  const read = await connector.read(
    { token, accountRef },
    { fetch, signal: AbortSignal.timeout(CONNECT_READ_MS), baseUrl: vendorApiUrl(connector) },
  );
  if (!read.ok && read.reason === "refused") {
    // The field the vendor's words are about: the token, or the venue's id (iCafeCloud may know no such cafe).
    const field = read.field ?? "token";
    const message = field === "token" ? VENDOR_MESSAGES.refused(connector.label) : read.message;
    return { ...refuse("invalid", message), errors: { [field]: message } };
  }

  const outcome = outcomeOf(read, { state: "waiting", failures: 0 }, pollSettings().intervalSeconds);
  const secret = sealSecret(token, { locationId: center.id, vendor }, key);
  await database.transaction(async (tx) => {
    const [before] = await tx
      .select({ vendor: vendorConnections.vendor })
      .from(vendorConnections)
      .where(eq(vendorConnections.locationId, center.id))
      .for("update");
    const columns = {
      vendor,
      accountRef,
      secret,
      ...outcome,
      lastPolledAt: sql`now()`,
      lastSuccessAt: read.ok ? sql`now()` : null,
      leaseOwner: null,
      leaseUntil: null,
      createdBy: actor.userId,
      createdAt: sql`now()`,
    };
    await tx
      .insert(vendorConnections)
      .values({ locationId: center.id, ...columns })
      .onConflictDoUpdate({ target: vendorConnections.locationId, set: columns });
    // Another vendor's numbers are not this one's: they go until the new one has read.
    if (before && before.vendor !== vendor) {
      await tx
        .delete(stationStatus)
        .where(and(eq(stationStatus.locationId, center.id), eq(stationStatus.source, before.vendor)));
    }
    if (read.ok) await recordStationStatus(center.id, read.counts, vendor, { minSeconds: 0, database: tx });
  });
  return {
    ok: true,
    vendor,
    notice: read.ok ? VENDOR_MESSAGES.connected(connector.label) : VENDOR_MESSAGES.savedNotAnswering(connector.label),
  };
}

/**
 * Disconnects the center's venue software: the connection and its token are deleted, and so is
 * the status it read, so the listing shows no numbers nobody updates.
 */
export async function disconnectVendor(
  actor: Actor,
  locationId: string,
): Promise<{ ok: true; notice: string } | Refusal<"not-found">> {
  const database = await openDatabase();
  const center = await managedCenter(database, actor, locationId);
  if (!center) return refuse("not-found", VENDOR_MESSAGES.notFound);
  const gone = await database.transaction(async (tx) => {
    const [row] = await tx
      .delete(vendorConnections)
      .where(eq(vendorConnections.locationId, center.id))
      .returning({ vendor: vendorConnections.vendor });
    if (!row) return null;
    await tx
      .delete(stationStatus)
      .where(and(eq(stationStatus.locationId, center.id), eq(stationStatus.source, row.vendor)));
    return row.vendor;
  });
  if (!gone || !isVendor(gone)) return refuse("not-found", VENDOR_MESSAGES.nothingConnected);
  return { ok: true, notice: VENDOR_MESSAGES.disconnected(connectorOf(gone).label) };
}

/**
 * The owner's card's two intents, for the route's action: connect (the pasted form) or
 * disconnect. The answer is what the card reads; a refusal carries its reason for the route's
 * status. A refused form gives back the vendor and the cafe id, never the token.
 */
export async function vendorIntent(
  actor: Actor,
  locationId: string,
  values: Record<string, string>,
): Promise<VendorAnswer> {
  const intent = values.intent as VendorIntent;
  if (intent === DISCONNECT_VENDOR_INTENT) {
    const result = await disconnectVendor(actor, locationId);
    return result.ok
      ? { ok: true, intent, notice: result.notice }
      : { ok: false, intent, reason: result.reason, message: result.message };
  }
  const result = await connectVendor(actor, locationId, values);
  if (result.ok) return { ok: true, intent: CONNECT_VENDOR_INTENT, notice: result.notice };
  const formValues = { vendor: values.vendor ?? "", accountRef: values.accountRef ?? "" };
  if ("errors" in result) {
    return {
      ok: false,
      intent: CONNECT_VENDOR_INTENT,
      reason: result.reason,
      errors: result.errors,
      values: formValues,
    };
  }
  return {
    ok: false,
    intent: CONNECT_VENDOR_INTENT,
    reason: result.reason,
    message: result.message,
    values: formValues,
  };
}
