import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";

import { games } from "#db/schema/content";
import { lanCenterSubscriptions } from "#db/schema/subscriptions";
import { locationGames, locations } from "#db/schema/venues";
import { openDatabase } from "~/lib/db.server";
import { type Refusal, refuse } from "~/lib/outcome";

import type { Transaction } from "./find-or-create-community.server";
import { timeZoneAt } from "./geocode.server";
import { lanCenterColumns } from "./lan-center-columns.server";
import type { LanCenterInput } from "./schemas";
import type { CatalogueGame } from "./venue-profile";

/** The whole catalogue, by name: what the center form's game picker offers. */
export async function listGameCatalogue(): Promise<CatalogueGame[]> {
  const database = await openDatabase();
  return database.select({ slug: games.slug, name: games.name }).from(games).orderBy(asc(games.name));
}

/**
 * The plan whose members may offer the whole Steam PC Cafe library, and the statuses that count
 * (a payment a few days late does not take the games away).
 */
const LIBRARY_PLAN = "lan_center";
const LIBRARY_STATUSES = ["active", "trialing", "past_due"];

/** True for a center (the query's `locations` row) with a live subscription to the library plan. */
export const hasLibraryPlan: SQL<boolean> = sql<boolean>`exists (select 1 from ${lanCenterSubscriptions} where ${lanCenterSubscriptions.locationId} = ${locations.id} and ${lanCenterSubscriptions.plan} = ${LIBRARY_PLAN} and ${inArray(lanCenterSubscriptions.status, LIBRARY_STATUSES)})`;

/**
 * The centers with a live subscription to the library plan, as a subquery to join: for a query over
 * every center (the map's feed), one pass over the subscriptions instead of a probe per center.
 */
export function libraryPlanCenters(database: Pick<Transaction, "selectDistinct">) {
  return database
    .selectDistinct({ locationId: lanCenterSubscriptions.locationId })
    .from(lanCenterSubscriptions)
    .where(and(eq(lanCenterSubscriptions.plan, LIBRARY_PLAN), inArray(lanCenterSubscriptions.status, LIBRARY_STATUSES)))
    .as("library_plan_centers");
}

/** The owner offers the full library and the plan that includes it is live: every game counts. */
export const offersFullLibrary: SQL<boolean> = sql<boolean>`(${locations.fullLibrary} and ${hasLibraryPlan})`;

/** Everything the form saves on the `locations` row, with the time zone of its coordinates. */
export function centerRowValues(input: LanCenterInput) {
  return { ...lanCenterColumns(input), timeZone: timeZoneAt(input.latitude, input.longitude) ?? "UTC" };
}

/** The catalogue's ids for the slugs picked, or the slugs it does not know. */
export async function resolveGames(
  tx: Transaction,
  slugs: readonly string[],
): Promise<{ ok: true; ids: string[]; names: string[] } | (Refusal<"invalid"> & { unknown: string[] })> {
  if (slugs.length === 0) return { ok: true, ids: [], names: [] };
  const rows = await tx
    .select({ id: games.id, slug: games.slug, name: games.name })
    .from(games)
    .where(inArray(games.slug, [...slugs]));
  const found = new Set(rows.map((row) => row.slug));
  const unknown = slugs.filter((slug) => !found.has(slug));
  if (unknown.length > 0) return { ...refuse("invalid", unknownGamesMessage(unknown)), unknown };
  return { ok: true, ids: rows.map((row) => row.id), names: rows.map((row) => row.name) };
}

/** The form's message for games the catalogue does not have (removed while the owner was choosing). */
export function unknownGamesMessage(unknown: readonly string[]): string {
  return `These games are not in the catalogue: ${unknown.join(", ")}. Please choose again.`;
}

/** The center's games become exactly `ids`. */
export async function replaceCenterGames(tx: Transaction, locationId: string, ids: readonly string[]): Promise<void> {
  await tx.delete(locationGames).where(eq(locationGames.locationId, locationId));
  if (ids.length > 0) await tx.insert(locationGames).values(ids.map((gameId) => ({ locationId, gameId })));
}

/** The slugs and names of a center's games, by name. */
/**
 * A center's games (the query's `locations` row), by name, as one column: a page gets its center
 * and its games in one query instead of two. Nested in a second `sql` because Drizzle writes the
 * columns of a top-level selected expression without their table in a one-table query, and these
 * must name theirs.
 */
export const centerGamesColumn: SQL<CatalogueGame[]> = sql<
  CatalogueGame[]
>`${sql`coalesce((select json_agg(json_build_object('slug', ${games.slug}, 'name', ${games.name}) order by ${games.name}) from ${locationGames} join ${games} on ${games.id} = ${locationGames.gameId} where ${locationGames.locationId} = ${locations.id}), '[]'::json)`}`;

export async function centerGames(tx: Pick<Transaction, "select">, locationId: string): Promise<CatalogueGame[]> {
  return tx
    .select({ slug: games.slug, name: games.name })
    .from(locationGames)
    .innerJoin(games, eq(games.id, locationGames.gameId))
    .where(eq(locationGames.locationId, locationId))
    .orderBy(asc(games.name));
}
