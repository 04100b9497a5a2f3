import type { StationVendor } from "#db/schema/values";
import { env } from "~/lib/env.server";

import type { VendorConnector, VendorProfile } from "./connector";
import { ggleap } from "./ggleap.server";
import { icafecloud } from "./icafecloud.server";

/** Every vendor the site reads, one line each (the type asks one for each of STATION_VENDORS). */
const CONNECTORS: Record<StationVendor, VendorConnector> = {
  ggleap,
  icafecloud,
};

export function connectorOf(vendor: StationVendor): VendorConnector {
  return CONNECTORS[vendor];
}

export function isVendor(value: string): value is StationVendor {
  return Object.hasOwn(CONNECTORS, value);
}

/** What the owner's card shows of each vendor: label and fields, nothing that runs. */
export function vendorProfiles(): VendorProfile[] {
  return Object.values(CONNECTORS).map(({ id, label, fields }) => ({ id, label, fields }));
}

/** The vendor's API address of this start (its real host, or a stand-in's in tests). */
export function vendorApiUrl(connector: VendorConnector): string {
  return env()[connector.apiUrlSetting].replace(/\/+$/, "");
}

/** The most requests any vendor's read makes, the unit the site-wide budget reserves by. */
export function requestsPerRead(vendor: StationVendor): number {
  return CONNECTORS[vendor].maxRequestsPerRead;
}
