/**
 * Item 10 of bench/README.md: two app processes on one PostgreSQL database behind Debian's nginx
 * (README, "Several processes (scale-out)"), against one process behind the same nginx, on the same
 * database in the same run. Also whether a session made through the balancer is recognised by each
 * process on its own: sessions live in the database, not in a process.
 */
import { existsSync } from "node:fs";
import os from "node:os";

import { createScratchDatabase, scratchFolder } from "../tests/support/scratch";
import { type ServerProcess, startServer } from "../tests/support/server";
import { BENCH_MEMBER_CENTERS, createBenchMember, giveCentersToMember, signInCookie } from "./lib/accounts";
import { BROWSER_PAGE_HEADERS, load, type LoadResult } from "./lib/http";
import { residentMb } from "./lib/memory";
import { NGINX, startLoadBalancer } from "./lib/nginx";
import { insertCenters, withSql } from "./lib/seed";
import { REFERENCE_PATH } from "./pages";

const CONNECTIONS = 20;
const PORTS = { first: 3406, second: 3407, twoBehindNginx: 3408, oneBehindNginx: 3409 } as const;

export type ScaleOutPage = { page: string; one: LoadResult; two: LoadResult; twoOverOne: number };
export type ScaleOutResult =
  | { skipped: string }
  | {
      centers: number;
      pages: ScaleOutPage[];
      /** Each process, asked directly with the session cookie the balancer's sign-in gave. */
      sessionRecognisedBy: boolean[];
      residentMb: { idle: number[]; afterLoad: number[] };
    };

export async function benchScaleOut(options: {
  adminUrl: string;
  loadSeconds: number;
  centers: number;
}): Promise<ScaleOutResult> {
  if (!existsSync(NGINX)) return { skipped: `not installed: ${NGINX} (apt-get install nginx-light)` };
  const folder = scratchFolder("lan-bench-scale-");
  const database = await createScratchDatabase(options.adminUrl, "lan_bench_");
  const target = { databaseUrl: database.url, dataDir: folder.dir };
  const servers: ServerProcess[] = [];
  const balancers: { url: string; stop: () => Promise<void> }[] = [];
  try {
    await createBenchMember(target);
    await withSql(target, async (client) => {
      await insertCenters(client, options.centers);
      await giveCentersToMember(client, BENCH_MEMBER_CENTERS);
    });
    // The site's address is the two-process balancer's; each process reads the client from X-Forwarded-For.
    const siteUrl = `http://127.0.0.1:${PORTS.twoBehindNginx}`;
    for (const port of [PORTS.first, PORTS.second]) {
      servers.push(
        await startServer({
          port,
          ...target,
          env: {
            PUBLIC_URL: siteUrl,
            TRUST_PROXY: "127.0.0.1",
            // Each checks passwords on its share of the machine's cores (README, scale-out).
            PASSWORD_CHECK_CONCURRENCY: String(Math.max(1, Math.floor(os.availableParallelism() / 2))),
          },
        }),
      );
    }
    const two = await startLoadBalancer(
      servers.map((server) => server.url),
      PORTS.twoBehindNginx,
    );
    balancers.push(two);
    const one = await startLoadBalancer([servers[0]!.url], PORTS.oneBehindNginx);
    balancers.push(one);

    const cookie = await signInCookie(two.url);
    const sessionRecognisedBy = await Promise.all(
      servers.map(async (server) => {
        const response = await fetch(`${server.url}/dashboard`, {
          headers: { ...BROWSER_PAGE_HEADERS, Cookie: cookie },
        });
        const html = await response.text();
        return response.status === 200 && html.includes("My LAN Centers");
      }),
    );
    for (const server of servers)
      await (await fetch(`${server.url}/dashboard`, { headers: { Cookie: cookie } })).text();
    const idle = servers.map((server) => residentMb(server.pid));

    const timed = (base: string, path: string, headers: Record<string, string>, expectedStatus?: number) =>
      load(`${base}${path}`, {
        connections: CONNECTIONS,
        seconds: options.loadSeconds,
        headers: { ...BROWSER_PAGE_HEADERS, ...headers },
        expectedStatus,
      });
    const best = (a: LoadResult, b: LoadResult) => (a.requestsPerSecond >= b.requestsPerSecond ? a : b);
    const pages: ScaleOutPage[] = [];
    for (const { page, path, headers, expectedStatus } of [
      { page: "reference (404 page)", path: REFERENCE_PATH, headers: {}, expectedStatus: 404 },
      { page: "/login", path: "/login", headers: {} },
      { page: "/dashboard (signed in)", path: "/dashboard", headers: { Cookie: cookie } },
    ]) {
      // Alternated (one, two, two, one) and the best of each kept: a burst of noise on the shared
      // machine does not fall on one side only.
      const oneFirst = await timed(one.url, path, headers, expectedStatus);
      const twoFirst = await timed(two.url, path, headers, expectedStatus);
      const twoSecond = await timed(two.url, path, headers, expectedStatus);
      const oneSecond = await timed(one.url, path, headers, expectedStatus);
      const oneBest = best(oneFirst, oneSecond);
      const twoBest = best(twoFirst, twoSecond);
      pages.push({
        page,
        one: oneBest,
        two: twoBest,
        twoOverOne: twoBest.requestsPerSecond / oneBest.requestsPerSecond,
      });
    }
    const afterLoad = servers.map((server) => residentMb(server.pid));
    return { centers: options.centers, pages, sessionRecognisedBy, residentMb: { idle, afterLoad } };
  } finally {
    for (const balancer of balancers) await balancer.stop();
    for (const server of servers) await server.stop();
    await database.drop();
    folder.remove();
  }
}
