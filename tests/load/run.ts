/**
 * `npm run test:load` (not in CI): the production server under LOAD_CONNECTIONS (200) concurrent
 * connections for LOAD_SECONDS (60), on the embedded database and on PostgreSQL, with a mix of
 * public pages, the map API, sign-ins and signed-in dashboard reads. Prints requests, errors and
 * p50/p99 per kind against the budget, and the server's resident memory before, at its peak and
 * after a settle period. "Before" is measured after a warm-up at full concurrency and the same
 * settle period (the heap kept for this many connections), beside the idle size at start. Exits 1
 * on any error, a p99 over budget, or memory that does not come back within the margin.
 *
 * Sign-in is rate limited (10 per 10 minutes per address): the server runs with
 * RATE_LIMIT_SCALE=LOAD_RATE_LIMIT_SCALE (100000), or every sign-in after the tenth would be a 429.
 */
import os from "node:os";
import path from "node:path";

import { mixedLoad, type KindResult, type LoadKind } from "../../bench/lib/http";
import { residentMb } from "../../bench/lib/memory";
import { seedCenters } from "../../bench/lib/seed";
import { createScratchDatabase, type ScratchDatabase } from "../support/scratch";
import { ensureBuild, type ServerProcess, startServer } from "../support/server";
import { startMailCatcher } from "../faults/lib/mail-catcher";
import { centerForm, MEMBER_PASSWORD, signUpMember } from "../faults/lib/members";
import { numberSetting, POSTGRES_ADMIN_URL, SCRATCH_PREFIX, sleep } from "../faults/lib/settings";

const seconds = numberSetting("LOAD_SECONDS", 60);
const connections = numberSetting("LOAD_CONNECTIONS", 200);
const p99BudgetMs = numberSetting("LOAD_P99_BUDGET_MS", 1500);
const settleSeconds = numberSetting("LOAD_SETTLE_SECONDS", 30);
// As long as the measured run: shorter, the heap is still growing to its size for this load (seen on
// PGlite: +189 MB after a 15 s warm-up, -16 MB after a 60 s one).
const warmUpSeconds = numberSetting("LOAD_WARMUP_SECONDS", seconds);
const rssMarginMb = numberSetting("LOAD_RSS_MARGIN_MB", 150);
const signInRate = numberSetting("LOAD_SIGNIN_RATE", 10);
const rateLimitScale = numberSetting("LOAD_RATE_LIMIT_SCALE", 100000);
const postgresCenters = numberSetting("LOAD_POSTGRES_CENTERS", 1000);
const portBase = numberSetting("LOAD_PORT_BASE", 4430);
const serverLog = path.join(os.tmpdir(), `lan-load-${process.pid}.log`);
const databases = (process.env.LOAD_DATABASES ?? "pglite,postgres").split(",").map((name) => name.trim());

/** How the connections are shared out: most visitors read pages; few sign in. */
function kinds(cookie: string, email: string): LoadKind[] {
  const share = (fraction: number) => Math.max(1, Math.round(connections * fraction));
  return [
    {
      name: "pages (/, /lancenters, /games, /faq)",
      connections: share(0.5),
      requests: ["/", "/lancenters", "/games", "/faq"].map((path) => ({ path })),
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
      name: `sign-in POST /login (≤ ${signInRate}/s)`,
      connections: share(0.05),
      overallRate: signInRate,
      requests: [
        {
          method: "POST",
          path: "/login",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ email, password: MEMBER_PASSWORD }).toString(),
        },
      ],
      // A right password leads to the dashboard.
      expected: [302],
    },
  ];
}

type Run = {
  database: string;
  results: KindResult[];
  rss: { idle: number; before: number; peak: number; after: number };
  failures: string[];
};

async function run(database: string, index: number): Promise<Run> {
  const mail = await startMailCatcher({ smtp: portBase + 10 + index * 2, api: portBase + 11 + index * 2 });
  let scratch: ScratchDatabase | null = null;
  let server: ServerProcess | undefined;
  try {
    if (database === "postgres") scratch = await createScratchDatabase(POSTGRES_ADMIN_URL, SCRATCH_PREFIX);
    server = await startServer({
      port: portBase + index,
      databaseUrl: scratch?.url,
      env: {
        SMTP_URL: mail.smtpUrl,
        MAIL_DELIVERY: "smtp",
        RATE_LIMIT_SCALE: String(rateLimitScale),
        // The embedded database gets its small demo set; PostgreSQL the seeded centers below.
        SEED_DEMO: "true",
      },
      output: { file: serverLog },
    });
    // The tables exist once the server has applied the migrations.
    if (scratch) await seedCenters(scratch.url, postgresCenters);
    const { visitor, email } = await signUpMember(server.url, mail, "load");
    for (const name of ["Load Center One", "Load Center Two"]) {
      await (await visitor.post("/register-lan-center", centerForm(name))).arrayBuffer();
    }
    const running = server;
    const idle = residentMb(running.pid);
    // A warm-up at full concurrency, then the settle period: the heap the runtime keeps for this
    // many connections is the level to come back to, and the first compilations are not measured.
    await mixedLoad(server.url, kinds(visitor.cookieHeader(), email), warmUpSeconds);
    await sleep(settleSeconds * 1000);
    const before = residentMb(running.pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, residentMb(running.pid));
    }, 250);
    const results = await mixedLoad(server.url, kinds(visitor.cookieHeader(), email), seconds);
    clearInterval(sampler);
    await sleep(settleSeconds * 1000);
    const after = residentMb(running.pid);

    const failures: string[] = [];
    for (const result of results) {
      if (result.errors > 0) failures.push(`${result.name}: ${result.errors} errors`);
      if (result.p99Ms > p99BudgetMs) failures.push(`${result.name}: p99 ${result.p99Ms} ms over ${p99BudgetMs} ms`);
    }
    if (after - before > rssMarginMb) {
      failures.push(`memory did not settle: ${after.toFixed(0)} MB after, ${before.toFixed(0)} MB before`);
    }
    if (!server.alive()) failures.push("the server died");
    return { database, results, rss: { idle, before, peak, after }, failures };
  } finally {
    await server?.stop();
    await mail.stop();
    await scratch?.drop();
  }
}

ensureBuild();
console.log(
  `Load: ${connections} connections for ${seconds} s per database (${databases.join(", ")}); p99 budget ${p99BudgetMs} ms per kind; ` +
    `memory must settle within ${rssMarginMb} MB of its level before after ${settleSeconds} s; RATE_LIMIT_SCALE=${rateLimitScale} so sign-ins are not refused.`,
);
// The figures depend on what else runs here: say how busy the machine was.
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");
console.log(
  `Machine: ${os.cpus().length} cores, load average ${loadAverage()} at the start; server output in ${serverLog}`,
);
const runs: Run[] = [];
for (const [index, database] of databases.entries()) {
  console.log(`\n${database}: starting...`);
  const result = await run(database, index);
  runs.push(result);
  const table = [["kind", "requests", "errors (timeouts)", "p50 ms", "p99 ms", "max ms", "statuses"]];
  for (const kind of result.results) {
    table.push([
      kind.name,
      String(kind.requests),
      `${kind.errors} (${kind.timeouts})`,
      String(kind.p50Ms),
      String(kind.p99Ms),
      String(kind.maxMs),
      Object.entries(kind.statuses)
        .map(([status, count]) => `${status}×${count}`)
        .join(" "),
    ]);
  }
  const total = result.results.reduce((sum, kind) => sum + kind.requests, 0);
  const errors = result.results.reduce((sum, kind) => sum + kind.errors, 0);
  table.push(["all", String(total), String(errors), "", "", "", `${(total / seconds).toFixed(0)} req/s`]);
  const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
  for (const row of table) console.log(`  ${row.map((cell, column) => cell.padEnd(widths[column]!)).join("  ")}`);
  const { idle, before, peak, after } = result.rss;
  console.log(
    `  server RSS: idle at start ${idle.toFixed(0)} MB; before (after a ${warmUpSeconds} s warm-up and ${settleSeconds} s settling) ${before.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, after ${settleSeconds} s ${after.toFixed(0)} MB (${after - before >= 0 ? "+" : ""}${(after - before).toFixed(0)} MB)`,
  );
  console.log(`  load average after this run: ${loadAverage()}`);
  for (const failure of result.failures) console.log(`  ✗ ${failure}`);
  console.log(`  ${result.failures.length === 0 ? "PASS" : "FAIL"}`);
}
process.exit(runs.some((result) => result.failures.length > 0) ? 1 : 0);
