import type { MapCenter, MapData } from "../map-data";

import { createStatusCache, type StatusLine } from "./open-now";

/** What the list and the info window say of a center beside its name: open or closed, and its price. */
export type CenterFacts = { status: StatusLine | null; price: string | null };

/**
 * The facts of the centers shown (at most the list's 50 and the selected one): each schedule's
 * status is worded once a minute, whichever centers share it.
 */
export function describeCenters(data: Pick<MapData, "schedules" | "prices">) {
  const statusOf = createStatusCache(data.schedules);
  return (center: MapCenter, now: Date): CenterFacts => ({
    status: center.schedule >= 0 ? statusOf(center.schedule, now) : null,
    price: data.prices[center.price] ?? null,
  });
}
