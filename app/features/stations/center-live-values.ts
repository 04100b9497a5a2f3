/** What the owner's Live PCs page (`/edit-lan-center/{id}/live`) and its route exchange. */
import type { RefusalReason } from "~/lib/outcome";

import type { LiveStations } from "./station-values";
import type { StationTokenRow } from "./station-token-values";
import type { VendorAnswer, VendorConnectionView } from "./vendor-connection-values";

export const MAKE_TOKEN_INTENT = "make-token";
export const REVOKE_TOKEN_INTENT = "revoke-token";

export function centerLivePath(centerId: string): string {
  return `/edit-lan-center/${encodeURIComponent(centerId)}/live`;
}

export const CENTER_LIVE_MESSAGES = {
  notFound: "LAN center not found",
  loadFailed: "Unable to load the live PCs page.",
  made: "Token made. Copy it now: it is not shown again.",
  revoked: (label: string) => `"${label}" revoked: it can no longer report.`,
} as const;

/** The center's last report as its owner sees it, shown live or not. */
export type OwnerStatus = {
  live: LiveStations;
  /** False once the report is older than LIVE_FOR_MINUTES: the public pages no longer show it. */
  current: boolean;
  source: string;
} | null;

export type CenterLivePageState =
  | {
      state: "ready";
      center: { id: string; name: string; slug: string; verified: boolean };
      status: OwnerStatus;
      tokens: StationTokenRow[];
      /** The push address, in full, for the examples. */
      pushUrl: string;
      /** The venue software connected (or not), for its card. */
      vendor: VendorConnectionView;
    }
  | { state: "not-found" | "error"; message: string };

export type CenterLiveAnswer =
  | VendorAnswer
  | { ok: true; intent: typeof MAKE_TOKEN_INTENT; token: string; label: string; notice: string }
  | { ok: true; intent: typeof REVOKE_TOKEN_INTENT; notice: string }
  | {
      ok: false;
      intent: string;
      reason: RefusalReason;
      message: string;
      values?: { label: string };
      errors?: Record<string, string>;
    };
