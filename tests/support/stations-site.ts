// A site's data for the "Free PCs now" browser test, written into a stopped server's database (only
// one process may open a PGlite folder): an owner's verified centers that offer one game, a
// station-status token for each center that reports (made by the site's own service, as the owner's
// page makes them), and one center whose last report is long past. The work runs in a child process
// (this file, run by tsx), which opens the folder as the server does (migrations included) and
// closes it again. The live reports themselves go through the running site's push API.
import path from "node:path";

import { scratchFolder } from "./scratch";
import { runSeedScript } from "./seed-script";
import { freePort, killStartedServers, type ServerProcess, startServer } from "./server";

/** A verified center; `reports` makes it a token, `staleMinutes` writes a report that long ago. */
export type SeedStationCenter = {
  key: string;
  name: string;
  latitude: number;
  longitude: number;
  reports?: boolean;
  staleMinutes?: number;
};

export type StationsSeedPlan = {
  owner: { email: string; password: string };
  game: { name: string; slug: string };
  centers: SeedStationCenter[];
};

/** What the seed made: each center's slug, and the token of each that reports, by key. */
export type StationsSeed = { slugs: Record<string, string>; tokens: Record<string, string> };

const PLAN_SETTING = "STATIONS_SEED_PLAN";

/** Writes `plan` into the PGlite folder `dataDir` (made if new). */
export function seedStationsSite(dataDir: string, plan: StationsSeedPlan): Promise<StationsSeed> {
  return runSeedScript<StationsSeed>(import.meta.filename, PLAN_SETTING, dataDir, plan);
}

/** A seeded site as a spec's worker fixture hands it over: its address and what the seed made. */
export type SeededStationsSite = { url: string; seed: StationsSeed };

/**
 * A Playwright worker fixture: a site of the spec's own, `plan` written into its database before it
 * starts, then `report` run against it (the venues' first reports). Stopped and removed after the worker.
 */
export function seededStationsSite(
  plan: StationsSeedPlan,
  report: (site: SeededStationsSite) => Promise<void>,
): [
  (args: object, use: (site: SeededStationsSite) => Promise<void>) => Promise<void>,
  { scope: "worker"; timeout: number },
] {
  return [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use: (site: SeededStationsSite) => Promise<void>) => {
      const folder = scratchFolder("lan-stations-");
      let site: ServerProcess | undefined;
      try {
        const seed = await seedStationsSite(folder.dir, plan);
        site = await startServer({ port: await freePort(), dataDir: folder.dir });
        const seeded = { url: site.url, seed };
        await report(seeded);
        await use(seeded);
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
async function runSeed(plan: StationsSeedPlan): Promise<StationsSeed> {
  const { createAdministrator, demoteAdministrator } = await import("~/features/accounts/administrators.server");
  const { createStationToken } = await import("~/features/stations/station-tokens.server");
  const { recordStationStatus } = await import("~/features/stations/record-status.server");
  const { closeDatabase, openDatabase } = await import("~/lib/db.server");
  const { user } = await import("#db/schema/auth");
  const { games } = await import("#db/schema/content");
  const { locationGames, locations } = await import("#db/schema/venues");
  const { eq } = await import("drizzle-orm");
  try {
    const database = await openDatabase();
    // The site's own sign-up code (the password hashed as at sign-up), then an ordinary member again.
    const created = await createAdministrator(plan.owner);
    if (!created.ok) throw new Error(created.message);
    const demoted = await demoteAdministrator(plan.owner.email);
    if (!demoted.ok) throw new Error(demoted.message);
    const [row] = await database.select({ id: user.id }).from(user).where(eq(user.email, created.email));
    const owner = { userId: row!.id, email: created.email, isAdmin: false as const };

    const [game] = await database
      .insert(games)
      .values({
        name: plan.game.name,
        slug: plan.game.slug,
        publisher: "Valve",
        storeUrl: "https://store.steampowered.com/app/730/",
        position: 1,
      })
      .returning({ id: games.id });
    const seed: StationsSeed = { slugs: {}, tokens: {} };
    for (const center of plan.centers) {
      const slug = `${center.name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${Date.now().toString(36)}`;
      const [location] = await database
        .insert(locations)
        .values({
          slug,
          organizationName: center.name,
          address: "1600 Champa St, Denver, CO 80202",
          description: "Forty stations, fast fibre and weekend tournaments.",
          lat: center.latitude,
          lng: center.longitude,
          timeZone: "America/Denver",
          venueType: "game_arena",
          createdBy: owner.userId,
          verified: true,
          reviewStatus: "verified",
        })
        .returning({ id: locations.id });
      await database.insert(locationGames).values({ locationId: location!.id, gameId: game!.id });
      seed.slugs[center.key] = slug;
      if (center.reports) {
        const made = await createStationToken(owner, location!.id, "Front desk PC");
        if (!made.ok) throw new Error(made.message);
        seed.tokens[center.key] = made.token;
      }
      if (center.staleMinutes !== undefined) {
        const at = new Date(Date.now() - center.staleMinutes * 60_000);
        const recorded = await recordStationStatus(location!.id, { total: 30, free: 9, byKind: {} }, "push", { at });
        if (!recorded.ok) throw new Error(recorded.message);
      }
    }
    return seed;
  } finally {
    await closeDatabase();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const plan = JSON.parse(process.env[PLAN_SETTING] ?? "null") as StationsSeedPlan | null;
  if (!plan) throw new Error(`${PLAN_SETTING} is not set: run this file through seedStationsSite.`);
  const seeded = await runSeed(plan);
  // The last line is the answer; the database may have printed before it.
  process.stdout.write(`\n${JSON.stringify(seeded)}\n`);
}
