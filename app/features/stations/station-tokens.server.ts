import { createHash, randomBytes } from "node:crypto";

import { and, asc, count, eq, isNull } from "drizzle-orm";

import { locations, stationTokens } from "#db/schema";
import type { Actor } from "~/features/accounts/actor";
import { ownedBy } from "~/features/venues/ownership.server";
import { isVenueId } from "~/features/venues/venue-id";
import { type Database, openDatabase } from "~/lib/db.server";
import { refuse, type Refusal } from "~/lib/outcome";

import { STATION_TOKEN_MESSAGES, MAX_STATION_TOKENS, type StationTokenRow } from "./station-token-values";

/** Tokens start with this, so a leaked one is recognised for what it is (secret scanners, logs). */
const TOKEN_PREFIX = "lcs_";

export function hashStationToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The center `actor` may manage, by id: their own, or any for an administrator. */
export async function managedCenter(database: Database, actor: Actor, locationId: string) {
  if (!isVenueId(locationId)) return null;
  const [center] = await database
    .select({ id: locations.id, name: locations.organizationName, slug: locations.slug, timeZone: locations.timeZone })
    .from(locations)
    .where(and(eq(locations.id, locationId), ownedBy(locations.createdBy, actor)));
  return center ?? null;
}

export async function listStationTokens(actor: Actor, locationId: string): Promise<StationTokenRow[] | null> {
  const database = await openDatabase();
  if (!(await managedCenter(database, actor, locationId))) return null;
  const rows = await database
    .select({
      id: stationTokens.id,
      label: stationTokens.label,
      hint: stationTokens.hint,
      createdAt: stationTokens.createdAt,
      lastUsedAt: stationTokens.lastUsedAt,
    })
    .from(stationTokens)
    .where(and(eq(stationTokens.locationId, locationId), isNull(stationTokens.revokedAt)))
    .orderBy(asc(stationTokens.createdAt));
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  }));
}

/**
 * Makes a token for the center and answers it once: only its hash is kept. At most
 * MAX_STATION_TOKENS live at a time, counted in the same transaction as the insert.
 */
export async function createStationToken(
  actor: Actor,
  locationId: string,
  label: string,
): Promise<{ ok: true; token: string } | Refusal<"not-found" | "conflict">> {
  const database = await openDatabase();
  const center = await managedCenter(database, actor, locationId);
  if (!center) return refuse("not-found", STATION_TOKEN_MESSAGES.notFound);
  return database.transaction(async (tx) => {
    // One token made at a time per center, so the count below cannot be passed by two at once.
    await tx.select({ id: locations.id }).from(locations).where(eq(locations.id, center.id)).for("update");
    const [live] = await tx
      .select({ n: count() })
      .from(stationTokens)
      .where(and(eq(stationTokens.locationId, center.id), isNull(stationTokens.revokedAt)));
    if ((live?.n ?? 0) >= MAX_STATION_TOKENS) return refuse("conflict", STATION_TOKEN_MESSAGES.tooMany);
    return { ok: true as const, token: await issueStationToken(tx, center.id, label, actor.userId) };
  });
}

/** Stores a new token's hash for the center and answers the token: the one time it exists in full. */
export async function issueStationToken(
  database: Pick<Database, "insert">,
  locationId: string,
  label: string,
  createdBy: string | null,
): Promise<string> {
  const token = TOKEN_PREFIX + randomBytes(32).toString("base64url");
  await database.insert(stationTokens).values({
    locationId,
    tokenHash: hashStationToken(token),
    hint: token.slice(0, TOKEN_PREFIX.length + 4),
    label,
    createdBy,
  });
  return token;
}

export async function revokeStationToken(
  actor: Actor,
  locationId: string,
  tokenId: string,
): Promise<{ ok: true } | Refusal<"not-found">> {
  const database = await openDatabase();
  if (!(await managedCenter(database, actor, locationId)) || !isVenueId(tokenId)) {
    return refuse("not-found", STATION_TOKEN_MESSAGES.notFound);
  }
  const revoked = await database
    .update(stationTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(stationTokens.id, tokenId), eq(stationTokens.locationId, locationId), isNull(stationTokens.revokedAt)),
    )
    .returning({ id: stationTokens.id });
  return revoked.length ? { ok: true } : refuse("not-found", STATION_TOKEN_MESSAGES.tokenGone);
}

/** Whether `token` could be a station-status token at all (before any database work). */
export function isStationToken(token: string): boolean {
  return token.startsWith(TOKEN_PREFIX) && token.length <= 100;
}

/** The center a live token reports for, noting its use; null for an unknown or revoked token. */
export async function centerOfToken(token: string, database?: Database): Promise<string | null> {
  if (!isStationToken(token)) return null;
  const store = database ?? (await openDatabase());
  const [row] = await store
    .update(stationTokens)
    .set({ lastUsedAt: new Date() })
    .where(and(eq(stationTokens.tokenHash, hashStationToken(token)), isNull(stationTokens.revokedAt)))
    .returning({ locationId: stationTokens.locationId });
  return row?.locationId ?? null;
}
