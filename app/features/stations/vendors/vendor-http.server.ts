import type { StationReportBody } from "~/features/stations/station-report";
import { parseStationReport } from "~/features/stations/station-report";

import type { VendorFailure, VendorRead, VendorReadOptions } from "./connector";

/** A read that gives no Retry-After waits this long before the next try. */
const DEFAULT_RETRY_AFTER_SECONDS = 60;
/** A Retry-After further off than this is taken as this: the owner's card still says when. */
const MAX_RETRY_AFTER_SECONDS = 60 * 60;

/** Seconds from a Retry-After header: delay-seconds or an HTTP date. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number {
  const value = header?.trim() ?? "";
  let seconds = DEFAULT_RETRY_AFTER_SECONDS;
  if (/^\d+$/.test(value)) seconds = Number(value);
  else if (value) {
    const at = Date.parse(value);
    if (!Number.isNaN(at)) seconds = Math.ceil((at - now) / 1000);
  }
  return Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(1, seconds));
}

/**
 * One request to a vendor's API and its JSON: a refusal (401, 403), a 429, an outage (no answer in
 * time, 5xx, another status) or a body that is not JSON come back as the failure they are, in
 * words that name the vendor and never the token.
 */
export async function requestJson(
  vendor: string,
  url: string,
  init: RequestInit,
  { fetch, signal }: Pick<VendorReadOptions, "fetch" | "signal">,
  /** What a 404 means, where the path names something the owner pasted (a venue id). */
  notFound?: VendorFailure,
): Promise<{ ok: true; body: unknown } | VendorFailure> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      signal,
      redirect: "error",
      headers: { Accept: "application/json", ...init.headers },
    });
  } catch {
    return unavailable(signal.aborted ? `${vendor} did not answer in time` : `${vendor} could not be reached`);
  }
  if (response.status === 401 || response.status === 403) {
    await response.body?.cancel();
    return refused(vendor);
  }
  if (response.status === 429) {
    await response.body?.cancel();
    return {
      ok: false,
      reason: "rate-limited",
      message: `${vendor} asked us to slow down`,
      retryAfterSeconds: retryAfterSeconds(response.headers.get("retry-after")),
    };
  }
  if (response.status === 404 && notFound) {
    await response.body?.cancel();
    return notFound;
  }
  if (!response.ok) {
    await response.body?.cancel();
    return unavailable(`${vendor} answered with an error (${response.status})`);
  }
  try {
    return { ok: true, body: await response.json() };
  } catch {
    return unavailable(
      signal.aborted ? `${vendor} did not answer in time` : `${vendor} answered something we could not read`,
    );
  }
}

export function refused(vendor: string): VendorFailure {
  return { ok: false, reason: "refused", message: `${vendor} refused the token` };
}

export function unavailable(message: string): VendorFailure {
  return { ok: false, reason: "unavailable", message };
}

/** Counts from one state per station, checked like a pushed report (at most MAX_STATIONS…). */
export function countsFromStations(
  vendor: string,
  stations: Extract<StationReportBody, { stations: unknown }>["stations"],
): VendorRead {
  const parsed = parseStationReport({ stations });
  if (!parsed.ok) return unavailable(`${vendor} answered something we could not read (${parsed.problem})`);
  return { ok: true, counts: parsed.counts };
}
