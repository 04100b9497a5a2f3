/**
 * The venues' labels, limits, address check and date helpers, without the form schemas: what the
 * public pages need, so they do not load the validation library (schemas.ts builds on these).
 */
import { TZDate } from "@date-fns/tz";

import { VENUE_TYPES, type VenueType } from "#db/schema/values";

export { VENUE_TYPES, type VenueType };

/** The eight LAN types (the /lantypes pages), as the forms and filters name them. */
export const VENUE_TYPE_LABELS: Record<VenueType, string> = {
  game_arena: "Game Arena",
  lan_party: "LAN Party",
  college: "College",
  school: "School",
  library: "Library",
  hotel: "Hotel",
  game_cafe: "Game Cafe",
  coffee_shop: "Coffee Shop",
};

/** Length limits of every text field (characters). */
export const LIMITS = {
  name: 120,
  personName: 100,
  email: 254,
  address: 300,
  location: 300,
  description: 2000,
  url: 2048,
} as const;

/** Only http(s) addresses: a `javascript:` or `data:` link must never reach a page. */
export function isWebAddress(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/**
 * A stored address as pages and feeds may output it: http(s) only, else none. The forms never store
 * anything else; this keeps a row written some other way (an import, a hand-made fix) from becoming
 * a `javascript:` link or a `data:` image.
 */
export function webAddressOrNull(value: string | null | undefined): string | null {
  return value && isWebAddress(value) ? value : null;
}

const knownTimeZones = new Set<string>();

/**
 * Whether a string names a time zone this runtime knows (IANA, e.g. "America/Chicago"). The zones
 * found are remembered: making a formatter to ask costs more than a venue page's whole render of
 * its hours. A zone never stops being known; strings that are not zones are not kept.
 */
export function isTimeZone(value: string): boolean {
  if (knownTimeZones.has(value)) return true;
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
  } catch {
    return false;
  }
  knownTimeZones.add(value);
  return true;
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A `datetime-local` value read as a wall-clock time in `timeZone`, as a UTC instant; null when it
 * is not a real date and time.
 */
export function zonedInputToInstant(local: string, timeZone: string): Date | null {
  const match = LOCAL_DATE_TIME.exec(local.trim());
  if (!match || !isTimeZone(timeZone)) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as number[];
  // Date reads years 0-99 as 1900-1999, and rolls 10:60 over into 11:00: refuse both.
  if (year! < 1000 || hour! > 23 || minute! > 59 || second! > 59) return null;
  const instant = new TZDate(year!, month! - 1, day!, hour!, minute!, second ?? 0, timeZone);
  // Rejects 2026-02-31 and the like, which Date would roll over into March.
  if (instant.getMonth() !== month! - 1 || instant.getDate() !== day! || Number.isNaN(instant.getTime())) return null;
  return new Date(instant.getTime());
}

/** A UTC instant as a `datetime-local` value in `timeZone` (the edit form's starting value). */
export function instantToZonedInput(instant: Date, timeZone: string): string {
  const zoned = new TZDate(instant.getTime(), timeZone);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${zoned.getFullYear()}-${pad(zoned.getMonth() + 1)}-${pad(zoned.getDate())}T${pad(zoned.getHours())}:${pad(zoned.getMinutes())}`;
}

const eventTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** How a party's times read everywhere: in the event's own zone, named, e.g. "Sat, Mar 7, 2027, 6:00 PM CST". */
export function formatEventTime(instant: Date | string, timeZone: string): string {
  const zone = isTimeZone(timeZone) ? timeZone : "UTC";
  let format = eventTimeFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      weekday: "short",
      month: "short",
      day: "numeric",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZoneName: "short",
    });
    eventTimeFormats.set(zone, format);
  }
  return format.format(new Date(instant));
}

const registeredDateFormat = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", dateStyle: "medium" });

/** A "Registered" date: the day, in UTC so the server and the browser print the same. */
export function formatRegisteredDate(instant: Date | string): string {
  return registeredDateFormat.format(new Date(instant));
}
