import { and, eq, sql, type SQL } from "drizzle-orm";

import { userProfiles } from "#db/schema/accounts";
import { lanCenterSubscriptions } from "#db/schema/subscriptions";
import { events, locations } from "#db/schema/venues";
import { preparedStatement } from "~/lib/database/postgres.server";
import { openDatabase } from "~/lib/db.server";

import { logUnexpected } from "./auth-errors.server";
import type { SignedInAccount } from "./viewer.server";

/** What the dashboard's banner and Overview show about the signed-in account. */
export type DashboardSummary = {
  email: string;
  name: string;
  /** Decided on the server (profile role or ADMIN_EMAILS), never by the browser. */
  isAdmin: boolean;
  lanCenters: number;
  lanParties: number;
  /** Only status "active" counts (spec section 4). */
  activeSubscriptions: number;
  /** The monthly insights e-mail (Email Settings); on for an account without a profile row. */
  insightsDigest: boolean;
};

/**
 * The counters of the account's own venues and subscriptions, or null when the database could not
 * answer (logged; the page says so and keeps working).
 */
export async function loadDashboard(account: SignedInAccount): Promise<DashboardSummary | null> {
  try {
    return await countFor(account);
  } catch (error) {
    logUnexpected("loading the dashboard", error);
    return null;
  }
}

/** The counters in one query: the dashboard's summary is one round trip, not four. */
async function countFor(account: SignedInAccount): Promise<DashboardSummary> {
  const [row] = await countersOf(await openDatabase()).execute({ userId: account.userId });
  return {
    email: account.email,
    name: account.name,
    isAdmin: account.isAdmin,
    lanCenters: row?.lanCenters ?? 0,
    lanParties: row?.lanParties ?? 0,
    activeSubscriptions: row?.activeSubscriptions ?? 0,
    insightsDigest: row?.insightsDigest ?? true,
  };
}

const countersOf = preparedStatement((database) => {
  const userId = sql.placeholder("userId");
  const count = (table: typeof locations | typeof events | typeof lanCenterSubscriptions, where: SQL | undefined) =>
    sql<number>`(select count(*)::int from ${table} where ${where})`;
  return database
    .select({
      lanCenters: count(locations, eq(locations.createdBy, userId)),
      lanParties: count(events, eq(events.createdBy, userId)),
      activeSubscriptions: count(
        lanCenterSubscriptions,
        and(eq(lanCenterSubscriptions.userId, userId), eq(lanCenterSubscriptions.status, "active")),
      ),
      insightsDigest: sql<
        boolean | null
      >`(select ${userProfiles.insightsDigest} from ${userProfiles} where ${eq(userProfiles.userId, userId)} limit 1)`,
    })
    .from(sql`(select 1) as one`)
    .prepare("dashboard_counters");
});
