import { desc, eq, type Placeholder, sql, type SQL } from "drizzle-orm";

import type { ReviewStatus } from "#db/schema/values";
import { events, locations } from "#db/schema/venues";
import { preparedStatement } from "~/lib/database/postgres.server";
import { type Database, openDatabase } from "~/lib/db.server";
import { refuse, type Refusal } from "~/lib/outcome";

import type { Actor } from "~/features/accounts/actor";
import type { PhotoRef } from "~/features/photos/photo-values";
import { ownerCoverColumn } from "~/features/photos/venue-photos.server";
import { readContacts, type ContactCard } from "./list-contacts.server";
import type { PartyBasics } from "./party-basics";
import { partyBasics, partyBasicsColumns } from "./party-basics.server";

type Review = {
  reviewStatus: ReviewStatus;
  /** The administrator's reason, shown to the owner while the venue is rejected. */
  rejectionReason: string | null;
  /** Its first photo, approved or not: the owner sees the cover they chose. */
  cover: PhotoRef | null;
};

/** An owner's center, with the columns a caller added to the list (`CenterColumns`). */
export type MyLanCenter<Extra extends object = object> = Review & {
  id: string;
  organizationName: string;
  /** Its first `CARD_DESCRIPTION_CHARS` characters (the card shows two lines). */
  description: string;
  address: string;
  website: string | null;
  /** ISO 8601, UTC. */
  createdAt: string;
} & Extra;

export type MyLanParty = Review &
  PartyBasics & {
    website: string | null;
    createdAt: string;
  };

export type MyVenues<Extra extends object = object> = {
  lanCenters: MyLanCenter<Extra>[];
  lanParties: MyLanParty[];
  /** Administrators only: the newest contacts for Contact Management; null for members. */
  recentContacts: ContactCard[] | null;
};

export type ListMyVenuesResult<Extra extends object = object> =
  { ok: true; venues: MyVenues<Extra> } | Refusal<"failed">;

/**
 * Columns of each center that another feature adds to the list, read in the same statement (the
 * dashboard: each center's subscription, `ownerSubscriptionColumn`): venues know nothing of them.
 * Made from the owner's id as a placeholder, since the statement is prepared once (`statement`
 * names it, one name per set of columns).
 */
export type CenterColumns<Extra extends object> = {
  statement: string;
  columns: (ownerId: Placeholder) => { [Name in keyof Extra]: SQL<Extra[Name]> };
};

/**
 * How much of a description a card gets: it shows two lines and the edit page the whole text, so
 * the rest of up to 2,000 characters a venue would only be sent twice (page and data) and hidden.
 */
export const CARD_DESCRIPTION_CHARS = 300;

const cardDescription = (column: typeof locations.description | typeof events.description) =>
  sql<string>`left(${column}, ${sql.raw(String(CARD_DESCRIPTION_CHARS))})`;

/** How many contacts the dashboard shows before 'View all contacts'. */
const DASHBOARD_CONTACTS = 6;

/**
 * The dashboard's lists: the actor's own centers and parties (administrators too see only their
 * own here), newest first and unpaginated (spec section 2), the centers with the caller's
 * `centerColumns`; for administrators also the newest contacts.
 */
export async function listMyVenues<Extra extends object = object>(
  actor: Actor,
  centerColumns?: CenterColumns<Extra>,
): Promise<ListMyVenuesResult<Extra>> {
  try {
    const database = await openDatabase();
    // Each list is one prepared statement, its venues' covers (and the caller's columns) in columns of it.
    const [centerRows, partyRows, recentContacts] = await Promise.all([
      centersOf(database, centerColumns as CenterColumns<object> | undefined).execute({ userId: actor.userId }),
      partiesOf(database).execute({ userId: actor.userId }),
      actor.isAdmin ? readContacts(database, { limit: DASHBOARD_CONTACTS }) : Promise.resolve(null),
    ]);

    return {
      ok: true,
      venues: {
        lanCenters: centerRows.map(
          (row) =>
            ({
              ...row,
              reviewStatus: row.reviewStatus as ReviewStatus,
              rejectionReason: row.reviewStatus === "rejected" ? row.rejectionReason : null,
              createdAt: row.createdAt.toISOString(),
              cover: row.cover ?? null,
            }) as MyLanCenter<Extra>,
        ),
        lanParties: partyRows.map((row) => ({
          ...row,
          ...partyBasics(row),
          reviewStatus: row.reviewStatus as ReviewStatus,
          rejectionReason: row.reviewStatus === "rejected" ? row.rejectionReason : null,
          createdAt: row.createdAt.toISOString(),
          cover: row.cover ?? null,
        })),
        recentContacts,
      },
    };
  } catch (error) {
    console.error("[venues] listing the dashboard's venues failed:", { actor: actor.userId }, error);
    return refuse("failed", "Failed to fetch user locations");
  }
}

const ownerCenterColumns = {
  id: locations.id,
  organizationName: locations.organizationName,
  description: cardDescription(locations.description),
  address: locations.address,
  website: locations.website,
  reviewStatus: locations.reviewStatus,
  rejectionReason: locations.rejectionReason,
  createdAt: locations.createdAt,
  cover: ownerCoverColumn("center"),
};

/** The owner's centers, with the caller's columns: one prepared statement per set of columns. */
function centersOf(database: Database, extra: CenterColumns<object> | undefined) {
  const name = extra ? `owner_centers_${extra.statement}` : "owner_centers";
  let statement = centerStatements.get(name);
  if (!statement) {
    statement = preparedStatement((database) => buildCentersStatement(database, name, extra));
    centerStatements.set(name, statement);
  }
  return statement(database);
}

function buildCentersStatement(database: Database, name: string, extra: CenterColumns<object> | undefined) {
  const userId = sql.placeholder("userId");
  return database
    .select({ ...ownerCenterColumns, ...(extra?.columns(userId) as Record<string, SQL> | undefined) })
    .from(locations)
    .where(eq(locations.createdBy, userId))
    .orderBy(desc(locations.createdAt), desc(locations.id))
    .prepare(name);
}

const centerStatements = new Map<string, (database: Database) => ReturnType<typeof buildCentersStatement>>();

const partiesOf = preparedStatement((database) =>
  database
    .select({
      ...partyBasicsColumns,
      description: cardDescription(events.description),
      website: events.website,
      reviewStatus: events.reviewStatus,
      rejectionReason: events.rejectionReason,
      createdAt: events.createdAt,
      cover: ownerCoverColumn("party"),
    })
    .from(events)
    .where(eq(events.createdBy, sql.placeholder("userId")))
    .orderBy(desc(events.createdAt), desc(events.id))
    .prepare("owner_parties"),
);
