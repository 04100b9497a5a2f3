import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";

import { and, eq, sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { userProfiles } from "#db/schema/accounts";
import { user } from "#db/schema/auth";
import { digestSends, insightDaily } from "#db/schema/insights";
import { locations } from "#db/schema/venues";
import { postgresUrlOrSkip } from "#test-support/database";
import { createScratchDatabase, scratchFolder, type ScratchDatabase } from "#test-support/scratch";
import { killStartedServers, launchServer, type ServerProcess } from "#test-support/server";
import type * as unsubscribeRoute from "~/routes/insights/unsubscribe";

type ActionArgs = Parameters<typeof unsubscribeRoute.action>[0];

/**
 * The monthly digest as it runs in production: `npm run digest` processes (what the servers' hourly
 * check runs) on one PostgreSQL database, handing mail to an SMTP server. Two at once send each
 * owner one message; one killed while the SMTP server holds a message goes on, after a restart,
 * where it stopped; the mail's one-click unsubscribe turns the next month's digest off.
 */

/** A message the SMTP server took (answered 250). */
type Caught = { to: string; headers: Map<string, string> };

/**
 * An SMTP server that keeps what it takes and can hold a message without answering: `hold(n)`
 * decides for the n-th message whose data arrived; a held message is taken when its release is
 * called, or never (the sender is killed meanwhile).
 */
function startCatcher() {
  const caught: Caught[] = [];
  const held: Array<() => void> = [];
  let arrived = 0;
  let hold: (n: number) => boolean = () => false;
  /** Addresses answered at RCPT TO with this code (550: no such user, 451: try later). */
  const refusals = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    closeTimeout: 500,
    onRcptTo(address, _session, callback) {
      const code = refusals.get(address.address);
      if (!code) return callback();
      callback(Object.assign(new Error(code >= 500 ? "No such user" : "Try again later"), { responseCode: code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        arrived++;
        const take = () => {
          const head = Buffer.concat(chunks)
            .toString("utf8")
            .split("\r\n\r\n")[0]!
            .replace(/\r\n[ \t]+/g, " ");
          const headers = new Map<string, string>();
          for (const line of head.split("\r\n")) {
            const colon = line.indexOf(":");
            if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
          }
          caught.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(", "), headers });
          callback();
        };
        if (hold(arrived)) held.push(take);
        else take();
      });
    },
  });
  return {
    caught,
    held,
    refusals,
    arrived: () => arrived,
    holdWhen: (rule: (n: number) => boolean) => {
      arrived = 0;
      hold = rule;
    },
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, "127.0.0.1", () => resolve((server.server.address() as AddressInfo).port)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const serverUrl = process.env.TEST_DATABASE_URL?.trim();
const catcher = startCatcher();
let scratch: ScratchDatabase | undefined;
const folder = scratchFolder("lan-centers-digest-");
let settings: NodeJS.ProcessEnv = {};

beforeAll(async () => {
  if (!serverUrl) return;
  const smtpPort = await catcher.listen();
  scratch = await createScratchDatabase(serverUrl, "lan_centers_test_digest_");
  settings = {
    DATABASE_URL: scratch.url,
    DATA_DIR: folder.dir,
    SEED_DEMO: "false",
    PUBLIC_URL: "http://lancenters.test",
    AUTH_SECRET: "digest-test-secret-that-is-long-enough-0123456789",
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_DELIVERY: "smtp",
  };
  // This process reads the same settings (first read below): it seeds and calls the route.
  Object.assign(process.env, settings);
  const { openDatabase } = await import("~/lib/db.server");
  await openDatabase(); // migrated once here, before the processes start
});

afterAll(async () => {
  killStartedServers();
  const { closeDatabase } = await import("~/lib/db.server");
  await closeDatabase();
  await scratch?.drop();
  await catcher.close();
  folder.remove();
});

async function database() {
  const { openDatabase } = await import("~/lib/db.server");
  return openDatabase();
}

type Owner = { userId: string; email: string; centerId: string };

/** `n` owners, each with a verified center that had page views in `month`. */
async function seedOwners(n: number, month: string): Promise<Owner[]> {
  const db = await database();
  const owners: Owner[] = [];
  for (let index = 0; index < n; index++) {
    const userId = randomUUID();
    const email = `owner-${index}-${userId.slice(0, 8)}@example.com`;
    await db.insert(user).values({ id: userId, name: `Owner ${index}`, email, emailVerified: true });
    await db.insert(userProfiles).values({
      userId,
      userEmail: email,
      firstName: "Owner",
      lastName: String(index),
      displayName: `Owner ${index}`,
    });
    const [center] = await db
      .insert(locations)
      .values({
        slug: `digest-center-${userId.slice(0, 8)}`,
        organizationName: `Center ${index}`,
        address: "1 Main St",
        description: "A place to play",
        createdBy: userId,
        verified: true,
        lat: 40,
        lng: -75,
      })
      .returning({ id: locations.id });
    owners.push({ userId, email, centerId: center!.id });
  }
  await countViews(owners, month);
  return owners;
}

async function countViews(owners: { centerId: string }[], month: string) {
  const db = await database();
  await db
    .insert(insightDaily)
    .values(owners.map((owner) => ({ day: `${month}-12`, locationId: owner.centerId, metric: "views", count: 9 })));
}

async function statuses(month: string) {
  const db = await database();
  return db
    .select({ userId: digestSends.userId, status: digestSends.status })
    .from(digestSends)
    .where(eq(digestSends.month, month));
}

function sendDigest(month: string): ServerProcess {
  return launchServer({
    port: 0,
    command: [process.execPath, "--import", "tsx", "scripts/send-digest.ts", "--month", month],
    env: settings,
  });
}

/** How many messages each address got. */
function perRecipient(caught: Caught[]) {
  const counts = new Map<string, number>();
  for (const message of caught) counts.set(message.to, (counts.get(message.to) ?? 0) + 1);
  return counts;
}

describe("the monthly digest across processes (PostgreSQL)", () => {
  it("is sent once to each owner by two processes started together", { timeout: 60_000 }, async (context) => {
    postgresUrlOrSkip(context);
    const month = "2026-08";
    const owners = await seedOwners(4, month);
    // The first message waits until one process has given up: both ran while the other held the lock.
    catcher.holdWhen((n) => n === 1);
    const start = catcher.caught.length;
    const processes = [sendDigest(month), sendDigest(month)];

    const first = await Promise.race(processes.map((process) => process.exited.then(() => process)));
    expect(first.output()).toContain(`Another process is sending the digest of ${month}: nothing done here.`);
    await until(() => catcher.held.length === 1, "the other process's first message is held");
    catcher.held.shift()!();
    expect(await Promise.all(processes.map((process) => process.exited))).toEqual([0, 0]);
    const winner = processes.find((process) => process !== first)!;
    expect(winner.output()).toContain(`Digest of ${month}: 4 planned, 4 sent, 0 skipped, 0 failed.`);

    const caught = catcher.caught.slice(start);
    expect(caught).toHaveLength(4);
    expect(perRecipient(caught)).toEqual(new Map(owners.map((owner) => [owner.email, 1])));
    expect((await statuses(month)).every((row) => row.status === "sent")).toBe(true);
    const headers = caught[0]!.headers;
    expect(headers.get("subject")).toBe("Your LAN Centers insights for August 2026");
    expect(headers.get("list-unsubscribe")).toMatch(/^<http:\/\/lancenters\.test\/unsubscribe\?token=[\w-]+\.[\w-]+>$/);
    expect(headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(headers.get("message-id")).toMatch(/^<insights-digest\.2026-08\.[0-9a-f]{32}@lancenters\.test>$/);
  });

  it(
    "goes on after a process is killed while the SMTP server holds a message, with no double send",
    { timeout: 60_000 },
    async (context) => {
      postgresUrlOrSkip(context);
      const month = "2026-09";
      const owners = await seedOwners(5, month);
      // The third message is never answered: its sender is killed waiting for the 250.
      catcher.holdWhen((n) => n === 3);
      const start = catcher.caught.length;
      const crashing = sendDigest(month);
      await until(() => catcher.arrived() === 3, "the third message arrives");
      await crashing.kill();
      catcher.held.length = 0;
      expect(catcher.caught.length - start).toBe(2);
      const halfway = await statuses(month);
      expect(halfway.filter((row) => row.status === "sent")).toHaveLength(2);
      expect(halfway.filter((row) => row.status === "pending")).toHaveLength(3);

      // PostgreSQL ends the killed process's sessions, and its lock with them.
      const { queryRows } = await import("#db/database");
      const db = await database();
      await until(async () => {
        const [row] = await queryRows<{ held: number }>(
          db,
          sql`select count(*)::int as held from pg_locks
            where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`,
        );
        return row?.held === 0;
      }, "the killed process's lock is gone");

      catcher.holdWhen(() => false);
      const restarted = sendDigest(month);
      expect(await restarted.exited, restarted.output()).toBe(0);
      expect(restarted.output()).toContain(`Digest of ${month}: 0 planned, 3 sent, 0 skipped, 0 failed.`);

      const caught = catcher.caught.slice(start);
      expect(perRecipient(caught)).toEqual(new Map(owners.map((owner) => [owner.email, 1])));
      const after = await statuses(month);
      expect(after).toHaveLength(5);
      expect(after.every((row) => row.status === "sent")).toBe(true);
    },
  );

  it("skips an address the SMTP server refuses, and leaves one it defers for the next check", async (context) => {
    postgresUrlOrSkip(context);
    const month = "2026-04";
    const [refused, deferred, fine] = (await seedOwners(3, month)) as [Owner, Owner, Owner];
    catcher.holdWhen(() => false);
    catcher.refusals.set(refused.email, 550);
    catcher.refusals.set(deferred.email, 451);
    const start = catcher.caught.length;
    const { runMonthlyDigest } = await import("./monthly-digest.server");
    expect(await runMonthlyDigest({ month })).toMatchObject({ ran: true, planned: 3, sent: 1, skipped: 1, failed: 1 });
    const byOwner = new Map((await statuses(month)).map((row) => [row.userId, row.status]));
    expect([refused, deferred, fine].map((owner) => byOwner.get(owner.userId))).toEqual(["skipped", "pending", "sent"]);

    // The next hourly check sends what was deferred, and nothing twice.
    catcher.refusals.clear();
    expect(await runMonthlyDigest({ month })).toMatchObject({ planned: 0, sent: 1, skipped: 0, failed: 0 });
    expect(perRecipient(catcher.caught.slice(start))).toEqual(
      new Map([fine.email, deferred.email].map((to) => [to, 1])),
    );
  });

  it("unsubscribes from the mail's one-click POST, and the next month skips that owner", async (context) => {
    postgresUrlOrSkip(context);
    const month = "2026-05";
    const owners = await seedOwners(2, month);
    const start = catcher.caught.length;
    catcher.holdWhen(() => false);
    const run = sendDigest(month);
    expect(await run.exited, run.output()).toBe(0);
    const [leaving, staying] = owners as [Owner, Owner];
    const mail = catcher.caught.slice(start).find((message) => message.to === leaving.email)!;
    const link = mail.headers.get("list-unsubscribe")!.slice(1, -1);

    // What a mail provider's server posts (RFC 8058): no cookie, no Origin.
    const { action } = await import("~/routes/insights/unsubscribe");
    const request = new Request(link, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    const answer = (await action({ request, params: {} } as unknown as ActionArgs)) as unknown as {
      data: { state: string };
      init: { status?: number } | null;
    };
    expect(answer.data.state).toBe("done");
    expect(answer.init?.status ?? 200).toBe(200);
    const db = await database();
    const [profile] = await db
      .select({ on: userProfiles.insightsDigest })
      .from(userProfiles)
      .where(eq(userProfiles.userId, leaving.userId));
    expect(profile?.on).toBe(false);

    // Both are counted the next month too; the servers' check runs it (here in this process).
    const next = "2026-06";
    const { runMonthlyDigest } = await import("./monthly-digest.server");
    const nextStart = catcher.caught.length;
    await countViews([{ centerId: leaving.centerId }, { centerId: staying.centerId }], next);
    const result = await runMonthlyDigest({ month: next });
    expect(result.ran).toBe(true);
    const rows = await db
      .select({ status: digestSends.status })
      .from(digestSends)
      .where(and(eq(digestSends.month, next), eq(digestSends.userId, leaving.userId)));
    expect(rows).toEqual([{ status: "skipped" }]);
    const nextMail = catcher.caught.slice(nextStart).map((message) => message.to);
    expect(nextMail).toContain(staying.email);
    expect(nextMail).not.toContain(leaving.email);
  });
});
