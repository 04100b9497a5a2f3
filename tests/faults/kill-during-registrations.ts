/**
 * Scenario a: the server is killed with SIGKILL in the middle of a burst of LAN center
 * registrations. Every registration the site acknowledged (200 on the real form post) must be in
 * the database after a restart on the same data, whole (the location with its contact row).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { createScratchDatabase, scratchFolder } from "../support/scratch";
import { startServer } from "../support/server";
import type { MailCatcher } from "./lib/mail-catcher";
import { centerForm, signUpMember } from "./lib/members";
import { queryStoppedDatabase } from "../support/stopped-database";
import type { Visitor } from "./lib/session";
import {
  numberSetting,
  POSTGRES_ADMIN_URL,
  SCRATCH_PREFIX,
  SERVER_LOG,
  sleep,
  type ScenarioResult,
} from "./lib/settings";

const LOCK_FILE = "lan-centers.lock";

export async function killDuringRegistrations(options: {
  database: "pglite" | "postgres";
  port: number;
  mail: MailCatcher;
}): Promise<ScenarioResult> {
  const members = numberSetting("FAULTS_BURST_MEMBERS", 4);
  const concurrency = numberSetting("FAULTS_BURST_CONCURRENCY", 24);
  const killAfterMs = numberSetting("FAULTS_KILL_AFTER_MS", 3000);
  const name = `kill -9 during registrations (${options.database === "pglite" ? "PGlite" : "PostgreSQL"})`;
  const lines: string[] = [];
  const failures: string[] = [];

  const folder = scratchFolder("lan-faults-");
  const dataDir = folder.dir;
  const scratch =
    options.database === "postgres" ? await createScratchDatabase(POSTGRES_ADMIN_URL, SCRATCH_PREFIX) : null;
  const serverOptions = {
    port: options.port,
    dataDir,
    databaseUrl: scratch?.url,
    env: { SMTP_URL: options.mail.smtpUrl, MAIL_DELIVERY: "smtp" },
    output: { file: SERVER_LOG },
  };
  try {
    let server = await startServer(serverOptions);
    const visitors: Visitor[] = [];
    for (let i = 0; i < members; i++) visitors.push((await signUpMember(server.url, options.mail, "burst")).visitor);

    const run = `Burst ${Date.now().toString(36)}`;
    const acknowledged = new Set<string>();
    const outcomes = new Map<string, number>();
    const count = (outcome: string) => outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    let sent = 0;
    let killed = false;
    const worker = async (index: number) => {
      const visitor = visitors[index % visitors.length]!;
      while (!killed) {
        const centerName = `${run} ${index}-${sent++}`;
        try {
          const response = await visitor.post("/register-lan-center", centerForm(centerName));
          await response.arrayBuffer();
          if (response.status === 200) acknowledged.add(centerName);
          count(response.status === 200 ? "200" : `HTTP ${response.status}`);
        } catch {
          count("connection lost");
        }
      }
    };
    const burst = Array.from({ length: concurrency }, (_, index) => worker(index));
    await sleep(killAfterMs);
    const ackedBeforeKill = acknowledged.size;
    killed = true;
    await server.kill();
    await Promise.all(burst);

    const lockLeft = existsSync(path.join(dataDir, LOCK_FILE));
    const lockHolder = lockLeft ? readFileSync(path.join(dataDir, LOCK_FILE), "utf8").trim() : "";
    const restartStarted = Date.now();
    server = await startServer(serverOptions);
    const restartSeconds = (Date.now() - restartStarted) / 1000;
    const health = await fetch(`${server.url}/healthz`);
    const healthBody = (await health.json()) as { status: string };
    // The restarted server takes new registrations too.
    const after = await visitors[0]!.post("/register-lan-center", centerForm(`${run} after-restart`));
    await after.arrayBuffer();
    await server.stop();

    const rows = await queryStoppedDatabase<{ name: string; contacts: number }>(
      scratch ? { databaseUrl: scratch.url } : { dataDir },
      `select l.organization_name as name,
              (select count(*)::int from location_contacts c where c.location_id = l.id) as contacts
         from locations l where l.organization_name like $1`,
      [`${run} %`],
    );
    const stored = new Map(rows.map((row) => [row.name, row.contacts]));
    const found = [...acknowledged].filter((centerName) => stored.has(centerName)).length;
    const lost = acknowledged.size - found;
    const partial = rows.filter((row) => row.contacts !== 1).length;
    const unacknowledgedStored = rows.filter(
      (row) => !acknowledged.has(row.name) && !row.name.endsWith("after-restart"),
    );

    lines.push(
      `tried: ${members} signed-in members, ${concurrency} concurrent registrations (POST /register-lan-center), SIGKILL after ${killAfterMs} ms`,
      `sent ${sent}, acknowledged ${acknowledged.size} (${ackedBeforeKill} when the kill was sent), answers: ${[...outcomes].map(([k, v]) => `${k} ×${v}`).join(", ")}`,
      options.database === "pglite"
        ? `lock file left by the killed process: ${lockLeft ? `yes (pid ${lockHolder})` : "no"}; restart took ${restartSeconds.toFixed(1)} s; /healthz ${health.status} ${healthBody.status}`
        : `restart took ${restartSeconds.toFixed(1)} s; /healthz ${health.status} ${healthBody.status}`,
      `found after restart ${found}, lost ${lost}, stored without their contact row ${partial}, stored but unacknowledged (answer lost in the kill) ${unacknowledgedStored.length}`,
      `registration after the restart: ${after.status}`,
    );
    if (acknowledged.size === 0)
      failures.push("no registration was acknowledged before the kill: the burst proved nothing");
    if (lost > 0) failures.push(`${lost} acknowledged registrations lost`);
    if (partial > 0) failures.push(`${partial} registrations stored half`);
    if (health.status !== 200) failures.push(`/healthz answered ${health.status} after the restart`);
    if (after.status !== 200) failures.push(`a registration after the restart answered ${after.status}`);
    if (!stored.has(`${run} after-restart`)) failures.push("the registration after the restart is not stored");
    if (options.database === "pglite" && !lockLeft) {
      failures.push("no lock file was left by the killed process: the stale-lock path was not exercised");
    }
  } finally {
    folder.remove();
    await scratch?.drop();
  }
  return { name, lines, failures };
}
