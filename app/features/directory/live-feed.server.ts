import { LIVE_FEED_SECONDS } from "~/features/stations/live-feed";
import { liveStationsOf, readLiveFeed } from "~/features/stations/live-stations.server";

import { type JsonRepresentation, jsonRepresentation } from "./json-feed.server";

let kept: { madeAt: number; representation: Promise<JsonRepresentation> } | null = null;

/** Browsers and partners may keep the live numbers as long as a process keeps them. */
export const LIVE_FEED_CACHE_CONTROL = `public, max-age=${LIVE_FEED_SECONDS}`;

/**
 * `GET /api/v1/live`'s body. Each process reads the statuses at most once per LIVE_FEED_SECONDS
 * and answers everyone from that read (and its compressed bytes): the numbers are minutes old by
 * nature, so a process's copy needs no version in the database, only its age.
 */
export function liveFeedRepresentation(now = Date.now()): Promise<JsonRepresentation> {
  if (kept && now - kept.madeAt < LIVE_FEED_SECONDS * 1000) return kept.representation;
  const representation = readLiveFeed(new Date(now)).then((feed) => jsonRepresentation(JSON.stringify(feed)));
  const entry = { madeAt: now, representation };
  kept = entry;
  representation.catch(() => {
    if (kept === entry) kept = null;
  });
  return representation;
}

/** Forgets the kept feed (a test that reports and reads at once). */
export function forgetLiveFeed(): void {
  kept = null;
}

/**
 * `GET /api/v1/locations/{slug}/live`'s body: one center's live stations, `{ live: null }` when it
 * has none recent enough (the page then hides its line), null (404) for no such public center.
 */
export async function liveStationsBody(slug: string): Promise<JsonRepresentation | null> {
  const body = await liveStationsOf(slug);
  return body ? jsonRepresentation(JSON.stringify(body)) : null;
}
