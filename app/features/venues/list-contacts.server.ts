import { desc, type SQL } from "drizzle-orm";

import type { ContactType } from "#db/schema/values";
import { locationContacts } from "#db/schema/venues";
import { openDatabase, type Database } from "~/lib/db.server";
import { refuse, type Refusal } from "~/lib/outcome";

import type { Actor } from "~/features/accounts/actor";

import { ADMINISTRATORS_ONLY } from "~/lib/outcome";

/** Cards on one page of /contacts: enough to scan, few enough to stay fast with thousands. */
export const CONTACTS_PAGE_SIZE = 60;

/** A contact as the administrators' cards show it. */
export type ContactCard = {
  id: string;
  type: ContactType;
  organizationName: string | null;
  ownerName: string | null;
  email: string | null;
  address: string | null;
  website: string | null;
  /** The center's or the party's id. */
  venueId: string | null;
  /** ISO 8601, UTC. */
  createdAt: string;
};

export type ContactsPage = {
  contacts: ContactCard[];
  page: number;
  pageCount: number;
  total: number;
};

export type ListContactsResult = ({ ok: true } & ContactsPage) | Refusal<"forbidden" | "failed">;

const FAILED = "Failed to fetch contacts";

/**
 * Every venue's contact, newest first, one page at a time: administrators only (spec section 6),
 * refused here as well as by the route, so no other caller can forget it.
 */
export async function listContacts(actor: Actor, options: { page?: number } = {}): Promise<ListContactsResult> {
  if (!actor.isAdmin) return refuse("forbidden", ADMINISTRATORS_ONLY);
  try {
    const database = await openDatabase();
    const total = await database.$count(locationContacts);
    const pageCount = Math.max(1, Math.ceil(total / CONTACTS_PAGE_SIZE));
    // A page past the end shows the last one rather than an empty list.
    const page = Math.min(Math.max(1, Math.trunc(options.page ?? 1) || 1), pageCount);
    const contacts = await readContacts(database, {
      limit: CONTACTS_PAGE_SIZE,
      offset: (page - 1) * CONTACTS_PAGE_SIZE,
    });
    return { ok: true, contacts, page, pageCount, total };
  } catch (error) {
    console.error("[venues] listing contacts failed:", { actor: actor.userId, page: options.page }, error);
    return refuse("failed", FAILED);
  }
}

/** The newest contacts, for the dashboard's Contact Management (administrators only; the caller checks). */
export async function readContacts(
  database: Database,
  { limit, offset = 0, where }: { limit: number; offset?: number; where?: SQL },
): Promise<ContactCard[]> {
  const rows = await database
    .select(contactColumns)
    .from(locationContacts)
    .where(where)
    .orderBy(desc(locationContacts.createdAt), desc(locationContacts.id))
    .limit(limit)
    .offset(offset);
  return rows.map(toContactCard);
}

export const contactColumns = {
  id: locationContacts.id,
  type: locationContacts.type,
  organizationName: locationContacts.organizationName,
  ownerName: locationContacts.ownerName,
  email: locationContacts.email,
  address: locationContacts.address,
  website: locationContacts.website,
  locationId: locationContacts.locationId,
  eventId: locationContacts.eventId,
  createdAt: locationContacts.createdAt,
};

type ContactRow = {
  id: string;
  type: string;
  organizationName: string | null;
  ownerName: string | null;
  email: string | null;
  address: string | null;
  website: string | null;
  locationId: string | null;
  eventId: string | null;
  createdAt: Date;
};

function toContactCard(row: ContactRow): ContactCard {
  return {
    id: row.id,
    type: row.type as ContactType,
    organizationName: row.organizationName,
    ownerName: row.ownerName,
    email: row.email,
    address: row.address,
    website: row.website,
    venueId: row.locationId ?? row.eventId,
    createdAt: row.createdAt.toISOString(),
  };
}
