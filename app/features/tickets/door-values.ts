import { PARTY_STAFF_ROLES, type PartyStaffRole } from "#db/schema/values";

/**
 * What the door page (/edit-lan-party/{id}/door), its JSON resource and the staff page share with
 * the server: the roles, the messages, the answers to a check-in and the page's states. Plain data.
 */

/** Who someone is at a party: its owner (or an administrator), or a helper the organiser added. */
export type PartyRole = "organiser" | PartyStaffRole;

export const PARTY_ROLE_LABELS: Record<PartyRole, string> = {
  organiser: "Organiser",
  "co-organiser": "Co-organiser",
  door: "Door staff",
};

export { PARTY_STAFF_ROLES, type PartyStaffRole };

export const DOOR_LIMITS = {
  /** Results of a search by name or address. */
  searchResults: 20,
  searchMin: 2,
  searchMax: 100,
  /** The check-ins listed under the counts. */
  latest: 8,
  /** A scan kept offline longer than this is taken as made when it arrives. */
  scanMaxAgeMs: 2 * 24 * 60 * 60 * 1000,
  /** How often the page asks for the counts and the latest check-ins (other devices' too). */
  pollMs: 4000,
  codeMax: 200,
  staffPerParty: 50,
} as const;

export const DOOR_MESSAGES = {
  partyNotFound: "Event not found",
  notThisParty: "This code is not a ticket of this party",
  cancelled: "This ticket was cancelled: it does not let anyone in",
  codeRequired: "Please scan or type a ticket's code",
  searchTooShort: `Please type at least ${DOOR_LIMITS.searchMin} letters of a name or address`,
  failed: "The check-in could not be saved, please try again",
  loadFailed: "The check-in page could not be loaded. Please reload it in a moment.",
  checkedIn: (ticket: DoorTicket) => `Checked in: ${ticket.name}, ${ticket.typeName}${seatText(ticket)}`,
  already: (at: string, by: string | null) => `Already checked in at ${at}${by ? ` by ${by}` : ""}`,
  saved: (waiting: number) => `Saved on this device: will be sent when online (${waiting} waiting)`,
} as const;

/** ", seat C4"; ", no seat picked yet" for a seated ticket without one; nothing for a ticket without a seat. */
export function seatText(ticket: Pick<DoorTicket, "seat" | "includesSeat">): string {
  if (ticket.seat) return `, seat ${ticket.seat}`;
  return ticket.includesSeat ? ", no seat picked yet" : "";
}

/** A ticket as the door sees it: only what letting someone in needs. */
export type DoorTicket = {
  id: string;
  /** The holder's name, or their address when no account has it yet. */
  name: string;
  email: string;
  typeName: string;
  includesSeat: boolean;
  seat: string | null;
  cancelled: boolean;
  /** What it was paid ("€15", "€12.50"), or null for a free ticket; and whether that was paid back. */
  paid: string | null;
  refunded: boolean;
  /** When and by whom it was let in ("18:02" in the party's zone), or null. */
  checkedIn: { at: string; by: string | null } | null;
};

/** The answer to one check-in, worked out on the server. */
export type CheckInAnswer =
  | { outcome: "checked-in" | "already"; message: string; ticket: DoorTicket }
  | { outcome: "refused"; message: string; ticket?: DoorTicket };

/** The counts and the latest check-ins, from every device at the door. */
export type DoorStatus = {
  checkedIn: number;
  total: number;
  latest: { ticketId: string; name: string; typeName: string; seat: string | null; at: string; by: string | null }[];
};

export type DoorParty = { id: string; name: string; role: PartyRole };

/** A search by name or address: what was typed, the tickets found, or why there are none. */
export type DoorSearch = { query: string; results: DoorTicket[]; message: string | null };

/** The door page's loader. */
export type DoorPageState =
  | {
      state: "ready";
      party: DoorParty;
      status: DoorStatus;
      search: DoorSearch | null;
    }
  | { state: "not-found" | "error"; message: string };

/** "18:02" in the party's zone; with the day ("Fri 18:02") when that is not today there. */
export function clockTime(instant: Date, timeZone: string, now: Date): string {
  const time = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  const day = new Intl.DateTimeFormat("en-GB", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
  if (day.format(instant) === day.format(now)) return time.format(instant);
  const weekday = new Intl.DateTimeFormat("en-US", { timeZone, weekday: "short" }).format(instant);
  return `${weekday} ${time.format(instant)}`;
}

export function doorPath(partyId: string): string {
  return `/edit-lan-party/${encodeURIComponent(partyId)}/door`;
}

/** The door's resource: GET the status, POST a check-in (the page's script, and its queue of offline scans). */
export function doorJsonPath(partyId: string): string {
  return `${doorPath(partyId)}.json`;
}

export function staffPath(partyId: string): string {
  return `/edit-lan-party/${encodeURIComponent(partyId)}/staff`;
}

/** "3 of 120 checked in". */
export function countsText(status: Pick<DoorStatus, "checkedIn" | "total">): string {
  return `${status.checkedIn.toLocaleString("en-US")} of ${status.total.toLocaleString("en-US")} checked in`;
}
