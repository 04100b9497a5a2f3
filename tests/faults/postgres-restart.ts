/**
 * Scenario b: the PostgreSQL server goes away under the running site and comes back (a polite
 * stop, then a crash). Requests keep flowing; during the outage they must be answered (a clean
 * 5xx, not a dropped connection or a hang), the site's process must live on, and once PostgreSQL
 * is back every request must succeed again without restarting the site.
 */
import { startServer } from "../support/server";
import type { MailCatcher } from "./lib/mail-catcher";
import { centerForm, signUpMember } from "./lib/members";
import { startOwnPostgres } from "./lib/own-postgres";
import type { Visitor } from "./lib/session";
import { numberSetting, SERVER_LOG, sleep, type ScenarioResult } from "./lib/settings";

type Outcome = { startedAt: number; endedAt: number; path: string; answer: number | "no answer" };

/** What the clients ask in turn; "POST /register-lan-center" writes in a transaction. */
const REQUESTS = [
  "GET /healthz",
  "GET /dashboard",
  "POST /register-lan-center",
  "GET /lancenters",
  "GET /api/v1/locations",
];

export async function postgresRestart(options: {
  port: number;
  postgresPort: number;
  mail: MailCatcher;
}): Promise<ScenarioResult> {
  const outageMs = numberSetting("FAULTS_PG_OUTAGE_SECONDS", 5) * 1000;
  const concurrency = numberSetting("FAULTS_PG_CONCURRENCY", 4);
  const recoveryLimitMs = numberSetting("FAULTS_PG_RECOVERY_LIMIT_SECONDS", 15) * 1000;
  const lines: string[] = [];
  const failures: string[] = [];

  const postgres = startOwnPostgres(options.postgresPort);
  try {
    const server = await startServer({
      port: options.port,
      databaseUrl: postgres.url,
      env: { SMTP_URL: options.mail.smtpUrl, MAIL_DELIVERY: "smtp" },
      output: { file: SERVER_LOG },
    });
    try {
      const { visitor } = await signUpMember(server.url, options.mail, "pg-restart");
      lines.push(
        `tried: ${concurrency} clients in a loop over ${REQUESTS.join(", ")} (signed in); PostgreSQL stopped for ${outageMs / 1000} s, twice (pg_ctl -m fast, then -m immediate)`,
      );
      for (const mode of ["fast", "immediate"] as const) {
        const outcome = await outage(visitor, { mode, outageMs, concurrency, recoveryLimitMs, postgres });
        lines.push(...outcome.lines.map((line) => `${mode}: ${line}`));
        failures.push(...outcome.failures.map((failure) => `${mode}: ${failure}`));
        if (!server.alive()) {
          failures.push(`${mode}: the site's process died`);
          break;
        }
      }
      lines.push(`site process ${server.pid} still running after both outages: ${server.alive() ? "yes" : "NO"}`);
    } finally {
      await server.stop();
    }
  } finally {
    postgres.destroy();
  }
  return { name: "PostgreSQL stopped and started under the running site", lines, failures };
}

async function outage(
  visitor: Visitor,
  options: {
    mode: "fast" | "immediate";
    outageMs: number;
    concurrency: number;
    recoveryLimitMs: number;
    postgres: ReturnType<typeof startOwnPostgres>;
  },
): Promise<{ lines: string[]; failures: string[] }> {
  const outcomes: Outcome[] = [];
  let running = true;
  let sent = 0;
  const client = async () => {
    while (running) {
      const index = sent++;
      const path = REQUESTS[index % REQUESTS.length]!;
      const [method, url] = path.split(" ") as [string, string];
      const startedAt = Date.now();
      let answer: Outcome["answer"];
      try {
        const response =
          method === "POST" ? await visitor.post(url, centerForm(`Outage ${index}`)) : await visitor.get(url);
        await response.arrayBuffer();
        answer = response.status;
      } catch {
        answer = "no answer";
      }
      outcomes.push({ startedAt, endedAt: Date.now(), path, answer });
      await sleep(20);
    }
  };
  const clients = Array.from({ length: options.concurrency }, () => client());

  await sleep(2000);
  const down = Date.now();
  options.postgres.stop(options.mode);
  await sleep(options.outageMs);
  options.postgres.start();
  const up = Date.now();

  // Recovered: from the first moment after which every request succeeded, for 3 s.
  let recoveredAt: number | undefined;
  while (Date.now() - up < options.recoveryLimitMs + 3000) {
    await sleep(250);
    const lastFailure = outcomes.filter((o) => !ok(o)).reduce((latest, o) => Math.max(latest, o.startedAt), up);
    const successesSince = outcomes.filter((o) => o.startedAt > lastFailure && ok(o));
    if (Date.now() - lastFailure >= 3000 && successesSince.length > 0) {
      recoveredAt = lastFailure === up ? up : (successesSince[0]?.startedAt ?? lastFailure);
      break;
    }
  }
  running = false;
  await Promise.all(clients);

  // A request still in flight when PostgreSQL went away belongs to the outage.
  const before = outcomes.filter((o) => o.endedAt < down);
  const during = outcomes.filter((o) => o.endedAt >= down && o.startedAt < up);
  const after = outcomes.filter((o) => o.startedAt >= up);
  const tally = (list: Outcome[]) => {
    const counts = new Map<string, number>();
    for (const o of list) counts.set(String(o.answer), (counts.get(String(o.answer)) ?? 0) + 1);
    return [...counts].map(([answer, count]) => `${answer} ×${count}`).join(", ") || "none";
  };
  const byRequest = (list: Outcome[]) =>
    REQUESTS.map((request) => `${request}: ${tally(list.filter((o) => o.path === request))}`).join("; ");
  const firstAfter = after[0];
  const recoverySeconds = recoveredAt === undefined ? undefined : (recoveredAt - up) / 1000;
  const lines = [
    `before the outage ${before.length} requests (${tally(before)})`,
    `during the outage ${during.length} requests, errors ${during.filter((o) => !ok(o)).length} (${byRequest(during)})`,
    `after PostgreSQL was back ${after.length} requests (${tally(after)}); ${
      recoverySeconds === undefined
        ? "did NOT recover"
        : `recovered after ${recoverySeconds.toFixed(1)} s (first request after the restart: ${firstAfter?.path} → ${firstAfter?.answer})`
    }`,
  ];
  const failures: string[] = [];
  if (before.some((o) => !ok(o))) failures.push("requests failed before the outage");
  const dropped = during.filter((o) => o.answer === "no answer").length;
  if (dropped > 0) failures.push(`${dropped} requests during the outage got no answer (connection dropped or hung)`);
  const unclean = during.filter((o) => typeof o.answer === "number" && !ok(o) && o.answer < 500).length;
  if (unclean > 0) failures.push(`${unclean} requests during the outage were answered with a 4xx`);
  if (during.length === 0) failures.push("no request was made during the outage");
  if (!during.some((o) => o.path === "GET /healthz" && o.answer === 503)) {
    failures.push("/healthz never said 503 during the outage: the outage was not seen");
  }
  if (recoverySeconds === undefined) failures.push(`no recovery within ${options.recoveryLimitMs / 1000} s`);
  else {
    const late = after.filter((o) => o.startedAt >= recoveredAt! && !ok(o)).length;
    if (late > 0) failures.push(`${late} requests failed after the recovery`);
  }
  return { lines, failures };
}

function ok(outcome: Outcome): boolean {
  return typeof outcome.answer === "number" && outcome.answer >= 200 && outcome.answer < 400;
}
