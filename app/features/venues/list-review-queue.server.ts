import { and, asc, count, desc, eq, inArray, isNotNull, or, sql, type SQL } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";

import { user } from "#db/schema/auth";
import type { ReviewChanges, ReviewStatus, VenueType } from "#db/schema/values";
import { communities, events, locationContacts, locations } from "#db/schema/venues";
import { openDatabase } from "~/lib/db.server";
import { refuse, type Refusal } from "~/lib/outcome";

import type { Actor } from "~/features/accounts/actor";
import type { PhotoRef } from "~/features/photos/photo-values";
import { pendingPhotos } from "~/features/photos/venue-photos.server";

import { ADMINISTRATORS_ONLY } from "~/lib/outcome";
import type { ReviewKind, ReviewKindFilter, ReviewStatusFilter } from "./review-queue-filters";

const REVIEW_QUEUE_PAGE_SIZE = 25;

/** A center or a party as an administrator reviews it: everything the owner entered and its review state. */
export type ReviewQueueItem = {
  kind: ReviewKind;
  id: string;
  name: string;
  description: string;
  /** A center's address; a party's location text. */
  location: string | null;
  website: string | null;
  imageUrl: string | null;
  lat: number | null;
  lng: number | null;
  /** Centers only. */
  venueType: VenueType | null;
  /** Parties only: ISO instants, shown in `timeZone`. */
  startDate: string | null;
  endDate: string | null;
  timeZone: string | null;
  communityName: string | null;
  ownerEmail: string | null;
  contactName: string | null;
  contactEmail: string | null;
  /** Centers only: an administrator created it (green on the map). */
  createdByAdmin: boolean;
  /** Centers only. */
  featured: boolean;
  reviewStatus: ReviewStatus;
  rejectionReason: string | null;
  reviewChanges: ReviewChanges | null;
  reviewedAt: string | null;
  createdAt: string;
  /** Photos waiting for approval (approved with the venue, or rejected one by one). */
  pendingPhotos: PhotoRef[];
};

export type ReviewQueueQuery = {
  kind?: ReviewKindFilter;
  status?: ReviewStatusFilter;
  /** 1-based. */
  page?: number;
};

export type ReviewQueuePage = {
  items: ReviewQueueItem[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
};

export type ListReviewQueueResult = ({ ok: true } & ReviewQueuePage) | Refusal<"forbidden" | "failed">;

type ReviewedTable = typeof locations | typeof events;

/** The rows a status filter picks. "needs_review" is exactly the partial queue index's condition. */
function statusCondition(table: ReviewedTable, status: ReviewStatusFilter): SQL | undefined {
  switch (status) {
    case "needs_review":
      return or(eq(table.reviewStatus, "pending"), isNotNull(table.reviewChanges));
    case "all":
      return undefined;
    default:
      return eq(table.reviewStatus, status);
  }
}

/**
 * The administrators' review queue: centers and parties, filtered by kind and status, 25 a page.
 * What needs review comes oldest first (a fair queue); other lists newest first.
 */
export async function listReviewQueue(actor: Actor, query: ReviewQueueQuery = {}): Promise<ListReviewQueueResult> {
  if (!actor.isAdmin) return refuse("forbidden", ADMINISTRATORS_ONLY);
  const kind = query.kind ?? "all";
  const status = query.status ?? "needs_review";
  const page = Number.isInteger(query.page) && query.page! > 0 ? query.page! : 1;
  const oldestFirst = status === "needs_review";

  try {
    const database = await openDatabase();
    const centersWanted = kind === "all" || kind === "lan_center";
    const partiesWanted = kind === "all" || kind === "lan_party";
    const centerWhere = statusCondition(locations, status);
    const partyWhere = statusCondition(events, status);

    const centerKeys = database
      .select({ kind: sql<ReviewKind>`'lan_center'`.as("kind"), id: locations.id, createdAt: locations.createdAt })
      .from(locations)
      .where(centerWhere);
    const partyKeys = database
      .select({ kind: sql<ReviewKind>`'lan_party'`.as("kind"), id: events.id, createdAt: events.createdAt })
      .from(events)
      .where(partyWhere);
    const keysQuery =
      centersWanted && partiesWanted ? unionAll(centerKeys, partyKeys) : centersWanted ? centerKeys : partyKeys;
    // The id breaks ties, so a page boundary never shows a venue twice or skips one.
    const order = oldestFirst ? [asc(sql`3`), asc(sql`2`)] : [desc(sql`3`), desc(sql`2`)];
    const keys = (await keysQuery
      .orderBy(...order)
      .limit(REVIEW_QUEUE_PAGE_SIZE)
      .offset((page - 1) * REVIEW_QUEUE_PAGE_SIZE)) as { kind: ReviewKind; id: string }[];

    const [centerTotal, partyTotal] = await Promise.all([
      centersWanted ? database.select({ n: count() }).from(locations).where(centerWhere) : [{ n: 0 }],
      partiesWanted ? database.select({ n: count() }).from(events).where(partyWhere) : [{ n: 0 }],
    ]);
    const total = centerTotal[0]!.n + partyTotal[0]!.n;

    const centerIds = keys.filter((key) => key.kind === "lan_center").map((key) => key.id);
    const partyIds = keys.filter((key) => key.kind === "lan_party").map((key) => key.id);
    const [centers, parties, centerPhotos, partyPhotos] = await Promise.all([
      loadCenters(centerIds),
      loadParties(partyIds),
      pendingPhotos(database, "center", centerIds),
      pendingPhotos(database, "party", partyIds),
    ]);
    for (const item of centers) item.pendingPhotos = centerPhotos.get(item.id) ?? [];
    for (const item of parties) item.pendingPhotos = partyPhotos.get(item.id) ?? [];
    const byKey = new Map([...centers, ...parties].map((item) => [`${item.kind}:${item.id}`, item]));
    const items = keys.flatMap((key) => byKey.get(`${key.kind}:${key.id}`) ?? []);

    return {
      ok: true,
      items,
      total,
      page,
      pageCount: Math.max(1, Math.ceil(total / REVIEW_QUEUE_PAGE_SIZE)),
      pageSize: REVIEW_QUEUE_PAGE_SIZE,
    };
  } catch (error) {
    console.error(`[venues] listing the review queue (${kind}, ${status}, page ${page}) failed:`, error);
    return refuse("failed", "Failed to load the review queue");
  }
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

async function loadCenters(ids: string[]): Promise<ReviewQueueItem[]> {
  if (ids.length === 0) return [];
  const database = await openDatabase();
  const rows = await database
    .select({
      location: locations,
      communityName: communities.name,
      ownerEmail: user.email,
      contactName: locationContacts.ownerName,
      contactEmail: locationContacts.email,
    })
    .from(locations)
    .leftJoin(communities, eq(communities.id, locations.communityId))
    .leftJoin(user, eq(user.id, locations.createdBy))
    .leftJoin(
      locationContacts,
      and(eq(locationContacts.locationId, locations.id), eq(locationContacts.type, "lan_center")),
    )
    .where(inArray(locations.id, ids));
  return rows.map(({ location, communityName, ownerEmail, contactName, contactEmail }) => ({
    kind: "lan_center",
    id: location.id,
    name: location.organizationName,
    description: location.description,
    location: location.address,
    website: location.website,
    imageUrl: location.imageUrl,
    lat: location.lat,
    lng: location.lng,
    venueType: location.venueType as VenueType | null,
    startDate: null,
    endDate: null,
    timeZone: null,
    communityName,
    ownerEmail,
    contactName,
    contactEmail,
    createdByAdmin: location.createdByAdmin,
    featured: location.featured,
    reviewStatus: location.reviewStatus as ReviewStatus,
    rejectionReason: location.rejectionReason,
    reviewChanges: location.reviewChanges ?? null,
    reviewedAt: iso(location.reviewedAt),
    createdAt: location.createdAt.toISOString(),
    pendingPhotos: [],
  }));
}

async function loadParties(ids: string[]): Promise<ReviewQueueItem[]> {
  if (ids.length === 0) return [];
  const database = await openDatabase();
  const rows = await database
    .select({
      event: events,
      communityName: communities.name,
      ownerEmail: user.email,
      contactName: locationContacts.ownerName,
      contactEmail: locationContacts.email,
    })
    .from(events)
    .leftJoin(communities, eq(communities.id, events.communityId))
    .leftJoin(user, eq(user.id, events.createdBy))
    .leftJoin(locationContacts, and(eq(locationContacts.eventId, events.id), eq(locationContacts.type, "lan_party")))
    .where(inArray(events.id, ids))
    .orderBy(asc(locationContacts.createdAt));
  const items = new Map<string, ReviewQueueItem>();
  for (const { event, communityName, ownerEmail, contactName, contactEmail } of rows) {
    // A party may have more than one contact row: the first one made is its organizer.
    if (items.has(event.id)) continue;
    items.set(event.id, {
      kind: "lan_party",
      id: event.id,
      name: event.organizationName,
      description: event.description,
      location: event.customLocation,
      website: event.website,
      imageUrl: event.imageUrl,
      lat: event.lat,
      lng: event.lng,
      venueType: null,
      startDate: event.startDate.toISOString(),
      endDate: event.endDate.toISOString(),
      timeZone: event.timeZone,
      communityName,
      ownerEmail,
      contactName,
      contactEmail,
      createdByAdmin: false,
      featured: false,
      reviewStatus: event.reviewStatus as ReviewStatus,
      rejectionReason: event.rejectionReason,
      reviewChanges: event.reviewChanges ?? null,
      reviewedAt: iso(event.reviewedAt),
      createdAt: event.createdAt.toISOString(),
      pendingPhotos: [],
    });
  }
  return [...items.values()];
}
