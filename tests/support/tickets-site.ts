// A site's data for the My tickets browser test, written into a stopped server's database (only one
// process may open a PGlite folder): members with passwords, a verified party at a verified center
// with a free type of ticket, and tickets taken by the site's own service. The work runs in a child
// process (this file, run by tsx), which opens the folder as the server does (migrations included)
// and closes it again. Until the party page's form to take a ticket is on every branch, this is
// how the test gets tickets without a browser.
import path from "node:path";

import { scratchFolder } from "./scratch";
import { runSeedScript } from "./seed-script";
import { freePort, killStartedServers, type ServerProcess, startServer } from "./server";

/** A member with a password, and how many tickets of the party they take. */
export type SeedMember = { key: string; email: string; password: string; name: string; tickets: number };

export type TicketsSeedPlan = {
  partyName: string;
  centerName: string;
  typeName: string;
  members: SeedMember[];
  /** What each ticket was paid, written on it after it is taken (the type sells in `currency`). */
  paid?: { cents: number; currency: "EUR" | "USD" | "GBP" };
};

/** What the seed made: the party's id, and each member's tickets by key. */
export type TicketsSeed = { partyId: string; tickets: Record<string, string[]> };

const PLAN_SETTING = "TICKETS_SEED_PLAN";

/** Writes `plan` into the PGlite folder `dataDir` (made if new). */
export function seedTicketsSite(dataDir: string, plan: TicketsSeedPlan): Promise<TicketsSeed> {
  return runSeedScript<TicketsSeed>(import.meta.filename, PLAN_SETTING, dataDir, plan);
}

/** A seeded site as a spec's worker fixture hands it over: its address and what the seed made. */
export type SeededTicketsSite = { url: string; seed: TicketsSeed };

/**
 * A Playwright worker fixture: a site of the spec's own, `plan` written into its database before
 * it starts (with PGlite only one process may open the folder), its mail going to the suite's mail
 * catcher, where the tests read it. Stopped and removed after the worker.
 */
export function seededTicketsSite(
  folderPrefix: string,
  plan: TicketsSeedPlan,
): [
  (args: object, use: (site: SeededTicketsSite) => Promise<void>) => Promise<void>,
  { scope: "worker"; timeout: number },
] {
  const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 3225);
  return [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use: (site: SeededTicketsSite) => Promise<void>) => {
      const folder = scratchFolder(folderPrefix);
      let site: ServerProcess | undefined;
      try {
        const seed = await seedTicketsSite(folder.dir, plan);
        site = await startServer({
          port: await freePort(),
          dataDir: folder.dir,
          env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_DELIVERY: "smtp" },
        });
        await use({ url: site.url, seed });
      } finally {
        await site?.stop();
        killStartedServers();
        folder.remove();
      }
    },
    { scope: "worker", timeout: 300_000 },
  ];
}

/** The child's half: the app's own modules, loaded only here (not in the test runner). */
async function runSeed(plan: TicketsSeedPlan): Promise<TicketsSeed> {
  const { createAdministrator, demoteAdministrator } = await import("~/features/accounts/administrators.server");
  const { saveTicketType } = await import("~/features/tickets/organiser-ticket-types.server");
  const { takeTickets } = await import("~/features/tickets/take-tickets.server");
  const { closeDatabase, openDatabase } = await import("~/lib/db.server");
  const { user } = await import("#db/schema/auth");
  const { events, locations } = await import("#db/schema/venues");
  const { tickets: ticketRows, ticketTypes } = await import("#db/schema/tickets");
  const { eq, inArray } = await import("drizzle-orm");
  try {
    const database = await openDatabase();
    const actors = new Map<string, { userId: string; email: string; isAdmin: false }>();
    const organiser = {
      key: "organiser",
      email: "organiser@tickets.test",
      password: "secret123",
      name: "Olli Organiser",
    };
    for (const account of [organiser, ...plan.members]) {
      // The site's own sign-up code (the password hashed as at sign-up, the address verified), then
      // an ordinary member again: no command makes a member with a password and no mail.
      const created = await createAdministrator(account);
      if (!created.ok) throw new Error(created.message);
      const demoted = await demoteAdministrator(account.email);
      if (!demoted.ok) throw new Error(demoted.message);
      const [row] = await database.select({ id: user.id }).from(user).where(eq(user.email, created.email));
      actors.set(account.key, { userId: row!.id, email: created.email, isAdmin: false });
    }
    const owner = actors.get("organiser")!;
    const [center] = await database
      .insert(locations)
      .values({
        slug: `pixel-arena-${Date.now().toString(36)}`,
        organizationName: plan.centerName,
        address: "Hauptstraße 1, 10115 Berlin",
        description: "Forty stations and fast fibre.",
        createdBy: owner.userId,
        verified: true,
        reviewStatus: "verified",
      })
      .returning({ id: locations.id });
    // Three weeks ahead, at 6 PM Berlin time (UTC+1 in winter, +2 in summer: the hour is not asserted).
    const start = new Date(Date.now() + 21 * 86_400_000);
    start.setUTCHours(17, 0, 0, 0);
    const [party] = await database
      .insert(events)
      .values({
        organizationName: plan.partyName,
        description: "A weekend of games. Bring your own PC.",
        startDate: start,
        endDate: new Date(start.getTime() + 2 * 86_400_000),
        timeZone: "Europe/Berlin",
        locationId: center!.id,
        createdBy: owner.userId,
        verified: true,
        reviewStatus: "verified",
      })
      .returning({ id: events.id });
    const type = await saveTicketType(owner, party!.id, null, {
      name: plan.typeName,
      description: null,
      quantity: 50,
      maxPerOrder: 4,
      saleStartsAt: null,
      saleEndsAt: null,
      price: 0,
      currency: "USD" as const,
      includesSeat: true,
    });
    if (!type.ok) throw new Error(type.message);
    const tickets: Record<string, string[]> = {};
    for (const member of plan.members) {
      if (member.tickets === 0) continue;
      const taken = await takeTickets(actors.get(member.key)!, party!.id, {
        ticketType: type.id,
        quantity: member.tickets,
      });
      if (!taken.ok) throw new Error(taken.message);
      tickets[member.key] = taken.ticketIds;
    }
    if (plan.paid) {
      const ids = Object.values(tickets).flat();
      await database.update(ticketTypes).set({ currency: plan.paid.currency }).where(eq(ticketTypes.id, type.id));
      if (ids.length > 0) {
        await database.update(ticketRows).set({ paidCents: plan.paid.cents }).where(inArray(ticketRows.id, ids));
      }
    }
    return { partyId: party!.id, tickets };
  } finally {
    await closeDatabase();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const plan = JSON.parse(process.env[PLAN_SETTING] ?? "null") as TicketsSeedPlan | null;
  if (!plan) throw new Error(`${PLAN_SETTING} is not set: run this file through seedTicketsSite.`);
  const seeded = await runSeed(plan);
  // The last line is the answer; the database may have printed before it.
  process.stdout.write(`\n${JSON.stringify(seeded)}\n`);
}
