/**
 * What a venue software's connector is (ADR 027, "Pull connectors"): the site reads a center's
 * stations from the vendor's API with the token its owner pasted. One file per vendor
 * (`ggleap.server.ts`, `icafecloud.server.ts`) and one line in `registry.server.ts` make a vendor;
 * its id must also be in STATION_VENDORS (db/schema/values.ts, whose checks need a migration).
 * Types only here: the owner's card reads the profile (label and fields) from the loader.
 */
import type { StationVendor } from "#db/schema/values";
import type { StationCounts } from "~/features/stations/station-report";

/** A field the owner pastes: the token always, and the vendor's own id of the venue where it has one. */
export type VendorField = {
  name: "token" | "accountRef";
  label: string;
  hint: string;
  /** The message when it is left empty; a field without one is optional. */
  required?: string;
  /** A regular expression (its source) the trimmed value must match, and the message when it does not. */
  pattern?: { source: string; message: string };
  maxLength: number;
};

/** What the owner's card shows of a vendor: plain data, passed through the loader. */
export type VendorProfile = { id: StationVendor; label: string; fields: readonly VendorField[] };

/** The pasted values, the token decrypted. */
export type VendorCredentials = { token: string; accountRef: string | null };

export type VendorReadOptions = {
  /** The global fetch, or the poller's own (which counts the requests made). */
  fetch: typeof fetch;
  /** Ends the read (its every request) when the time for it is up. */
  signal: AbortSignal;
  /** The vendor's API, from its setting (`GGLEAP_API_URL`…), so tests point it at a stand-in. */
  baseUrl: string;
};

/**
 * Why a read gave no counts: the vendor `refused` the credentials (stop until the owner pastes new
 * ones), is `rate-limited` (wait `retryAfterSeconds`), or is `unavailable` (an outage, a timeout, a
 * 5xx, an answer we could not read: try again later, backing off). `message` is for the owner's
 * card and the log: it never holds the token.
 */
export type VendorFailureKind = "refused" | "rate-limited" | "unavailable";
export type VendorFailure = {
  ok: false;
  reason: VendorFailureKind;
  message: string;
  retryAfterSeconds?: number;
  /** The pasted value a refusal is about, when not the token (a venue id the vendor does not know). */
  field?: VendorField["name"];
};

export type VendorRead = { ok: true; counts: StationCounts } | VendorFailure;

export type VendorConnector = VendorProfile & {
  /** The setting holding the vendor's API address. */
  apiUrlSetting: "GGLEAP_API_URL" | "ICAFECLOUD_API_URL";
  /** The most requests one read makes, what the site-wide budget reserves for it. */
  maxRequestsPerRead: number;
  read(credentials: VendorCredentials, options: VendorReadOptions): Promise<VendorRead>;
};
