import { createEvent, type EventAttributes } from "ics";

import { env } from "~/lib/env.server";

import { loadPublicParty, partyPlaceText, type PublicParty } from "./load-public-party.server";

export type PartyCalendar = { fileName: string; body: string };

/** A file name from the party's name: lower-case words and hyphens, never empty. */
export function calendarFileName(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return `${slug || "lan-party"}.ics`;
}

/**
 * One VEVENT in UTC (a calendar shows it in its reader's zone). The UID is stable per party and
 * site, so importing the file again updates the entry instead of adding a second one. The `ics`
 * package escapes the text and folds long lines.
 */
export function buildPartyCalendar(party: PublicParty, siteHost: string): string {
  const attributes: EventAttributes = {
    uid: `${party.id}@${siteHost}`,
    productId: "lancenters/lanparties",
    start: Date.parse(party.startDate),
    startInputType: "utc",
    startOutputType: "utc",
    end: Date.parse(party.endDate),
    endInputType: "utc",
    endOutputType: "utc",
    title: party.name,
    description: party.description,
    url: party.pageUrl,
    status: "CONFIRMED",
  };
  const place = partyPlaceText(party);
  if (place) attributes.location = place;
  if (party.latitude !== null && party.longitude !== null) {
    attributes.geo = { lat: party.latitude, lon: party.longitude };
  }
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error(`No calendar for party ${party.id}`);
  return value;
}

/** The `.ics` of a verified party; null for an unknown or unverified one. */
export async function loadPartyCalendar(id: string | undefined): Promise<PartyCalendar | null> {
  const party = await loadPublicParty(id);
  if (!party) return null;
  return {
    fileName: calendarFileName(party.name),
    body: buildPartyCalendar(party, new URL(env().PUBLIC_URL).host),
  };
}
