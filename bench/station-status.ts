/**
 * Free PCs now (issue 57) at scale: 10,000 verified centers, each with a station-status token,
 * report once within one minute through `POST /api/v1/station-status` (about 167 posts a second,
 * spread evenly, on a few kept-alive connections), as venue software reporting every minute would.
 * Measured: the posts per second reached, their latency (from the moment each was due, so a post
 * held behind a slow one counts its wait), the server process's CPU time per status (and on
 * PostgreSQL the database backends' too), errors; then the map's live feed (`GET /api/v1/live`) in
 * brotli, gzip and plain bytes per center with live numbers; and whether the shared pages
 * (`/lancenters`, `/games`) were still answered from their kept copy during the run (ADR 020: a
 * kept copy's CSP names its scripts by hash, a page rendered for its request carries a nonce),
 * with their latency idle and under the posts. See bench/README.md.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import zlib from "node:zlib";

import { hashStationToken } from "../app/features/stations/station-tokens.server";
import { createScratchDatabase, scratchFolder } from "../tests/support/scratch";
import { freePort, startServer, type ServerProcess } from "../tests/support/server";
import { BROWSER_PAGE_HEADERS } from "./lib/http";
import { insertCenters, type SqlClient, withSql } from "./lib/seed";

export type StationStore = "pglite" | "postgres";

/** Posts sent before the measured minute, from centers of their own, so the server is warm. */
const WARM_UP_CENTERS = 300;
/** Kept-alive connections the posts share: a few venue programs' worth at once. */
const CONNECTIONS = 8;
/** Each shared page asked this often during the run (and as often idle, before it). */
const PAGE_EVERY_MS = 200;
const SHARED_PAGES = ["/lancenters", "/games"] as const;
const IDLE_PAGE_SECONDS = 10;
/** Posts without a token, the framework's share of a post (see below). */
const REFERENCE_POSTS = 1000;

/** A center's token, the same each run: `lcs_` and 43 characters, as real tokens are. */
export function benchStationToken(index: number): string {
  return `lcs_${createHash("sha256").update(`bench-station-${index}`).digest("base64url")}`;
}

type Latencies = { count: number; p50Ms: number; p99Ms: number; maxMs: number };

function latencies(milliseconds: number[]): Latencies {
  const sorted = [...milliseconds].sort((a, b) => a - b);
  const at = (fraction: number) => sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
  return { count: sorted.length, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: sorted.at(-1) ?? 0 };
}

const clockTicks = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim()) || 100;

type Cpu = { userMs: number; systemMs: number };

/** User and system CPU time a process has used so far, in ms (fields 14 and 15 of /proc/PID/stat). */
function cpuOf(pid: number): Cpu {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command may hold spaces and parentheses: the fields start after its last ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { userMs: (Number(fields[11]) * 1000) / clockTicks, systemMs: (Number(fields[12]) * 1000) / clockTicks };
  } catch {
    return { userMs: 0, systemMs: 0 }; // gone, or not ours to read
  }
}

const cpuMs = (pid: number) => {
  const cpu = cpuOf(pid);
  return cpu.userMs + cpu.systemMs;
};

/** The CPU `pid` spends while `work` runs. */
async function cpuDuring<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; cpu: Cpu; seconds: number }> {
  const before = cpuOf(pid);
  const started = performance.now();
  const result = await work();
  const after = cpuOf(pid);
  return {
    result,
    cpu: { userMs: after.userMs - before.userMs, systemMs: after.systemMs - before.systemMs },
    seconds: (performance.now() - started) / 1000,
  };
}

/** The CPU time of the PostgreSQL backends connected to `databaseUrl`'s database, by process id. */
async function backendCpu(databaseUrl: string): Promise<Map<number, number>> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const pids = await withSql({ databaseUrl }, (client) =>
    client
      .query("select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()", [name])
      .then(({ rows }) => (rows as { pid: number }[]).map((row) => row.pid)),
  );
  return new Map(pids.map((pid) => [pid, cpuMs(pid)]));
}

/** Gives the first `count` verified centers (by slug) a station-status token each. */
async function insertTokens(client: SqlClient, count: number): Promise<void> {
  const { rows } = await client.query(
    "select id from locations where review_status = 'verified' order by slug limit $1",
    [count],
  );
  const ids = (rows as { id: string }[]).map((row) => row.id);
  if (ids.length < count) throw new Error(`Only ${ids.length} verified centers for ${count} tokens`);
  const tokens = ids.map((_, index) => benchStationToken(index));
  await client.query(
    `insert into station_tokens (location_id, token_hash, hint, label)
       select * from unnest($1::uuid[], $2::text[], $3::text[], $4::text[])`,
    [ids, tokens.map(hashStationToken), tokens.map((token) => token.slice(0, 8)), ids.map(() => "Bench")],
  );
  await client.query("analyze station_tokens");
}

/** A center's report: a believable venue of 20-99 PCs, some of them free. */
function reportOf(index: number): string {
  const total = 20 + (index % 80);
  const free = (index * 7919) % (total + 1);
  return JSON.stringify({ total, free, byKind: { pc: { total, free } } });
}

/** A post's answer: its status, or the connection error's code (ECONNRESET...) when none came. */
type Post = { status: number | string; ms: number };

function post(agent: http.Agent, url: URL, token: string | null, body: string): Promise<number | string> {
  return new Promise((resolve) => {
    const request = http.request(
      url,
      {
        method: "POST",
        agent,
        headers: {
          ...(token && { Authorization: `Bearer ${token}` }),
          "Content-Type": "application/json",
          "Content-Length": Buffer.byteLength(body),
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
      },
    );
    request.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
    request.end(body);
  });
}

/**
 * Posts the reports of centers `from`..`from + count - 1` evenly over `seconds`, on CONNECTIONS
 * kept-alive connections (a post due while all are busy waits for one). Each post's time runs from
 * when it was due.
 */
async function postEvenly(
  baseUrl: string,
  from: number,
  count: number,
  seconds: number,
  { withToken = true }: { withToken?: boolean } = {},
): Promise<Post[]> {
  // Round robin, so no connection idles past the server's keep-alive timeout and is closed under a post.
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS, scheduling: "fifo" });
  const url = new URL("/api/v1/station-status", baseUrl);
  const interval = (seconds * 1000) / count;
  const started = performance.now();
  const posts: Promise<Post>[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const due = started + i * interval;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      posts.push(
        post(agent, url, withToken ? benchStationToken(from + i) : null, reportOf(from + i)).then((status) => ({
          status,
          ms: performance.now() - due,
        })),
      );
    }
    return await Promise.all(posts);
  } finally {
    agent.destroy();
  }
}

type PageCheck = { path: string; latency: Latencies; fromKeptCopy: number; errors: number };

/** Asks each shared page every PAGE_EVERY_MS as a browser without a session, until `until` settles. */
async function watchSharedPages(baseUrl: string, until: Promise<unknown>): Promise<PageCheck[]> {
  let running = true;
  void until.finally(() => (running = false));
  return Promise.all(
    SHARED_PAGES.map(async (path) => {
      const times: number[] = [];
      let fromKeptCopy = 0;
      let errors = 0;
      while (running) {
        const started = performance.now();
        const response = await fetch(`${baseUrl}${path}`, { headers: BROWSER_PAGE_HEADERS }).catch(() => null);
        if (response) await response.arrayBuffer();
        times.push(performance.now() - started);
        if (response?.status !== 200) errors++;
        // A kept copy names its scripts by hash; a page rendered for its request carries a nonce.
        else if (!response.headers.get("content-security-policy")?.includes("'nonce-")) fromKeptCopy++;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, PAGE_EVERY_MS - (performance.now() - started))));
      }
      return { path, latency: latencies(times), fromKeptCopy, errors };
    }),
  );
}

/** One GET of the live feed in an encoding: the bytes on the wire and the centers it holds. */
async function liveFeedBytes(baseUrl: string, encoding: "br" | "gzip" | "identity") {
  return new Promise<{ bytes: number; count: number }>((resolve, reject) => {
    http
      .get(`${baseUrl}/api/v1/live`, { headers: { "Accept-Encoding": encoding }, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const body = Buffer.concat(chunks);
          const sent = response.headers["content-encoding"];
          const plain =
            sent === "br" ? zlib.brotliDecompressSync(body) : sent === "gzip" ? zlib.gunzipSync(body) : body;
          if (response.statusCode !== 200) reject(new Error(`GET /api/v1/live answered ${response.statusCode}`));
          else resolve({ bytes: body.length, count: (JSON.parse(plain.toString("utf8")) as { count: number }).count });
        });
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

export type StationStatusResult = Awaited<ReturnType<typeof benchStationStatus>>;

export async function benchStationStatus(
  store: StationStore,
  options: { adminUrl: string; centers: number; seconds: number },
) {
  const folder = scratchFolder("lan-bench-stations-");
  const database = store === "postgres" ? await createScratchDatabase(options.adminUrl, "lan_bench_") : null;
  const target = { databaseUrl: database?.url, dataDir: folder.dir };
  const port = await freePort();
  let server: ServerProcess | null = null;
  try {
    // A first start makes and migrates the database; the centers go in while it is stopped.
    await (await startServer({ port, ...target })).stop();
    await withSql(target, async (client) => {
      await insertCenters(client, options.centers + WARM_UP_CENTERS);
      await insertTokens(client, options.centers + WARM_UP_CENTERS);
    });
    const profileDir = process.env.BENCH_STATION_PROFILE;
    server = await startServer({
      port,
      ...target,
      // A CPU profile of the server's whole run, written when it stops (open it in Chrome's DevTools).
      ...(profileDir && {
        command: [process.execPath, "--cpu-prof", `--cpu-prof-dir=${profileDir}`, "build/server/start.js"],
      }),
    });
    const baseUrl = server.url;
    for (const path of SHARED_PAGES)
      await (await fetch(`${baseUrl}${path}`, { headers: BROWSER_PAGE_HEADERS })).arrayBuffer();

    // The warm-up: its own centers, so each measured center still reports once.
    const warmUp = await postEvenly(baseUrl, options.centers, WARM_UP_CENTERS, 5);
    // The pages alone first: what they cost the server is taken out of the posts' CPU below.
    const idle = await cpuDuring(server.pid, () =>
      watchSharedPages(baseUrl, new Promise((resolve) => setTimeout(resolve, IDLE_PAGE_SECONDS * 1000))),
    );
    const idlePages = idle.result;
    const idleCpuPerSecond = (idle.cpu.userMs + idle.cpu.systemMs) / idle.seconds;
    const backendsBefore = database ? await backendCpu(database.url) : new Map<number, number>();
    const posting = postEvenly(baseUrl, 0, options.centers, options.seconds);
    const measured = await cpuDuring(server.pid, async () => {
      const pages = await watchSharedPages(baseUrl, posting);
      return { pages, posts: await posting };
    });
    const { pages: busyPages, posts } = measured.result;
    const elapsedSeconds = measured.seconds;
    const serverCpuMs = measured.cpu.userMs + measured.cpu.systemMs;
    const backendsAfter = database ? await backendCpu(database.url) : new Map<number, number>();
    const databaseCpuMs = database
      ? [...backendsAfter].reduce((sum, [pid, after]) => sum + after - (backendsBefore.get(pid) ?? 0), 0)
      : null;

    // The reference, on the server as warm as it is now: the same posts at the same pace without a
    // token, answered 401 before any database work: what the HTTP server, Hono and React Router's
    // action cost a post.
    const referenceCount = Math.min(REFERENCE_POSTS, options.centers);
    // The pages are watched meanwhile as during the posts, so the idle share taken out is the same.
    const reference = await cpuDuring(server.pid, async () => {
      const referencePosts = postEvenly(
        baseUrl,
        0,
        referenceCount,
        (options.seconds * referenceCount) / options.centers,
        {
          withToken: false,
        },
      );
      await watchSharedPages(baseUrl, referencePosts);
      return referencePosts;
    });

    const ok = posts.filter((entry) => entry.status === 200);
    const statuses: Record<string, number> = {};
    for (const entry of posts) statuses[entry.status] = (statuses[entry.status] ?? 0) + 1;
    // Past LIVE_FEED_SECONDS, so the feed is read again with every status in it.
    await new Promise((resolve) => setTimeout(resolve, 16_000));
    const feed = {
      br: await liveFeedBytes(baseUrl, "br"),
      gzip: await liveFeedBytes(baseUrl, "gzip"),
      identity: await liveFeedBytes(baseUrl, "identity"),
    };
    const liveCenters = feed.br.count;
    // Read once the server has stopped: PGlite's folder is the server's while it runs.
    await server.stop();
    server = null;
    const [counted] = await withSql(target, (client) =>
      client
        .query("select coalesce(sum(reports), 0)::int as reports from station_hours")
        .then(({ rows }) => rows as { reports: number }[]),
    );
    return {
      store,
      centers: options.centers,
      seconds: options.seconds,
      warmUpErrors: warmUp.filter((entry) => entry.status !== 200).length,
      posts: {
        sent: posts.length,
        stored: ok.length,
        perSecond: posts.length / elapsedSeconds,
        latency: latencies(posts.map((entry) => entry.ms)),
        errors: posts.length - ok.length,
        statuses,
        /** Reports the database holds afterwards (the warm-up's included). */
        inDatabase: counted?.reports ?? 0,
      },
      cpu: {
        serverMs: serverCpuMs,
        serverMsPerStatus: serverCpuMs / posts.length,
        serverSystemMsPerStatus: measured.cpu.systemMs / posts.length,
        /** The same, less what the watched pages and the idle server cost in as long (measured before). */
        postsMsPerStatus: (serverCpuMs - idleCpuPerSecond * elapsedSeconds) / posts.length,
        databaseMs: databaseCpuMs,
        databaseMsPerStatus: databaseCpuMs === null ? null : databaseCpuMs / posts.length,
        /** The share of one core the server used while the posts ran (pages watched included). */
        serverCoreShare: serverCpuMs / 1000 / elapsedSeconds,
        /** A post without a token (401 before any database work), less the idle server's share. */
        referenceMsPerPost:
          (reference.cpu.userMs + reference.cpu.systemMs - idleCpuPerSecond * reference.seconds) /
          reference.result.length,
        referenceLatency: latencies(reference.result.map((entry) => entry.ms)),
        referenceErrors: reference.result.filter((entry) => entry.status !== 401).length,
      },
      liveFeed: {
        centers: liveCenters,
        brotliBytes: feed.br.bytes,
        gzipBytes: feed.gzip.bytes,
        plainBytes: feed.identity.bytes,
        brotliPerCenter: feed.br.bytes / liveCenters,
        gzipPerCenter: feed.gzip.bytes / liveCenters,
        plainPerCenter: feed.identity.bytes / liveCenters,
      },
      sharedPages: SHARED_PAGES.map((path) => {
        const idle = idlePages.find((page) => page.path === path)!;
        const busy = busyPages.find((page) => page.path === path)!;
        return { path, idle, busy };
      }),
    };
  } finally {
    await server?.stop();
    await database?.drop();
    folder.remove();
  }
}

type Row = string[];
const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

/** The table's rows, one column per database. */
export function stationStatusRows(results: StationStatusResult[]): Row[] {
  const each = (cell: (result: StationStatusResult) => string) => results.map(cell);
  return [
    ["posts sent (one per center, evenly over the minute)", ...each((r) => r.posts.sent.toLocaleString("en-US"))],
    ["posts/s reached", ...each((r) => r.posts.perSecond.toFixed(1))],
    [
      "post latency p50 / p99 / max (from when due)",
      ...each((r) => `${ms(r.posts.latency.p50Ms)} / ${ms(r.posts.latency.p99Ms)} / ${ms(r.posts.latency.maxMs)}`),
    ],
    [
      "errors (not 200)",
      ...each((r) => `${r.posts.errors}${r.posts.errors ? ` ${JSON.stringify(r.posts.statuses)}` : ""}`),
    ],
    [
      "server CPU per status (of which system)",
      ...each((r) => `${ms(r.cpu.serverMsPerStatus)} (${ms(r.cpu.serverSystemMsPerStatus)})`),
    ],
    ["  less the watched pages' share (measured idle)", ...each((r) => ms(r.cpu.postsMsPerStatus))],
    [
      "  reference: a post without a token (401, no database), CPU / p99",
      ...each(
        (r) =>
          `${ms(r.cpu.referenceMsPerPost)} / ${ms(r.cpu.referenceLatency.p99Ms)}${r.cpu.referenceErrors ? ` (${r.cpu.referenceErrors} not 401)` : ""}`,
      ),
    ],
    ["server CPU, share of one core over the minute", ...each((r) => `${(r.cpu.serverCoreShare * 100).toFixed(1)} %`)],
    [
      "database backends' CPU per status",
      ...each((r) => (r.cpu.databaseMsPerStatus === null ? "in the server (PGlite)" : ms(r.cpu.databaseMsPerStatus))),
    ],
    ["GET /api/v1/live: centers with live numbers", ...each((r) => r.liveFeed.centers.toLocaleString("en-US"))],
    [
      "  bytes per center, brotli / gzip / none",
      ...each(
        (r) =>
          `${r.liveFeed.brotliPerCenter.toFixed(1)} / ${r.liveFeed.gzipPerCenter.toFixed(1)} / ${r.liveFeed.plainPerCenter.toFixed(1)} B`,
      ),
    ],
    ["  whole body, brotli", ...each((r) => `${(r.liveFeed.brotliBytes / 1024).toFixed(1)} KB`)],
    ...results[0]!.sharedPages.flatMap(({ path }, index) => [
      [
        `${path} p50 / p99 idle`,
        ...each(
          (r) => `${ms(r.sharedPages[index]!.idle.latency.p50Ms)} / ${ms(r.sharedPages[index]!.idle.latency.p99Ms)}`,
        ),
      ],
      [
        `${path} p50 / p99 during the posts`,
        ...each(
          (r) => `${ms(r.sharedPages[index]!.busy.latency.p50Ms)} / ${ms(r.sharedPages[index]!.busy.latency.p99Ms)}`,
        ),
      ],
      [
        `${path} answered from the kept copy during the posts`,
        ...each((r) => {
          const busy = r.sharedPages[index]!.busy;
          return `${busy.fromKeptCopy} of ${busy.latency.count}${busy.errors ? `, ${busy.errors} errors` : ""}`;
        }),
      ],
    ]),
  ];
}
