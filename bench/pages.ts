/**
 * Item 1, 2, 6 and 7 of bench/README.md, per database (PGlite, then PostgreSQL): a prerendered page
 * against nginx serving the same file (PGlite run only: the database plays no part), the
 * server-rendered /lancenters and a signed-in /dashboard with 10,000 verified centers, sign-ins
 * per second, and the server's resident memory idle and at the end of that load.
 */
import path from "node:path";

import { BENCH_MEMBER, createBenchMember, giveCentersToMember, signInCookie } from "./lib/accounts";
import { load } from "./lib/http";
import { peakResidentMb, residentMb } from "./lib/memory";
import { startNginx, staticToolsMissing, wrk, type WrkResult } from "./lib/nginx";
import { createScratchDatabase, scratchFolder } from "../tests/support/scratch";
import { ROOT, startServer } from "../tests/support/server";
import { insertCenters, withSql } from "./lib/seed";

export type Store = "pglite" | "postgres";

const STATIC_CONNECTIONS = 50;
const PAGE_CONNECTIONS = 20;
const SIGN_IN_CONNECTIONS = 8;
/** Centers the bench member owns: a full dashboard, not an empty one. */
const OWNED_CENTERS = 25;

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
    await withSql(target, async (client) => {
      await insertCenters(client, options.centers);
      await giveCentersToMember(client, OWNED_CENTERS);
    });

    const server = await startServer({ port: 3403, ...target });
    try {
      const cookie = await signInCookie(server.url);
      // Each page once, so what is measured idle is a server that has served them.
      for (const page of ["/", "/lancenters", "/games", "/faq"]) await fetch(`${server.url}${page}`);
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
            const seconds = options.loadSeconds;
            // Alternated twice, so a burst of noise on the shared machine does not fall on one side only.
            const first = {
              nginx: wrk(nginx.url, STATIC_CONNECTIONS, seconds),
              ours: wrk(`${server.url}/`, STATIC_CONNECTIONS, seconds),
            };
            const second = {
              ours: wrk(`${server.url}/`, STATIC_CONNECTIONS, seconds),
              nginx: wrk(nginx.url, STATIC_CONNECTIONS, seconds),
            };
            const best = (a: WrkResult, b: WrkResult) => (a.requestsPerSecond >= b.requestsPerSecond ? a : b);
            staticPage = { ours: best(first.ours, second.ours), nginx: best(first.nginx, second.nginx) };
          } finally {
            await nginx.stop();
          }
        }
      }

      const { result: pages, peakMb } = await peakResidentMb(server.pid, async () => {
        const lancenters = await load(`${server.url}/lancenters`, {
          connections: PAGE_CONNECTIONS,
          seconds: options.loadSeconds,
          headers: { "Accept-Encoding": "br, gzip" },
        });
        const dashboard = await load(`${server.url}/dashboard`, {
          connections: PAGE_CONNECTIONS,
          seconds: options.loadSeconds,
          headers: { "Accept-Encoding": "br, gzip", Cookie: cookie },
        });
        return { lancenters, dashboard };
      });
      const afterLoadMb = residentMb(server.pid);

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
        lancenters: pages.lancenters,
        dashboard: pages.dashboard,
        signInsPerSecond: signIns.requestsPerSecond,
        signInP99Ms: signIns.p99Ms,
        signInErrors: signIns.errors,
        memory: { idleMb, peakMb, afterLoadMb },
      };
    } finally {
      await server.stop();
    }
  } finally {
    folder.remove();
    await database?.drop();
  }
}
