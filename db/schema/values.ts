/**
 * The closed sets of values the database accepts (each is also a CHECK constraint). Plain data
 * without imports, so a form's Zod schema in the browser can share them with the tables.
 */

export const PROFILE_ROLES = ["admin", "user"] as const;
export type ProfileRole = (typeof PROFILE_ROLES)[number];

export const VENUE_TYPES = [
  "game_arena",
  "lan_party",
  "college",
  "school",
  "library",
  "hotel",
  "game_cafe",
  "coffee_shop",
] as const;
export type VenueType = (typeof VENUE_TYPES)[number];

/** A new center or party waits for the team's review; `verified` mirrors `review_status = 'verified'`. */
export const REVIEW_STATUSES = ["pending", "verified", "rejected"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** What an owner changed in a reviewed venue, field by field, for the administrators' queue. */
export type ReviewChanges = Record<string, { from: string | null; to: string | null }>;

export const CONTACT_TYPES = ["lan_center", "lan_party"] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

export const EVENT_TYPES = ["lan_party"] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** Stripe's subscription statuses, plus `not_started` for a subscription whose checkout is not done. */
export const SUBSCRIPTION_STATUSES = [
  "active",
  "trialing",
  "canceled",
  "past_due",
  "not_started",
  "incomplete",
  "incomplete_expired",
  "unpaid",
  "paused",
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const SUBSCRIPTION_PLANS = ["verified_listing", "lan_center"] as const;
export type SubscriptionPlan = (typeof SUBSCRIPTION_PLANS)[number];

/** The FAQ's categories, in the order of its filter buttons (after "all"). */
export const FAQ_CATEGORIES = ["general", "business", "technical", "events", "membership"] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

/** The Join Our Network pages, by path without the slash; a lead remembers which one it came from. */
export const JOIN_PAGES = [
  "signup",
  "signup-early",
  "signup-lp",
  "signup-gizmo",
  "signup-valhallan",
  "signup-contender",
] as const;
export type JoinPage = (typeof JOIN_PAGES)[number];

/**
 * What a LAN center can list among its amenities (the center form's checkboxes, the directory's
 * filter). The order is the feed's bit order (`directory/map-data.ts`): add new ones at the end.
 */
export const AMENITIES = [
  "food_drinks",
  "parking",
  "wheelchair_accessible",
  "all_ages",
  "adults_only",
  "streaming_room",
  "tournaments",
  "private_room",
  "lan_party_hosting",
  "free_wifi",
  "birthday_parties",
  "bring_your_own_pc",
] as const;
export type Amenity = (typeof AMENITIES)[number];

/** The currencies a center's prices may be given in (ISO 4217). */
export const CURRENCIES = [
  "USD",
  "CAD",
  "EUR",
  "GBP",
  "AUD",
  "NZD",
  "SEK",
  "NOK",
  "DKK",
  "PLN",
  "CHF",
  "MXN",
  "BRL",
] as const;
export type Currency = (typeof CURRENCIES)[number];

/**
 * A center's opening hours as stored (`locations.opening_hours`) and posted by the center form:
 * the week from Monday (index 0) to Sunday (6), and dated exceptions that replace a day's hours.
 * Times are the venue's wall-clock "HH:MM" in its own zone. A span that closes at or before it
 * opens is marked `overnight` (Fri 16:00–02:00 closes on Saturday); "00:00" as a closing time is
 * midnight. The rules and the "open now" arithmetic live in `app/features/venues/opening-hours.ts`.
 */
export type TimeSpan = { open: string; close: string; overnight: boolean };
export type DayHours = { kind: "closed" } | { kind: "open24" } | { kind: "spans"; spans: TimeSpan[] };
export type HoursException = { date: string; hours: DayHours; note: string | null };
export type OpeningHours = { week: DayHours[]; exceptions: HoursException[] };

/** What a photo is for: a venue's gallery or a game's art (uploaded in the content admin). */
export const PHOTO_PURPOSES = ["venue", "game"] as const;
export type PhotoPurpose = (typeof PHOTO_PURPOSES)[number];

/** A photo is public only once approved; a rejected one is deleted, so there is no third state. */
export const PHOTO_STATUSES = ["pending", "approved"] as const;
export type PhotoStatus = (typeof PHOTO_STATUSES)[number];

/**
 * What the owner's insights count, per center per UTC day (`insight_daily.metric`): page views and
 * unique visitors, appearances in the map's list and bubble, on game pages and in "open now"
 * results, and clicks on the website, directions, phone and share.
 */
export const INSIGHT_METRICS = [
  "views",
  "visitors",
  "map_list",
  "map_bubble",
  "game_page",
  "open_now",
  "website",
  "directions",
  "phone",
  "share",
] as const;
export type InsightMetric = (typeof INSIGHT_METRICS)[number];

/** How a search that showed a center was made: a place typed, or a filter of the map. */
export const INSIGHT_SEARCH_KINDS = ["place", "filter"] as const;
export type InsightSearchKind = (typeof INSIGHT_SEARCH_KINDS)[number];

/** A monthly digest to one owner: waiting, sent, or left out (nothing to say, or unsubscribed). */
export const DIGEST_STATUSES = ["pending", "sent", "skipped"] as const;
export type DigestStatus = (typeof DIGEST_STATUSES)[number];

/**
 * A ticket's life: held while its checkout is open (a paid type), taken (and paid), given back, or
 * its hold ran out unpaid. Only an active ticket is anyone's place at the party.
 */
export const TICKET_STATUSES = ["held", "active", "cancelled", "expired"] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** A paid order's checkout: open (its tickets held), paid, or given up (its tickets went back). */
export const TICKET_ORDER_STATUSES = ["open", "paid", "expired"] as const;
export type TicketOrderStatus = (typeof TICKET_ORDER_STATUSES)[number];

/** Who helps run a party: a co-organiser manages it, door staff only check tickets in. */
export const PARTY_STAFF_ROLES = ["co-organiser", "door"] as const;
export type PartyStaffRole = (typeof PARTY_STAFF_ROLES)[number];

/** A place on a sold-out type's waiting list: waiting, offered a ticket that came back, or done. */
export const WAITLIST_STATUSES = ["waiting", "offered", "accepted", "expired", "left"] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** The kinds of station a venue reports free counts for. */
export const STATION_KINDS = ["pc", "console", "vr"] as const;
export type StationKind = (typeof STATION_KINDS)[number];
/** A status's counts per kind, only the kinds the venue has. */
export type StationKinds = Partial<Record<StationKind, { total: number; free: number }>>;

/** The venue software whose API the site polls for a center's free PCs. */
export const STATION_VENDORS = ["ggleap", "icafecloud"] as const;
export type StationVendor = (typeof STATION_VENDORS)[number];

/** Where a center's status came from: the push API, or a vendor polled. */
export const STATION_SOURCES = ["push", ...STATION_VENDORS] as const;
export type StationSource = (typeof STATION_SOURCES)[number];

/**
 * A vendor connection: not read yet, reading, the vendor not answering (retried), or the vendor
 * refusing the credentials (stopped until the owner pastes new ones).
 */
export const VENDOR_CONNECTION_STATES = ["waiting", "working", "failing", "refused"] as const;
export type VendorConnectionState = (typeof VENDOR_CONNECTION_STATES)[number];
