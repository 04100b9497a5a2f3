/**
 * Item 8 of bench/README.md: what counting for the owners' insights costs a page. A center's page
 * and the beacon it sends, as pairs on 20 connections, with counting on and then off
 * (`INSIGHTS=false`: the beacon is answered and nothing kept), on the embedded database with
 * 1,000 verified centers. Alternated twice (off, on, on, off) and the best of each kept, so a burst
 * of noise on the shared machine does not fall on one side only. Each beacon comes from an address
 * of its own (X-Forwarded-For from a trusted proxy), so each is a new visitor: the dearest case,
 * a row kept per visitor and a budget spent per address (ADR 021).
 */
import autocannon from "autocannon";

import { scratchFolder } from "../tests/support/scratch";
import { startServer } from "../tests/support/server";
import { alternated } from "./lib/http";
import { insertCenters, withSql } from "./lib/seed";

const CONNECTIONS = 20;
const CENTERS = 1_000;
const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

export type InsightsResult = {
  /** Page-and-beacon pairs per second. */
  on: { pagesPerSecond: number; p99Ms: number; errors: number };
  off: { pagesPerSecond: number; p99Ms: number; errors: number };
  /** How much slower with counting on: (off − on) / off. */
  slowerBy: number;
  /** Views the database holds for the page after the runs with counting on. */
  viewsCounted: number;
};

/** The n-th visitor's address, as the trusted proxy names it. */
function visitorAddress(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export async function benchInsights(options: { loadSeconds: number }): Promise<InsightsResult> {
  const folder = scratchFolder("lan-bench-insights-");
  try {
    // A first start makes and migrates the database; the centers go in while it is stopped.
    await (await startServer({ port: 3405, dataDir: folder.dir })).stop();
    await withSql({ dataDir: folder.dir }, (client) => insertCenters(client, CENTERS));
    // Numbered across the runs, so the second "on" run's visitors are new too.
    let visitors = 0;
    const run = async (counting: boolean) => {
      const server = await startServer({
        port: 3405,
        dataDir: folder.dir,
        env: { INSIGHTS: String(counting), TRUST_PROXY: "true" },
      });
      try {
        const feed = (await (await fetch(`${server.url}/api/v1/locations`)).json()) as { slug: string[] };
        const slug = feed.slug[0]!;
        const result = await autocannon({
          url: server.url,
          connections: CONNECTIONS,
          duration: options.loadSeconds,
          headers: { "User-Agent": BROWSER, "Accept-Language": "en-US", "Accept-Encoding": "br, gzip" },
          requests: [
            { method: "GET", path: `/lancenters/${slug}` },
            {
              method: "POST",
              path: "/api/insights",
              headers: { "Content-Type": "text/plain", Origin: server.url },
              body: JSON.stringify({ event: "views", centers: [slug] }),
              setupRequest: (request) => ({
                ...request,
                headers: { ...request.headers, "X-Forwarded-For": visitorAddress(visitors++) },
              }),
            },
          ],
        });
        return {
          slug,
          pagesPerSecond: result.requests.average / 2,
          p99Ms: result.latency.p99,
          errors: result.errors + result.timeouts + result["4xx"] + result["5xx"],
        };
      } finally {
        await server.stop();
      }
    };
    const { first: off, second: on } = await alternated(
      () => run(false),
      () => run(true),
      (result) => result.pagesPerSecond,
    );
    const [row] = await withSql({ dataDir: folder.dir }, (client) =>
      client
        .query(
          `select coalesce(sum(count), 0)::int as views from insight_daily
             join locations on locations.id = location_id where locations.slug = $1 and metric = 'views'`,
          [on.slug],
        )
        .then((result) => result.rows as { views: number }[]),
    );
    const strip = ({ pagesPerSecond, p99Ms, errors }: typeof on) => ({ pagesPerSecond, p99Ms, errors });
    return {
      on: strip(on),
      off: strip(off),
      slowerBy: (off.pagesPerSecond - on.pagesPerSecond) / off.pagesPerSecond,
      viewsCounted: row?.views ?? 0,
    };
  } finally {
    folder.remove();
  }
}
