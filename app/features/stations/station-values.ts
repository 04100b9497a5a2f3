/**
 * What the pages say of a center's live stations, shared by server and browser (no Zod here, so
 * the map's bundle stays small).
 */
import type { StationKinds } from "#db/schema/values";

/** A status older than this is not shown as live: the venue's script or software has stopped. */
export const LIVE_FOR_MINUTES = 10;

/** How often an open page asks again for the numbers. */
export const LIVE_REFRESH_SECONDS = 30;

/** A center's live status as the pages get it. */
export type LiveStations = {
  /** The headline: PCs when the venue reports them by kind, else every station. */
  free: number;
  total: number;
  /** "PCs", or "stations" when the venue did not say what kind. */
  noun: "PCs" | "stations";
  byKind: StationKinds;
  reportedAt: string;
};

export function liveStations(status: {
  total: number;
  free: number;
  byKind: StationKinds;
  reportedAt: Date;
}): LiveStations {
  const pc = status.byKind.pc;
  return {
    free: pc ? pc.free : status.free,
    total: pc ? pc.total : status.total,
    noun: pc || Object.keys(status.byKind).length === 0 ? "PCs" : "stations",
    byKind: status.byKind,
    reportedAt: status.reportedAt.toISOString(),
  };
}

/** Whether a status is recent enough to show as live at `now`. */
export function isLive(reportedAt: string | Date, now: Date): boolean {
  return now.getTime() - new Date(reportedAt).getTime() <= LIVE_FOR_MINUTES * 60_000;
}

/** "just now", "1 min ago", "7 min ago". */
export function reportedAgo(reportedAt: string | Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(reportedAt).getTime()) / 60_000));
  return minutes === 0 ? "just now" : `${minutes} min ago`;
}

/** "12 of 40 PCs free". */
export function freeText(live: Pick<LiveStations, "free" | "total" | "noun">): string {
  return `${live.free} of ${live.total} ${live.noun} free`;
}

/** "12 of 40 PCs free · 2 min ago". */
export function liveText(live: LiveStations, now: Date): string {
  return `${freeText(live)} · ${reportedAgo(live.reportedAt, now)}`;
}
