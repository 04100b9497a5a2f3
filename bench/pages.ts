/**
 * Item 1, 2, 6, 7 and 9 of bench/README.md, per database (PGlite, then PostgreSQL): a prerendered
 * page against nginx serving the same file (PGlite run only: the database plays no part), each
 * server-rendered page against the reference (a bare page in the same root layout, rendered by the
 * same server: the 404 page) and the reference against a bare React Router page on the same server
 * stack (bench/lib/bare-server.ts), the server-rendered /lancenters and a signed-in /dashboard with
 * 10,000 verified centers, sign-ins per second, and the server's resident memory idle, at its peak
 * under the page load and a minute after it.
 */
import path from "node:path";

import {
  BENCH_MEMBER,
  BENCH_MEMBER_CENTERS,
  createBenchMember,
  giveCentersToMember,
  signInCookie,
} from "./lib/accounts";
import { startBareServer } from "./lib/bare-server";
import { alternated, BROWSER_PAGE_HEADERS, load, type LoadResult, median } from "./lib/http";
import { peakResidentMb, residentMb } from "./lib/memory";
import { startNginx, staticToolsMissing, wrk, type WrkResult } from "./lib/nginx";
import { createScratchDatabase, scratchFolder } from "../tests/support/scratch";
import { ROOT, startServer } from "../tests/support/server";
import { insertCenters, withSql } from "./lib/seed";

export type Store = "pglite" | "postgres";

const STATIC_CONNECTIONS = 50;
/** Any query makes a shared page render for its request, as a search or a page of results does. */
const RENDER_QUERY = "?bench=render";
/** How long the server is left alone after the page load before its memory is read again. */
const SETTLE_MS = 60_000;

/** The pages measured against the reference, and the share of its speed each must reach. */
export const PAGE_TARGETS = [
  { page: "/login", target: 0.5 },
  { page: "/faq", target: 0.5 },
  { page: "/games", target: 0.5 },
  { page: "/lancenters", target: 0.5 },
  { page: "a center's page", target: 0.5 },
  { page: "/dashboard (signed in)", target: 0.25 },
] as const;
/** No route claims it: the root layout around the 404 page, and nothing else. */
export const REFERENCE_PATH = "/bench-reference-page";
const PAGE_CONNECTIONS = 20;
/** The bare React Router page's own server (bench/lib/bare-server.ts). */
const BARE_PORT = 3405;
const SIGN_IN_CONNECTIONS = 8;

export type PagesResult = Awaited<ReturnType<typeof benchPagesOn>>;

export async function benchPagesOn(
  store: Store,
  options: { adminUrl: string; loadSeconds: number; centers: number; withStatic: boolean },
) {
  const folder = scratchFolder("lan-bench-");
  const database = store === "postgres" ? await createScratchDatabase(options.adminUrl, "lan_bench_") : null;
  const target = { databaseUrl: database?.url, dataDir: folder.dir };
  try {
    await createBenchMember(target);
    const centerPage = await withSql(target, async (client) => {
      await insertCenters(client, options.centers);
      await giveCentersToMember(client, BENCH_MEMBER_CENTERS);
      // A verified center with hours, games and parties near, as most are.
      const { rows } = await client.query(
        `select slug from locations where review_status = 'verified' and opening_hours is not null order by slug limit 1`,
      );
      return `/lancenters/${(rows[0] as { slug: string }).slug}`;
    });

    const server = await startServer({ port: 3403, ...target });
    try {
      const cookie = await signInCookie(server.url);
      // Each page once, so what is measured idle is a server that has served them.
      for (const page of ["/", "/lancenters", "/games", "/faq", "/login", centerPage, REFERENCE_PATH]) {
        await (await fetch(`${server.url}${page}`)).arrayBuffer();
      }
      await fetch(`${server.url}/dashboard`, { headers: { Cookie: cookie } });
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const idleMb = residentMb(server.pid);

      let staticPage: { ours: WrkResult; nginx: WrkResult } | { skipped: string } | null = null;
      if (options.withStatic) {
        const missing = staticToolsMissing();
        if (missing) staticPage = { skipped: missing };
        else {
          const nginx = await startNginx(path.join(ROOT, "build", "client", "index.html"), 3404);
          try {
            const runs = await alternated(
              async () => wrk(nginx.url, STATIC_CONNECTIONS, options.loadSeconds),
              async () => wrk(`${server.url}/`, STATIC_CONNECTIONS, options.loadSeconds),
              (run) => run.requestsPerSecond,
            );
            staticPage = { nginx: runs.first, ours: runs.second };
          } finally {
            await nginx.stop();
          }
        }
      }

      // Each page against a run of the reference made just before it, with a browser's headers; the
      // memory's peak is the highest seen during the pass. A reference run of its own per page
      // compares two runs made in the same state (the heap after the pages before it, the shared
      // machine's other work that minute), not every page with one run made first.
      const timed = (path: string, headers: Record<string, string> = {}, expectedStatus?: number) =>
        load(`${server.url}${path}`, {
          connections: PAGE_CONNECTIONS,
          seconds: options.loadSeconds,
          headers: { ...BROWSER_PAGE_HEADERS, ...headers },
          expectedStatus,
        });
      // What the framework costs before our layout: the bare page's server and the reference,
      // alternated with the same load, the better run of each kept.
      const bareServer = await startBareServer(BARE_PORT);
      let framework;
      try {
        const runs = await alternated(
          () => timed(REFERENCE_PATH, {}, 404),
          async () =>
            load(`${bareServer.url}/`, {
              connections: PAGE_CONNECTIONS,
              seconds: options.loadSeconds,
              headers: BROWSER_PAGE_HEADERS,
            }),
          (run) => run.requestsPerSecond,
        );
        framework = {
          bare: runs.second,
          reference: runs.first,
          referenceOverBare: runs.first.requestsPerSecond / runs.second.requestsPerSecond,
        };
      } finally {
        await bareServer.stop();
      }
      const references: LoadResult[] = [];
      const paired = async (path: string, headers: Record<string, string> = {}) => {
        const reference = await timed(REFERENCE_PATH, {}, 404);
        references.push(reference);
        const page = await timed(path, headers);
        return { ...page, ratio: page.requestsPerSecond / reference.requestsPerSecond };
      };
      const { result: pages, peakMb } = await peakResidentMb(server.pid, async () => ({
        "/login": await paired("/login"),
        "/faq": await paired("/faq"),
        "/games": await paired("/games"),
        "/lancenters": await paired("/lancenters"),
        "a center's page": await paired(centerPage),
        "/dashboard (signed in)": await paired("/dashboard", { Cookie: cookie }),
        // The shared pages rendered as a query makes them (server/shared-pages.ts): each render's cost.
        rendered: {
          "/faq": await paired(`/faq${RENDER_QUERY}`),
          "/games": await paired(`/games${RENDER_QUERY}`),
          "/lancenters": await paired(`/lancenters${RENDER_QUERY}`),
          "a center's page": await paired(`${centerPage}${RENDER_QUERY}`),
        } as Partial<Record<string, LoadResult & { ratio: number }>>,
      }));
      const ratios = PAGE_TARGETS.map(({ page, target }) => {
        const rendered = pages.rendered[page];
        return {
          page,
          target,
          ...pages[page],
          overBare: pages[page].requestsPerSecond / framework.bare.requestsPerSecond,
          renderedRequestsPerSecond: rendered?.requestsPerSecond ?? null,
          renderedRatio: rendered?.ratio ?? null,
        };
      });
      // The reference as the table shows it: its runs' median speed, their worst p99, all their errors.
      const reference = {
        requestsPerSecond: median(references.map((run) => run.requestsPerSecond)),
        p99Ms: Math.max(...references.map((run) => run.p99Ms)),
        errors: references.reduce((sum, run) => sum + run.errors, 0),
        runs: references.length,
      };
      const afterLoadMb = residentMb(server.pid);
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      const aMinuteAfterMb = residentMb(server.pid);

      const signIns = await load(`${server.url}/login`, {
        method: "POST",
        connections: SIGN_IN_CONNECTIONS,
        seconds: options.loadSeconds,
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
        body: new URLSearchParams(BENCH_MEMBER).toString(),
      });

      return {
        store,
        centers: options.centers,
        staticPage,
        lancenters: pages["/lancenters"],
        dashboard: pages["/dashboard (signed in)"],
        // Signed in (302); a check the gate refused (503 with Retry-After) is counted apart.
        signInsPerSecond: (signIns.statuses["302"] ?? 0) / options.loadSeconds,
        signInsRefusedPerSecond: (signIns.statuses["503"] ?? 0) / options.loadSeconds,
        signInP99Ms: signIns.p99Ms,
        signInErrors: signIns.errors - (signIns.statuses["503"] ?? 0),
        centerPage,
        reference,
        framework,
        ratios,
        memory: { idleMb, peakMb, afterLoadMb, aMinuteAfterMb },
      };
    } finally {
      await server.stop();
    }
  } finally {
    folder.remove();
    await database?.drop();
  }
}
