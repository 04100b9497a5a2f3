import { createHash } from "node:crypto";

import { photoFileName, photoWidthFor, type PhotoRef } from "~/features/photos/photo-values";
import { openingStatus } from "~/features/venues/opening-hours";
import { isTimeZone } from "~/features/venues/venue-values";
import { env } from "~/lib/env.server";

import type { PublicCenter } from "./load-public-center.server";
import type { PublicParty } from "./load-public-party.server";
import { absoluteUrl, type PageImage } from "./page-meta";

/**
 * What a page's share card (its Open Graph image) shows, worked out from what the page already
 * loaded, and the card's version: a hash of all of it. The page names its card by that version, so
 * the picture is made again only when something drawn on it changed (`share-card.server.ts`).
 */

export const SHARE_CARD_KINDS = ["center", "party", "game"] as const;
export type ShareCardKind = (typeof SHARE_CARD_KINDS)[number];

/** Open Graph's large image: what Discord, Slack and X show in full. */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

/** Part of every version: raise it when the drawing changes, so every card is made again. */
const DESIGN = "1";

/** The width of the cover photo embedded in the card: a photo's files come in 320, 640 and 1280. */
const COVER_WIDTH = 640;

export type ShareCardLine = { text: string; tone: "plain" | "open" | "closed" };

export type ShareCardContent = {
  kind: ShareCardKind;
  /** The small heading over the name: "LAN Center", "LAN Party", "Where to play". */
  label: string;
  title: string;
  /** Under the name: the city, the "open now" state, the dates, the publisher. */
  lines: ShareCardLine[];
  /** The venue's cover (an approved photo), drawn behind the text: one of its JPEG files. */
  cover: { photoId: string; fileName: string } | null;
  /** The card in words, for `og:image:alt`. */
  alt: string;
};

/** A page's data with its share card's address, size and text for the meta tags. */
export type WithShareCard<Page> = Page & { shareCard: PageImage };

const COUNTRY = /^(?:USA?|U\.S\.A?\.?|United States(?: of America)?)$/i;
/** "TX", "TX 78701", "78701", "78701-1234". */
const STATE_OR_ZIP = /^(?:[A-Z]{2}(?:\s+\d{5}(?:-\d{4})?)?|\d{5}(?:-\d{4})?)$/;
/** "10115 Berlin", "75001 Paris": a postcode written before the city. */
const POSTCODE_THEN_CITY = /^\d{4,5}\s+(\D.*)$/;

/**
 * The city of an address, as a card names it: the part before the state or ZIP code ("1 Main St,
 * Austin, TX 78701" is Austin), the part after a postcode written first ("10115 Berlin"), or the
 * address itself when neither is there.
 */
export function cityOf(address: string): string {
  const parts = address
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "");
  while (parts.length > 1 && COUNTRY.test(parts.at(-1)!)) parts.pop();
  const state = parts.findLastIndex((part) => STATE_OR_ZIP.test(part));
  if (state > 0) return parts[state - 1]!;
  for (const part of parts.toReversed()) {
    const match = POSTCODE_THEN_CITY.exec(part);
    if (match) return match[1]!.trim();
  }
  return address.trim();
}

/** "Sat, Mar 6 – Sun, Mar 7, 2027" in the party's own zone; one day reads as one date. */
export function partyDatesText(startDate: string, endDate: string, timeZone: string): string {
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone: isTimeZone(timeZone) ? timeZone : "UTC",
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
  });
  const start = new Date(startDate);
  const end = new Date(endDate);
  // ICU sets the dash between thin spaces; the card's type reads better with plain ones.
  return end.getTime() > start.getTime()
    ? format.formatRange(start, end).replaceAll("\u2009", " ")
    : format.format(start);
}

function coverOf(photos: PhotoRef[]): ShareCardContent["cover"] {
  const photo = photos[0];
  if (!photo || photo.widths.length === 0) return null;
  return { photoId: photo.id, fileName: photoFileName(photoWidthFor(photo, COVER_WIDTH), "jpeg") };
}

function plain(text: string | null | undefined): ShareCardLine[] {
  return text ? [{ text, tone: "plain" }] : [];
}

/** A center's card: its city and, when it gave its hours, whether it is open at `now`. */
export function centerCardContent(
  center: Pick<PublicCenter, "name" | "address" | "openingHours" | "timeZone" | "photos">,
  now: Date,
): ShareCardContent {
  const city = cityOf(center.address);
  const status = openingStatus(center.openingHours, center.timeZone, now);
  const lines = plain(city);
  if (status.state !== "unknown") lines.push({ text: status.text, tone: status.state });
  return {
    kind: "center",
    label: "LAN Center",
    title: center.name,
    lines,
    cover: coverOf(center.photos),
    alt: [`${center.name}, a LAN center${city ? ` in ${city}` : ""}`, status.state === "unknown" ? null : status.text]
      .filter(Boolean)
      .join(". "),
  };
}

/** A party's card: its dates in its zone, and the city of its center or of the organizer's place. */
export function partyCardContent(
  party: Pick<PublicParty, "name" | "startDate" | "endDate" | "timeZone" | "center" | "customLocation" | "photos">,
): ShareCardContent {
  const dates = partyDatesText(party.startDate, party.endDate, party.timeZone);
  const place = party.center?.address || party.customLocation;
  const city = place ? cityOf(place) : "";
  return {
    kind: "party",
    label: "LAN Party",
    title: party.name,
    lines: [...plain(dates), ...plain(city)],
    cover: coverOf(party.photos),
    alt: `${party.name}, a LAN party${city ? ` in ${city}` : ""}, ${dates}`,
  };
}

/** A game's card: where to play it, by whom. */
export function gameCardContent(game: { name: string; publisher: string }): ShareCardContent {
  return {
    kind: "game",
    label: "Where to play",
    title: game.name,
    lines: plain(game.publisher ? `by ${game.publisher}` : null),
    cover: null,
    alt: `Where to play ${game.name}${game.publisher ? ` by ${game.publisher}` : ""} on LAN Centers`,
  };
}

/** A short hash of everything the card draws (the alt text says nothing more). */
export function shareCardVersion(content: ShareCardContent): string {
  const drawn = [DESIGN, content.kind, content.label, content.title, content.lines, content.cover];
  return createHash("sha256").update(JSON.stringify(drawn)).digest("base64url").slice(0, 12);
}

/** The card's address: `/share/{kind}/{slug or id}.png?v={version}`. */
export function shareCardPath(kind: ShareCardKind, key: string, version: string): string {
  return `/share/${kind}/${encodeURIComponent(key)}.png?v=${version}`;
}

/** The card as a page's meta tags name it: absolute on the public origin, with its size and text. */
export function shareCardImage(content: ShareCardContent, key: string): PageImage {
  return {
    url: absoluteUrl(env().PUBLIC_URL, shareCardPath(content.kind, key, shareCardVersion(content))),
    ...SHARE_CARD_SIZE,
    alt: content.alt,
  };
}
