/**
 * Item 10 of bench/README.md: two app processes on one PostgreSQL database behind Debian's nginx
 * (`docs/scale-out.md`), against one process behind the same nginx, on the same
 * database in the same run. Also whether a session made through the balancer is recognised by each
 * process on its own: sessions live in the database, not in a process.
 */
import { existsSync } from "node:fs";

import { createScratchDatabase, scratchFolder } from "../tests/support/scratch";
import type { ServerProcess } from "../tests/support/server";
import { BENCH_MEMBER_CENTERS, createBenchMember, giveCentersToMember, signInCookie } from "./lib/accounts";
import { alternated, BROWSER_PAGE_HEADERS, load, type LoadResult } from "./lib/http";
import { residentMb } from "./lib/memory";
import { NGINX, startLoadBalancer } from "./lib/nginx";
import { startProcessesBehindNginx } from "./lib/processes-behind-nginx";
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
    const group = await startProcessesBehindNginx({
      ports: [PORTS.first, PORTS.second],
      balancerPort: PORTS.twoBehindNginx,
      ...target,
    });
    servers.push(...group.servers);
    const two = group.balancer;
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
    const idle = servers.map((server) => residentMb(server.pid));

    const timed = (base: string, path: string, headers: Record<string, string>, expectedStatus?: number) =>
      load(`${base}${path}`, {
        connections: CONNECTIONS,
        seconds: options.loadSeconds,
        headers: { ...BROWSER_PAGE_HEADERS, ...headers },
        expectedStatus,
      });
    const pages: ScaleOutPage[] = [];
    for (const { page, path, headers, expectedStatus } of [
      { page: "reference (404 page)", path: REFERENCE_PATH, headers: {}, expectedStatus: 404 },
      { page: "/login", path: "/login", headers: {} },
      { page: "/dashboard (signed in)", path: "/dashboard", headers: { Cookie: cookie } },
    ]) {
      const runs = await alternated(
        () => timed(one.url, path, headers, expectedStatus),
        () => timed(two.url, path, headers, expectedStatus),
        (run) => run.requestsPerSecond,
      );
      pages.push({
        page,
        one: runs.first,
        two: runs.second,
        twoOverOne: runs.second.requestsPerSecond / runs.first.requestsPerSecond,
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
