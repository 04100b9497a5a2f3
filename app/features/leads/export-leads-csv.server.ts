import { leads } from "#db/schema/leads";
import { openDatabase } from "~/lib/db.server";
import { csvLine } from "~/lib/csv";
import { ADMINISTRATORS_ONLY, refuse, type Refusal } from "~/lib/outcome";

import { leadColumns, newestLeadsFirst, type LeadsActor } from "./list-leads.server";

export const LEADS_CSV_HEADER = ["name", "email", "venue", "phone", "message", "page", "created at (UTC)"] as const;

export type LeadsCsvResult = { ok: true; fileName: string; body: string } | Refusal<"forbidden" | "failed">;

const EXPORT_LEADS_FAILED = "Failed to export sign-up requests";

/**
 * Every lead as CSV (RFC 4180, formula-guarded cells), newest first, for administrators only
 * (refused here too, not only by the route). Leads are typed by people one at a time, so the file
 * is built in memory; the contacts export streams because venues can be many more.
 */
export async function exportLeadsCsv(actor: LeadsActor, now = new Date()): Promise<LeadsCsvResult> {
  if (!actor.isAdmin) return refuse("forbidden", ADMINISTRATORS_ONLY);
  try {
    const database = await openDatabase();
    const rows = await database
      .select(leadColumns)
      .from(leads)
      .orderBy(...newestLeadsFirst);
    const lines = rows.map((row) =>
      csvLine([
        row.name,
        row.email,
        row.venueName,
        row.phone,
        row.message,
        `/${row.page}`,
        row.createdAt.toISOString(),
      ]),
    );
    return { ok: true, fileName: leadsCsvFileName(now), body: csvLine(LEADS_CSV_HEADER) + lines.join("") };
  } catch (error) {
    console.error("[leads] exporting leads failed:", { actor: actor.userId }, error);
    return refuse("failed", EXPORT_LEADS_FAILED);
  }
}

/** The download's name, dated in UTC: lan-centers-leads-YYYY-MM-DD.csv. */
function leadsCsvFileName(now: Date): string {
  return `lan-centers-leads-${now.toISOString().slice(0, 10)}.csv`;
}
