/**
 * A center's vendor connection as the owner's page gets it, the card's intents and their answers,
 * and the words the card says: plain data shared by the services, the route and the card. Never
 * the token: it stays on the server once pasted.
 */
import type { StationVendor, VendorConnectionState } from "#db/schema/values";
import type { FieldErrors } from "~/lib/forms";
import type { RefusalReason } from "~/lib/outcome";

import { reportedAgo } from "./station-values";
import type { VendorProfile } from "./vendors/connector";

export const CONNECT_VENDOR_INTENT = "connect-vendor";
export const DISCONNECT_VENDOR_INTENT = "disconnect-vendor";
export const VENDOR_INTENTS = [CONNECT_VENDOR_INTENT, DISCONNECT_VENDOR_INTENT] as const;
export type VendorIntent = (typeof VENDOR_INTENTS)[number];

export function isVendorIntent(value: unknown): value is VendorIntent {
  return VENDOR_INTENTS.includes(value as VendorIntent);
}

export type VendorConnection = {
  vendor: StationVendor;
  label: string;
  /** The vendor's own id of the venue (iCafeCloud's cafe id): not a secret. */
  accountRef: string | null;
  state: VendorConnectionState;
  lastSuccessAt: string | null;
  /** The last failure in words ("iCafeCloud answered with an error (503)"), cleared by a good read. */
  lastError: string | null;
  nextPollAt: string;
};

export type VendorConnectionView = {
  /** Whether this site can connect vendors at all (it has STATION_SECRETS_KEY). */
  available: boolean;
  vendors: VendorProfile[];
  connection: VendorConnection | null;
  /** When the server read it, so "1 min ago" is the same in the server's page and the browser's. */
  at: string;
  /** The center's time zone: "retrying at 21:40" is the center's clock. */
  timeZone: string;
};

/** What the pasted form gave back after a refusal: never the token. */
export type VendorFormValues = { vendor: string; accountRef: string };

export type VendorAnswer =
  | { ok: true; intent: VendorIntent; notice: string }
  | {
      ok: false;
      intent: VendorIntent;
      reason: RefusalReason;
      message?: string;
      errors?: FieldErrors;
      values?: VendorFormValues;
    };

/** The answer meant for the vendor card, out of the page's answers. */
export function vendorAnswerOf(answer: { intent: string } | undefined): VendorAnswer | undefined {
  return answer && isVendorIntent(answer.intent) ? (answer as VendorAnswer) : undefined;
}

export const VENDOR_MESSAGES = {
  notFound: "LAN center not found",
  notSetUp:
    "Vendor connections are not set up on this site yet (its operator has to add a key for them). The station-status API below works without them.",
  chooseVendor: "Choose your venue software",
  nothingConnected: "No venue software is connected to this center",
  tooManyTries: "Too many connection attempts for this center: try again in a few minutes",
  refused: (label: string) => `${label} refused this token: check it and paste it again`,
  connected: (label: string) => `${label} is connected: its numbers now show on your listing`,
  savedNotAnswering: (label: string) =>
    `${label} is saved, but did not answer yet: we keep trying and show its numbers once it does`,
  disconnected: (label: string) => `${label} is disconnected: its numbers no longer show`,
} as const;

/** "21:40", on the center's clock. */
export function clockTime(at: string | Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", timeZone }).format(new Date(at));
}

/**
 * The connection's state in words: "Connected · last read 1 min ago", "iCafeCloud is not
 * answering: retrying at 21:40", "ggLeap refused the token: paste a new one".
 */
export function connectionStateText(connection: VendorConnection, at: string, timeZone: string): string {
  const next = clockTime(connection.nextPollAt, timeZone);
  switch (connection.state) {
    case "refused":
      return `${connection.label} refused the token: paste a new one`;
    case "failing":
      return `${connection.label} is not answering: retrying at ${next}`;
    case "waiting":
      return connection.lastError
        ? `${connection.label} asked us to wait: first read at ${next}`
        : `Connected · waiting for the first read`;
    case "working": {
      const read = connection.lastSuccessAt
        ? `Connected · last read ${reportedAgo(connection.lastSuccessAt, new Date(at))}`
        : "Connected";
      return connection.lastError ? `${read} · ${connection.label} asked us to wait: next read at ${next}` : read;
    }
  }
}
