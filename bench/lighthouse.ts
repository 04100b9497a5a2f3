/**
 * Item 5 of bench/README.md, Lighthouse: the production server with the demo set on a fresh PGlite
 * folder, served as in production: TLS and HTTP/2 at a reverse proxy (Debian's nginx) in front of
 * it; map tiles answered blank by that proxy (a stand-in: no tile server is reachable here); and
 * Lighthouse's mobile run of each page.
 */
import { lighthouseScores, type LighthouseScores } from "./lib/lighthouse";
import { BLANK_TILES_PATH, startTlsProxy } from "./lib/nginx";
import { startServer } from "../tests/support/server";

export const LIGHTHOUSE_PAGES = ["/", "/lancenters", "/games", "/faq"] as const;
/**
 * Performance was held at 95 while the runner's Chromium scored these pages 98-99. Debian's
 * Chromium 156 (November 2026) with software rendering first scored the same pages far lower (65 on
 * `/`, total blocking time ~1.5 s of style, layout and script at Lighthouse's 4x CPU slowdown), and
 * the gate was lowered to 60. Runs of 2026-11-26 and -27 scored 98-99 and it went up to 90; on
 * 2026-11-28 a slower machine (its reference page at half the requests per second) scored the
 * commit that had scored 97-99 (200ffa9) 74-85 on /lancenters, total blocking time 430-1,000 ms.
 * Lighthouse's simulated phone scales the tasks it observes, so the score follows the machine. On
 * 2026-11-29 a slower machine still (its browser suite took twice as long) scored /lancenters 67 at
 * the end of CI, and 75, 77 and 79 alone, the same whether built from this round's start (43dfd91)
 * or its end: at 60 a page that gets much heavier fails, a slower day does not.
 */
export const LIGHTHOUSE_BUDGETS = {
  performance: 60,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
} as const satisfies LighthouseScores;

export async function runLighthouse(runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)) {
  const siteUrl = "https://127.0.0.1:3407";
  const server = await startServer({
    port: 3405,
    env: { SEED_DEMO: "true", PUBLIC_URL: siteUrl, MAP_TILE_URL: `${siteUrl}${BLANK_TILES_PATH}` },
  });
  const proxy = await startTlsProxy(server.url, 3407);
  try {
    return await lighthouseScores(proxy.url, LIGHTHOUSE_PAGES, runs);
  } finally {
    await proxy.stop();
    await server.stop();
  }
}

export function lighthouseRows(scores: Record<string, LighthouseScores>): string[][] {
  return Object.entries(scores).map(([path, score]) => [
    `Lighthouse mobile ${path}`,
    `performance ${score.performance}`,
    `accessibility ${score.accessibility}`,
    `best practices ${score["best-practices"]}`,
    `SEO ${score.seo}`,
  ]);
}
