import { desc } from "drizzle-orm";

import { leads } from "#db/schema/leads";
import type { JoinPage } from "#db/schema/values";
import type { SignedInAccount } from "~/features/accounts/viewer.server";
import { openDatabase } from "~/lib/db.server";
import { ADMINISTRATORS_ONLY, refuse, type Refusal } from "~/lib/outcome";

/** Who reads the leads, as the server decided it from the session (never from a form). */
export type LeadsActor = Pick<SignedInAccount, "userId" | "isAdmin">;

/** Leads on one page of /admin/leads. */
export const LEADS_PAGE_SIZE = 50;

export const LIST_LEADS_FAILED = "Failed to fetch sign-up requests";

/** A lead as the administrators' list shows it. */
export type LeadRow = {
  id: string;
  page: JoinPage;
  name: string;
  email: string;
  venueName: string;
  phone: string | null;
  message: string | null;
  /** ISO 8601, UTC. */
  createdAt: string;
};

export type LeadsPage = { leads: LeadRow[]; page: number; pageCount: number; total: number };

export type ListLeadsResult = ({ ok: true } & LeadsPage) | Refusal<"forbidden" | "failed">;

/** The columns every reader of leads selects, newest first by (created_at, id). */
export const leadColumns = {
  id: leads.id,
  page: leads.page,
  name: leads.name,
  email: leads.email,
  venueName: leads.venueName,
  phone: leads.phone,
  message: leads.message,
  createdAt: leads.createdAt,
};
export const newestLeadsFirst = [desc(leads.createdAt), desc(leads.id)];

/**
 * The sign-up requests of the join pages, newest first, one page at a time: administrators only,
 * refused here as well as by the route, so no other caller can forget it.
 */
export async function listLeads(actor: LeadsActor, options: { page?: number } = {}): Promise<ListLeadsResult> {
  if (!actor.isAdmin) return refuse("forbidden", ADMINISTRATORS_ONLY);
  try {
    const database = await openDatabase();
    const total = await database.$count(leads);
    const pageCount = Math.max(1, Math.ceil(total / LEADS_PAGE_SIZE));
    // A page past the end shows the last one rather than an empty list.
    const page = Math.min(Math.max(1, Math.trunc(options.page ?? 1) || 1), pageCount);
    const rows = await database
      .select(leadColumns)
      .from(leads)
      .orderBy(...newestLeadsFirst)
      .limit(LEADS_PAGE_SIZE)
      .offset((page - 1) * LEADS_PAGE_SIZE);
    return {
      ok: true,
      leads: rows.map((row) => ({ ...row, page: row.page as JoinPage, createdAt: row.createdAt.toISOString() })),
      page,
      pageCount,
      total,
    };
  } catch (error) {
    console.error("[leads] listing leads failed:", { actor: actor.userId, page: options.page }, error);
    return refuse("failed", LIST_LEADS_FAILED);
  }
}
