/**
 * `npm run test:load` (not in CI): the production server under LOAD_CONNECTIONS (200) concurrent
 * connections for LOAD_SECONDS (60), with a mix of public pages, the map API, sign-ins and
 * signed-in dashboard reads, in three runs (LOAD_DATABASES): on the embedded database (pglite), on
 * PostgreSQL (postgres), and as two app processes on one PostgreSQL database behind Debian's nginx
 * as the load balancer (two-processes). Prints requests, errors and p50/p99 per kind against the
 * budget, and each server's resident memory before, at its peak and after a settle period. "Before"
 * is measured after a warm-up at full concurrency and the same settle period (the heap kept for
 * this many connections), beside the idle size at start. Exits 1 on any error, a p99 over budget,
 * or memory that does not come back within the margin.
 *
 * Sign-ins are offered at LOAD_SIGNIN_RATE (60/s), above what this machine can hash (~30/s): each
 * server checks what its cores can and refuses the rest at once (503 with Retry-After). Admitted
 * and refused sign-ins are reported apart, each within the budget; a refusal is not an error. The
 * abuse limits (10 sign-ins per 10 minutes per address) would refuse every sign-in after the tenth:
 * the servers run with RATE_LIMIT_SCALE=LOAD_RATE_LIMIT_SCALE (100000).
 *
 * After the mixed load, each run has a ticket rush (tests/load/ticket-rush.ts: its settings are
 * there). LOAD_ONLY=tickets runs the rush alone (a few minutes), LOAD_ONLY=mixed the mixed load alone.
 */
import os from "node:os";
import path from "node:path";

import { existsSync } from "node:fs";

import { mixedLoad, type KindResult, type LoadKind, type OutcomeResult } from "../../bench/lib/http";
import { residentMb } from "../../bench/lib/memory";
import { NGINX } from "../../bench/lib/nginx";
import { startProcessesBehindNginx } from "../../bench/lib/processes-behind-nginx";
import { seedCenters } from "../../bench/lib/seed";
import { createScratchDatabase, type ScratchDatabase, type ScratchFolder, scratchFolder } from "../support/scratch";
import { ensureBuild, type ServerProcess, startServer } from "../support/server";
import { type MailCatcher, startMailCatcher } from "../faults/lib/mail-catcher";
import { centerForm, MEMBER_PASSWORD, signUpMember } from "../faults/lib/members";
import { numberSetting, POSTGRES_ADMIN_URL, SCRATCH_PREFIX, sleep } from "../faults/lib/settings";
import { rushSettings, ticketRush, type RushResult } from "./ticket-rush";

const seconds = numberSetting("LOAD_SECONDS", 60);
const connections = numberSetting("LOAD_CONNECTIONS", 200);
const p99BudgetMs = numberSetting("LOAD_P99_BUDGET_MS", 1500);
const settleSeconds = numberSetting("LOAD_SETTLE_SECONDS", 30);
// As long as the measured run: shorter, the heap is still growing to its size for this load (seen on
// PGlite: +189 MB after a 15 s warm-up, -16 MB after a 60 s one).
const warmUpSeconds = numberSetting("LOAD_WARMUP_SECONDS", seconds);
const rssMarginMb = numberSetting("LOAD_RSS_MARGIN_MB", 150);
// The measured run's new connections are accepted one per turn of a busy server's event loop: the
// first seconds are that, not the steady load, and are not timed (bench/lib/http.ts, mixedLoad).
const rampSeconds = numberSetting("LOAD_RAMP_SECONDS", 10);
const signInRate = numberSetting("LOAD_SIGNIN_RATE", 60);
const rateLimitScale = numberSetting("LOAD_RATE_LIMIT_SCALE", 100000);
const postgresCenters = numberSetting("LOAD_POSTGRES_CENTERS", 1000);
const portBase = numberSetting("LOAD_PORT_BASE", 4430);
const serverLog = path.join(os.tmpdir(), `lan-load-${process.pid}.log`);
const databases = (process.env.LOAD_DATABASES ?? "pglite,postgres,two-processes").split(",").map((name) => name.trim());
const only = process.env.LOAD_ONLY?.trim() || "";
if (!["", "mixed", "tickets"].includes(only)) throw new Error(`LOAD_ONLY is "mixed" or "tickets", not "${only}"`);
const mixed = only !== "tickets";
const tickets = only !== "mixed";

const PAGE_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

/** How the connections are shared out: most visitors read pages; few sign in. */
function kinds(cookie: string, email: string): LoadKind[] {
  const share = (fraction: number) => Math.max(1, Math.round(connections * fraction));
  return [
    {
      name: "pages (/, /lancenters, /games, /faq)",
      connections: share(0.45),
      // As a browser asks for a page (its Accept names HTML), without a session.
      requests: ["/", "/lancenters", "/games", "/faq"].map((path) => ({ path, headers: { accept: PAGE_ACCEPT } })),
      expected: [200],
    },
    {
      name: "map API /api/v1/locations",
      connections: share(0.25),
      requests: [{ path: "/api/v1/locations" }],
      expected: [200],
    },
    {
      name: "dashboard (signed in)",
      connections: share(0.2),
      requests: [{ path: "/dashboard", headers: { cookie } }],
      expected: [200],
    },
    {
      name: `sign-in POST /login (${signInRate}/s offered)`,
      // Enough to keep up the rate while each answer takes a few hundred milliseconds.
      connections: share(0.1),
      overallRate: signInRate,
      requests: [
        {
          method: "POST",
          path: "/login",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ email, password: MEMBER_PASSWORD }).toString(),
        },
      ],
      // A right password leads to the dashboard; a busy server says to come back (503), a rate limit 429.
      expected: [302],
      refused: [503, 429],
    },
  ];
}

/** Resident memory of one server process, in MB. */
type Memory = { idle: number; before: number; peak: number; after: number };

type Run = {
  database: string;
  /** The mixed load's kinds (none with LOAD_ONLY=tickets). */
  results: KindResult[];
  /** One entry per app process. */
  rss: Memory[];
  rush: RushResult | null;
  failures: string[];
};

/** The runs LOAD_DATABASES may name. */
const RUNS = ["pglite", "postgres", "two-processes"];

async function run(database: string, index: number): Promise<Run> {
  const mail = await startMailCatcher({ smtp: portBase + 10 + index * 2, api: portBase + 11 + index * 2 });
  let scratch: ScratchDatabase | null = null;
  // The embedded database's folder, kept while its server is stopped and started again (the rush).
  let dataDir: ScratchFolder | null = null;
  const servers: ServerProcess[] = [];
  let balancer: { url: string; stop: () => Promise<void> } | undefined;
  const settings = {
    SMTP_URL: mail.smtpUrl,
    MAIL_DELIVERY: "smtp",
    RATE_LIMIT_SCALE: String(rateLimitScale),
    // The embedded database gets its small demo set; PostgreSQL the seeded centers below.
    SEED_DEMO: "true",
  };
  const start = async () => {
    if (database === "two-processes") {
      const group = await startProcessesBehindNginx({
        ports: [portBase + 20 + index * 2, portBase + 21 + index * 2],
        balancerPort: portBase + index,
        databaseUrl: scratch!.url,
        env: settings,
        output: { file: serverLog },
      });
      servers.push(...group.servers);
      balancer = group.balancer;
    } else {
      servers.push(
        await startServer({
          port: portBase + index,
          databaseUrl: scratch?.url,
          dataDir: dataDir?.dir,
          env: settings,
          output: { file: serverLog },
        }),
      );
    }
  };
  const stop = async () => {
    await balancer?.stop();
    balancer = undefined;
    for (const server of servers.splice(0)) await server.stop();
  };
  try {
    if (database === "pglite") dataDir = scratchFolder("lan-load-");
    else scratch = await createScratchDatabase(POSTGRES_ADMIN_URL, SCRATCH_PREFIX);
    await start();
    const siteUrl = balancer?.url ?? servers[0]!.url;
    const failures: string[] = [];
    const mixedRun = mixed ? await mixedRuns(siteUrl, mail, scratch, servers, failures) : { results: [], rss: [] };
    const rush = tickets
      ? await ticketRush(
          {
            url: siteUrl,
            databaseUrl: scratch?.url,
            dataDir: dataDir?.dir,
            start,
            stop,
            alive: () => servers.every((server) => server.alive()),
          },
          p99BudgetMs,
        )
      : null;
    failures.push(...(rush?.failures ?? []));
    return { database, ...mixedRun, rush, failures };
  } finally {
    await stop();
    await mail.stop();
    await scratch?.drop();
    dataDir?.remove();
  }
}

/** The warm-up, the measured mixed load and the memory around it; its failures are added to `failures`. */
async function mixedRuns(
  siteUrl: string,
  mail: MailCatcher,
  scratch: ScratchDatabase | null,
  servers: ServerProcess[],
  failures: string[],
): Promise<{ results: KindResult[]; rss: Memory[] }> {
  // The tables exist once the server has applied the migrations.
  if (scratch) await seedCenters(scratch.url, postgresCenters);
  const { visitor, email } = await signUpMember(siteUrl, mail, "load");
  for (const name of ["Load Center One", "Load Center Two"]) {
    await (await visitor.post("/register-lan-center", centerForm(name))).arrayBuffer();
  }
  const resident = () => servers.map((server) => residentMb(server.pid));
  const idle = resident();
  // A warm-up at full concurrency, then the settle period: the heap the runtime keeps for this
  // many connections is the level to come back to, and the first compilations are not measured.
  await mixedLoad(siteUrl, kinds(visitor.cookieHeader(), email), warmUpSeconds);
  await sleep(settleSeconds * 1000);
  const before = resident();
  const peak = [...before];
  const sampler = setInterval(() => {
    resident().forEach((mb, server) => (peak[server] = Math.max(peak[server]!, mb)));
  }, 250);
  const results = await mixedLoad(siteUrl, kinds(visitor.cookieHeader(), email), seconds, rampSeconds);
  clearInterval(sampler);
  await sleep(settleSeconds * 1000);
  const after = resident();

  const overBudget = (name: string, p99Ms: number) => {
    if (p99Ms > p99BudgetMs) failures.push(`${name}: p99 ${p99Ms} ms over ${p99BudgetMs} ms`);
  };
  for (const result of results) {
    if (result.errors > 0) failures.push(`${result.name}: ${result.errors} errors`);
    // Connections the server never got round to: their requests are neither answers nor errors.
    if (result.requests === 0) failures.push(`${result.name}: no answer in ${seconds} s (${result.inFlight} sent)`);
    if (!result.outcomes) overBudget(result.name, result.p99Ms);
    else
      for (const [outcome, timing] of Object.entries(result.outcomes))
        overBudget(`${result.name}, ${outcome}`, timing.p99Ms);
  }
  servers.forEach((server, number) => {
    const which = servers.length > 1 ? `process ${number + 1}: ` : "";
    if (after[number]! - before[number]! > rssMarginMb) {
      failures.push(
        `${which}memory did not settle: ${after[number]!.toFixed(0)} MB after, ${before[number]!.toFixed(0)} MB before`,
      );
    }
    if (!server.alive()) failures.push(`${which}the server died`);
  });
  const rss = servers.map((_, number) => ({
    idle: idle[number]!,
    before: before[number]!,
    peak: peak[number]!,
    after: after[number]!,
  }));
  return { results, rss };
}

const unknown = databases.filter((name) => !RUNS.includes(name));
if (unknown.length) throw new Error(`LOAD_DATABASES names ${unknown.join(", ")}: the runs are ${RUNS.join(", ")}`);
if (databases.includes("two-processes") && !existsSync(NGINX)) {
  throw new Error(`The two-processes run needs nginx at ${NGINX} (apt-get install nginx-light)`);
}
ensureBuild();
console.log(`Runs: ${databases.join(", ")}; p99 budget ${p99BudgetMs} ms per kind of request.`);
if (mixed) {
  console.log(
    `Mixed load: ${connections} connections for ${seconds} s per run, timed after a ${rampSeconds} s ramp; ` +
      `memory must settle within ${rssMarginMb} MB of its level before after ${settleSeconds} s; RATE_LIMIT_SCALE=${rateLimitScale} so the abuse limits refuse no sign-in.`,
  );
}
if (tickets) console.log(`${rushSettings()}.`);
// The figures depend on what else runs here: say how busy the machine was.
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");
console.log(
  `Machine: ${os.cpus().length} cores, load average ${loadAverage()} at the start; server output in ${serverLog}`,
);

const timingCells = (timing: OutcomeResult) => [String(timing.p50Ms), String(timing.p99Ms), String(timing.maxMs)];

const runs: Run[] = [];
for (const [index, database] of databases.entries()) {
  console.log(`\n${database}: starting...`);
  const result = await run(database, index);
  runs.push(result);
  if (mixed) printMixed(result);
  if (result.rush) for (const line of ["ticket rush:", ...result.rush.lines]) console.log(`  ${line}`);
  console.log(`  load average after this run: ${loadAverage()}`);
  for (const failure of result.failures) console.log(`  ✗ ${failure}`);
  console.log(`  ${result.failures.length === 0 ? "PASS" : "FAIL"}`);
}
process.exit(runs.some((result) => result.failures.length > 0) ? 1 : 0);

function printMixed(result: Run) {
  const table = [["kind", "requests", "errors (timeouts)", "p50 ms", "p99 ms", "max ms", "statuses"]];
  for (const kind of result.results) {
    table.push([
      kind.name,
      String(kind.requests),
      `${kind.errors} (${kind.timeouts})`,
      ...timingCells(kind),
      Object.entries(kind.statuses)
        .map(([status, count]) => `${status}×${count}`)
        .join(" "),
    ]);
    if (!kind.outcomes) continue;
    const { admitted, refused } = kind.outcomes;
    const rate = (count: number) => `${(count / seconds).toFixed(1)}/s`;
    table.push(["  admitted (302)", String(admitted.requests), "", ...timingCells(admitted), rate(admitted.requests)]);
    table.push([
      "  refused at once (503/429 + Retry-After)",
      String(refused.requests),
      "",
      ...timingCells(refused),
      rate(refused.requests),
    ]);
  }
  const total = result.results.reduce((sum, kind) => sum + kind.requests, 0);
  const errors = result.results.reduce((sum, kind) => sum + kind.errors, 0);
  table.push(["all", String(total), String(errors), "", "", "", `${(total / seconds).toFixed(0)} req/s`]);
  const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
  for (const row of table) console.log(`  ${row.map((cell, column) => cell.padEnd(widths[column]!)).join("  ")}`);
  result.rss.forEach(({ idle, before, peak, after }, number) => {
    const which = result.rss.length > 1 ? `process ${number + 1} RSS` : "server RSS";
    console.log(
      `  ${which}: idle at start ${idle.toFixed(0)} MB; before (after a ${warmUpSeconds} s warm-up and ${settleSeconds} s settling) ${before.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, after ${settleSeconds} s ${after.toFixed(0)} MB (${after - before >= 0 ? "+" : ""}${(after - before).toFixed(0)} MB)`,
    );
  });
}
