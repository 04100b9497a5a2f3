/**
 * The ticket rush of `npm run test:load` (after the mixed load of each run, or alone with
 * LOAD_ONLY=tickets): RUSH_BUYERS (1000) signed-in members take one ticket each of a free ticket
 * type with RUSH_TICKETS (200) seats and at most one per person, all at once. Passes when exactly
 * RUSH_TICKETS are sold (by the answers and by the database), nobody holds two, every other answer
 * is a 409 "Sold out", and the p99 of a ticket request is within LOAD_P99_BUDGET_MS.
 *
 * Settings:
 * - RUSH_TICKETS (200), RUSH_BUYERS (1000).
 * - RUSH_CONNECTIONS (LOAD_CONNECTIONS, 200): requests in flight at once. Each is a kept-alive
 *   connection opened before the rush (the buyers are on the party page already); a connection
 *   whose answer came sends the next buyer's at once. At most RUSH_BUYERS.
 * - RUSH_REQUEST: `data` (default) posts to `/lanparties/{id}.data` as the browser's fetch does
 *   (the action alone; the page's loaders are asked for afterwards, by another request);
 *   `document` posts the form to `/lanparties/{id}` as a browser without JavaScript does, and is
 *   answered with the whole page.
 * - RUSH_SESSIONS: how the buyers get their sessions, `database` (default: Better Auth session rows
 *   written with their accounts, in a second) or `sign-in` (each through /login: minutes);
 *   tests/load/lib/rush-members.ts.
 *
 * The organiser, the party, its ticket type and the buyers' accounts are written straight into the
 * database. The embedded database belongs to the server's process: it is written while the server
 * is stopped, and read the same way after the rush, so the counts are the database's own.
 */
import http from "node:http";

import { BROWSER_PAGE_HEADERS } from "../../bench/lib/http";
import { type SqlClient, withSql } from "../../bench/lib/seed";
import { numberSetting } from "../faults/lib/settings";
import {
  type Member,
  memberCookies,
  newMembers,
  SESSION_WAYS,
  type SessionWay,
  writeMembers,
} from "./lib/rush-members";

export const RUSH_TICKETS = numberSetting("RUSH_TICKETS", 200);
export const RUSH_BUYERS = numberSetting("RUSH_BUYERS", 1000);
const rushConnections = Math.min(
  RUSH_BUYERS,
  numberSetting("RUSH_CONNECTIONS", numberSetting("LOAD_CONNECTIONS", 200)),
);
const requestKind = process.env.RUSH_REQUEST?.trim() || "data";
if (requestKind !== "data" && requestKind !== "document") {
  throw new Error(`RUSH_REQUEST is "data" or "document", not "${requestKind}"`);
}
const sessionWay = (process.env.RUSH_SESSIONS?.trim() || "database") as SessionWay;
if (!SESSION_WAYS.includes(sessionWay)) {
  throw new Error(`RUSH_SESSIONS is ${SESSION_WAYS.map((way) => `"${way}"`).join(" or ")}, not "${sessionWay}"`);
}
if (RUSH_TICKETS < 1 || RUSH_BUYERS < RUSH_TICKETS) throw new Error("RUSH_BUYERS must be at least RUSH_TICKETS (≥ 1)");

const SOLD_OUT = "Sold out";
/** The other refusal of an empty stock ("Only 2 left: …"): never right for one ticket each. */
const ONLY_LEFT = /Only \d+ left/;

/** The site under the rush: its address, and its database while it runs (PostgreSQL) or while it is stopped (PGlite). */
export type RushSite = {
  url: string;
  databaseUrl?: string;
  /** The embedded database's DATA_DIR, read and written only between `stop` and `start`. */
  dataDir?: string;
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** Whether every app process still runs. */
  alive: () => boolean;
};

export type RushResult = { lines: string[]; failures: string[] };

/** One answer: its status, how long it took, when it came (ms after the rush began) and what it said. */
type Answer = { status: number; ms: number; at: number; soldOut: boolean; onlyLeft: boolean; sample: string };

/** The description printed before the run: what is measured and against what. */
export function rushSettings(): string {
  const path = requestKind === "data" ? "/lanparties/{id}.data" : "/lanparties/{id} (the page)";
  return (
    `Ticket rush: ${RUSH_BUYERS} buyers, ${RUSH_TICKETS} seats (1 per person), ${rushConnections} requests in flight, ` +
    `POST ${path}; sessions: ${sessionWay === "database" ? "written to the database" : "a sign-in each through /login"}`
  );
}

export async function ticketRush(site: RushSite, p99BudgetMs: number): Promise<RushResult> {
  const lines: string[] = [];
  const failures: string[] = [];
  try {
    await measure(site, p99BudgetMs, lines, failures);
  } catch (error) {
    failures.push(`rush: ${error instanceof Error ? error.message : String(error)}`);
  }
  return { lines, failures };
}

async function measure(site: RushSite, p99BudgetMs: number, lines: string[], failures: string[]) {
  const database = { databaseUrl: site.databaseUrl, dataDir: site.dataDir };
  const embedded = !site.databaseUrl;

  let started = performance.now();
  if (embedded) await site.stop();
  const { partyId, typeId, organiser, buyers } = await withSql(database, prepare);
  if (embedded) await site.start();
  const prepared = seconds(started);
  started = performance.now();
  const refusedSignIns = await memberCookies(site.url, buyers, sessionWay, organiser);
  lines.push(
    sessionWay === "database"
      ? `setup: ${buyers.length} members with sessions and the party written in ${prepared} s; the cookie checked on a sign-in in ${seconds(started)} s`
      : `setup: ${buyers.length} members and the party written in ${prepared} s; their sign-ins through /login in ${seconds(started)} s` +
          ` (${refusedSignIns} refused as busy and tried again)`,
  );

  started = performance.now();
  const answers = await rush(site.url, partyId, typeId, buyers);
  const rushSeconds = (performance.now() - started) / 1000;
  if (!site.alive()) failures.push("an app process died during the rush");

  // Every answer is in: the tickets are committed. The embedded database is read with its server stopped.
  if (embedded) await site.stop();
  const stored = await withSql(database, (client) => storedTickets(client, typeId));

  const statuses = new Map<number, number>();
  for (const answer of answers) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  const sold = answers.filter((answer) => answer.status === 200).length;
  const soldOut = answers.filter((answer) => answer.status === 409 && answer.soldOut && !answer.onlyLeft);
  const wrong = answers.filter((answer) => answer.status !== 200 && !soldOut.includes(answer));
  const timing = percentiles(answers.map((answer) => answer.ms));
  const of = (status: number) => percentiles(answers.filter((answer) => answer.status === status).map((a) => a.ms));
  lines.push(
    `answers in ${rushSeconds.toFixed(1)} s (${(answers.length / rushSeconds).toFixed(0)}/s): ` +
      [...statuses].map(([status, count]) => `${status || "no answer"}×${count}`).join(" ") +
      `; ${sold} taken, ${soldOut.length} "${SOLD_OUT}", ${wrong.length} errors`,
  );
  // How long the stock lasted: until then every take, refused or not, waits its turn at the type's row.
  const lastTaken = Math.max(0, ...answers.filter((answer) => answer.status === 200).map((answer) => answer.at));
  lines.push(`the last ticket was taken after ${(lastTaken / 1000).toFixed(1)} s`);
  lines.push(
    `ticket request p50 ${timing.p50} ms, p99 ${timing.p99} ms, max ${timing.max} ms` +
      ` (taken: p50 ${of(200).p50}, p99 ${of(200).p99}; sold out: p50 ${of(409).p50}, p99 ${of(409).p99}); budget ${p99BudgetMs} ms`,
  );
  lines.push(
    `database: ${stored.active} active tickets, taken ${stored.taken} of ${stored.quantity}; ` +
      `${stored.holdingTwo} members holding more than one; ${stored.orders} orders`,
  );

  if (sold !== RUSH_TICKETS) failures.push(`rush: ${sold} tickets taken by the answers, not ${RUSH_TICKETS}`);
  if (stored.active !== RUSH_TICKETS)
    failures.push(`rush: ${stored.active} active tickets stored, not ${RUSH_TICKETS}`);
  if (stored.taken !== RUSH_TICKETS) failures.push(`rush: the type's taken is ${stored.taken}, not ${RUSH_TICKETS}`);
  if (stored.holdingTwo > 0) failures.push(`rush: ${stored.holdingTwo} members hold more than one ticket`);
  // Whoever was told "taken" holds one, and nobody else does.
  const told = new Set(buyers.filter((_, index) => answers[index]!.status === 200).map((buyer) => buyer.id));
  const unannounced = stored.holders.filter((id) => !told.has(id)).length;
  const missing = [...told].filter((id) => !stored.holders.includes(id)).length;
  if (unannounced || missing) {
    failures.push(`rush: ${unannounced} tickets nobody was told of, ${missing} answered "taken" without a ticket`);
  }
  if (wrong.length > 0) {
    const examples = new Map<string, number>();
    for (const answer of wrong) {
      const key = `${answer.status || "no answer"} ${answer.sample}`;
      examples.set(key, (examples.get(key) ?? 0) + 1);
    }
    const list = [...examples].slice(0, 5).map(([key, count]) => `${count}× ${key}`);
    failures.push(`rush: ${wrong.length} answers neither taken nor "${SOLD_OUT}": ${list.join(" | ")}`);
  }
  if (timing.p99 > p99BudgetMs) failures.push(`rush: ticket request p99 ${timing.p99} ms over ${p99BudgetMs} ms`);
}

/** The organiser, their verified party with one free type of RUSH_TICKETS seats, and the buyers. */
async function prepare(client: SqlClient) {
  const [organiser, ...buyers] = newMembers("rush", RUSH_BUYERS + 1);
  await writeMembers(client, [organiser!], false);
  await writeMembers(client, buyers, sessionWay === "database");
  const start = new Date(Date.now() + 30 * 86_400_000);
  const { rows: parties } = await client.query(
    `insert into events (organization_name, description, start_date, end_date, time_zone, created_by, verified, review_status)
       values ('Rush LAN', 'The load run''s ticket rush.', $1, $2, 'Europe/Berlin', $3, true, 'verified') returning id`,
    [start.toISOString(), new Date(start.getTime() + 86_400_000).toISOString(), organiser!.id],
  );
  const partyId = (parties[0] as { id: string }).id;
  const { rows: types } = await client.query(
    `insert into ticket_types (event_id, name, quantity, max_per_order, price_cents, includes_seat)
       values ($1, 'Seat', $2, 1, 0, true) returning id`,
    [partyId, RUSH_TICKETS],
  );
  return { partyId, typeId: (types[0] as { id: string }).id, organiser: organiser!, buyers };
}

/** Every buyer's take, RUSH_CONNECTIONS at a time on connections opened beforehand: the answers in the buyers' order. */
async function rush(siteUrl: string, partyId: string, typeId: string, buyers: Member[]): Promise<Answer[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: rushConnections });
  let rushStarted = performance.now();
  const url = new URL(siteUrl);
  const send = (options: http.RequestOptions, body?: string) =>
    new Promise<Answer>((resolve) => {
      const started = performance.now();
      const done = (status: number, text: string) =>
        resolve({
          status,
          ms: performance.now() - started,
          at: performance.now() - rushStarted,
          soldOut: text.includes(SOLD_OUT),
          onlyLeft: ONLY_LEFT.test(text),
          sample: status === 200 ? "" : text.replace(/\s+/g, " ").slice(0, 120),
        });
      const request = http.request(
        { host: url.hostname, port: url.port, agent, timeout: 60_000, ...options },
        (response) => {
          let text = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => (text += chunk));
          response.on("end", () => done(response.statusCode ?? 0, text));
          response.on("error", (error) => done(0, error.message));
        },
      );
      request.on("timeout", () => request.destroy(new Error("no answer within 60 s")));
      request.on("error", (error) => done(0, error.message));
      request.end(body);
    });

  const path = requestKind === "data" ? `/lanparties/${partyId}.data` : `/lanparties/${partyId}`;
  const take = (buyer: Member, ticketType: string) => {
    const body = new URLSearchParams({ intent: "take-tickets", ticketType, quantity: "1" }).toString();
    const headers = {
      "User-Agent": BROWSER_PAGE_HEADERS["User-Agent"],
      Accept: requestKind === "data" ? "*/*" : BROWSER_PAGE_HEADERS.Accept,
      "Content-Type": "application/x-www-form-urlencoded",
      "Content-Length": Buffer.byteLength(body),
      Origin: siteUrl,
      Cookie: buyer.cookie!,
    };
    return send({ method: "POST", path, headers }, body);
  };

  // The buyers are on the party page already: their connections are open when the sale starts. Each
  // is opened by a take of a type that does not exist (404, untimed): it also runs the action's code
  // once, as a site that has been up a while has, and shows the sessions and the Origin are accepted.
  const opened = await Promise.all(
    Array.from({ length: rushConnections }, (_, index) => take(buyers[index]!, crypto.randomUUID())),
  );
  const notOpened = opened.filter((answer) => answer.status !== 404);
  if (notOpened.length) {
    const example = notOpened[0]!;
    throw new Error(
      `${notOpened.length} of ${rushConnections} takes of an unknown type before the rush did not answer 404 ` +
        `(e.g. ${example.status || "no answer"} ${example.sample})`,
    );
  }

  const answers: Answer[] = new Array(buyers.length);
  let next = 0;
  rushStarted = performance.now();
  const worker = async () => {
    while (next < buyers.length) {
      const index = next++;
      answers[index] = await take(buyers[index]!, typeId);
    }
  };
  await Promise.all(Array.from({ length: rushConnections }, worker));
  agent.destroy();
  return answers;
}

async function storedTickets(client: SqlClient, typeId: string) {
  const { rows: types } = await client.query("select quantity, taken from ticket_types where id = $1", [typeId]);
  const { rows: held } = await client.query(
    `select holder_id, count(*)::int as count, count(distinct order_id)::int as orders from tickets
       where ticket_type_id = $1 and status = 'active' group by holder_id`,
    [typeId],
  );
  const rows = held as { holder_id: string; count: number; orders: number }[];
  const type = types[0] as { quantity: number; taken: number };
  return {
    quantity: type.quantity,
    taken: type.taken,
    active: rows.reduce((sum, row) => sum + row.count, 0),
    orders: rows.reduce((sum, row) => sum + row.orders, 0),
    holdingTwo: rows.filter((row) => row.count > 1).length,
    holders: rows.map((row) => row.holder_id),
  };
}

function percentiles(milliseconds: number[]) {
  const sorted = [...milliseconds].sort((a, b) => a - b);
  const at = (fraction: number) => sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
  return { p50: Math.round(at(0.5)), p99: Math.round(at(0.99)), max: Math.round(sorted.at(-1) ?? 0) };
}

function seconds(since: number): string {
  return ((performance.now() - since) / 1000).toFixed(1);
}
