/**
 * The body of `GET /api/v1/live`: every verified center with a live status, one array per field,
 * like the locations feed. Plain types, so the map's bundle reads it without Zod; its schema for
 * the OpenAPI document is `liveFeedSchema` in live-feed-schema.ts.
 */
import { LIVE_FOR_MINUTES, type LiveStations } from "./station-values";

/** Each process reads the statuses again at most this often for the feed. */
export const LIVE_FEED_SECONDS = 15;

export type LiveFeed = {
  /** When the server read the statuses. */
  at: string;
  count: number;
  slug: string[];
  free: number[];
  total: number[];
  /** 1 when the numbers are PCs, 0 when the venue reported stations of no named kind. */
  pcs: (0 | 1)[];
  /** Seconds between the center's report and `at`. */
  age: number[];
};

/** The feed as a map from slug to live stations, for the map's list and bubbles. */
export function decodeLiveFeed(payload: unknown): Map<string, LiveStations> {
  const feed = payload as Partial<LiveFeed> | null;
  const live = new Map<string, LiveStations>();
  if (!feed || typeof feed.at !== "string" || !Array.isArray(feed.slug)) return live;
  const at = new Date(feed.at).getTime();
  if (Number.isNaN(at)) return live;
  feed.slug.forEach((slug, i) => {
    const free = feed.free?.[i];
    const total = feed.total?.[i];
    const age = feed.age?.[i];
    if (typeof slug !== "string" || typeof free !== "number" || typeof total !== "number" || typeof age !== "number")
      return;
    if (age > LIVE_FOR_MINUTES * 60) return;
    live.set(slug, {
      free,
      total,
      noun: feed.pcs?.[i] === 0 ? "stations" : "PCs",
      byKind: {},
      reportedAt: new Date(at - age * 1000).toISOString(),
    });
  });
  return live;
}
