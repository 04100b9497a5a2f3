// A site's data for the Insights browser test, written into a stopped server's database (only one
// process may open a PGlite folder): accounts with passwords, centers, and the counts of
// insight_daily and insight_searches. The work runs in a child process (this file, run by tsx),
// which opens the folder the way the server does (migrations included) and closes it again.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

import { productionSettings, ROOT } from "./server";

/** An account with a password; a member unless `administrator`. */
export type SeedAccount = { key: string; email: string; password: string; administrator?: boolean };
export type SeedCenter = {
  key: string;
  owner: string;
  name: string;
  slug: string;
  verified: boolean;
  /** The center's time zone (default UTC): its live numbers' days and hours are its own. */
  timeZone?: string;
};
export type SeedDaily = { center: string; day: string; metric: string; count: number };
export type SeedSearch = { center: string; day: string; kind: "place" | "filter"; term: string; count: number };
/** An hour of a center's live numbers (`station_hours`), on its own day and hour. */
export type SeedHour = {
  center: string;
  day: string;
  hour: number;
  reports: number;
  usedSum: number;
  totalSum: number;
};

export type InsightsSeedPlan = {
  accounts: SeedAccount[];
  centers: SeedCenter[];
  daily: SeedDaily[];
  searches: SeedSearch[];
  hours?: SeedHour[];
};

const PLAN_SETTING = "INSIGHTS_SEED_PLAN";

/**
 * Writes `plan` into the PGlite folder `dataDir` (made if new), or the PostgreSQL database at
 * `databaseUrl`; answers each center's id by its key.
 */
export async function seedInsightsSite(
  dataDir: string,
  plan: InsightsSeedPlan,
  databaseUrl?: string,
): Promise<Record<string, string>> {
  const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", import.meta.filename], {
    cwd: ROOT,
    maxBuffer: 4 * 1024 * 1024,
    env: {
      ...process.env,
      // The port is never listened on: the settings only have to be valid.
      ...productionSettings({ port: 3999, dataDir, databaseUrl }),
      ADMIN_EMAILS: "",
      [PLAN_SETTING]: JSON.stringify(plan),
    },
  });
  const last = stdout.trim().split("\n").at(-1) ?? "";
  return JSON.parse(last) as Record<string, string>;
}

/** The child's half: the app's own modules, loaded only here (not in the test runner). */
async function runSeed(plan: InsightsSeedPlan): Promise<Record<string, string>> {
  const { createAdministrator, demoteAdministrator } = await import("~/features/accounts/administrators.server");
  const { closeDatabase, openDatabase } = await import("~/lib/db.server");
  const { user } = await import("#db/schema/auth");
  const { insightDaily, insightSearches } = await import("#db/schema/insights");
  const { stationHours } = await import("#db/schema/stations");
  const { locations } = await import("#db/schema/venues");
  const { eq } = await import("drizzle-orm");
  try {
    const database = await openDatabase();
    const userIds = new Map<string, string>();
    for (const account of plan.accounts) {
      // The site's own sign-up code (the password hashed as at sign-up, the address verified), then
      // an ordinary member again: no command makes a member with a password and no mail.
      const created = await createAdministrator({ email: account.email, password: account.password });
      if (!created.ok) throw new Error(created.message);
      if (!account.administrator) {
        const demoted = await demoteAdministrator(account.email);
        if (!demoted.ok) throw new Error(demoted.message);
      }
      const [row] = await database.select({ id: user.id }).from(user).where(eq(user.email, created.email));
      userIds.set(account.key, row!.id);
    }
    const centerIds: Record<string, string> = {};
    for (const center of plan.centers) {
      const [row] = await database
        .insert(locations)
        .values({
          slug: center.slug,
          organizationName: center.name,
          address: "1 Main St, Austin, TX",
          description: "Forty stations and fast fibre.",
          createdBy: userIds.get(center.owner)!,
          verified: center.verified,
          reviewStatus: center.verified ? "verified" : "pending",
          timeZone: center.timeZone ?? "UTC",
        })
        .returning({ id: locations.id });
      centerIds[center.key] = row!.id;
    }
    if (plan.daily.length > 0) {
      await database
        .insert(insightDaily)
        .values(plan.daily.map(({ center, ...row }) => ({ ...row, locationId: centerIds[center]! })));
    }
    if (plan.searches.length > 0) {
      await database
        .insert(insightSearches)
        .values(plan.searches.map(({ center, ...row }) => ({ ...row, locationId: centerIds[center]! })));
    }
    if (plan.hours?.length) {
      await database
        .insert(stationHours)
        .values(plan.hours.map(({ center, ...row }) => ({ ...row, locationId: centerIds[center]! })));
    }
    return centerIds;
  } finally {
    await closeDatabase();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const plan = JSON.parse(process.env[PLAN_SETTING] ?? "null") as InsightsSeedPlan | null;
  if (!plan) throw new Error(`${PLAN_SETTING} is not set: run this file through seedInsightsSite.`);
  const ids = await runSeed(plan);
  // The last line is the answer; the database may have printed before it.
  process.stdout.write(`\n${JSON.stringify(ids)}\n`);
}
