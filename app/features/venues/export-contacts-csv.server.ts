import { and, desc, eq, lt, or, sql } from "drizzle-orm";

import { locationContacts } from "#db/schema/venues";
import { openDatabase } from "~/lib/db.server";
import { refuse, type Refusal } from "~/lib/outcome";

import type { Actor } from "~/features/accounts/actor";

import { ADMINISTRATORS_ONLY } from "~/lib/outcome";
import { contactCsvLine, contactsCsvFileName, contactsCsvHeader } from "./contacts-csv";
import { contactColumns } from "./list-contacts.server";

/** Rows read per query while the file streams out: memory stays flat however many contacts there are. */
const CSV_BATCH_SIZE = 1000;

export type ContactsCsvResult = { ok: true; fileName: string; body: ReadableStream<Uint8Array> } | Refusal<"forbidden">;

/**
 * Every contact as CSV, newest first, for administrators only (refused here too, not only by the
 * route). The file is streamed in batches read by keyset (created_at, id), so 100,000 contacts
 * never sit in memory at once; a failure after the first bytes can only abort the download (logged).
 */
export function exportContactsCsv(actor: Actor, now = new Date()): ContactsCsvResult {
  if (!actor.isAdmin) return refuse("forbidden", ADMINISTRATORS_ONLY);
  const encoder = new TextEncoder();
  // The exact stored instant (microseconds) and id of the last row sent; a JS Date would round it.
  let after: { at: string; id: string } | null = null;
  let headerSent = false;

  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (!headerSent) {
          headerSent = true;
          controller.enqueue(encoder.encode(contactsCsvHeader()));
          return;
        }
        const rows = await readBatch(after);
        if (rows.length === 0) {
          controller.close();
          return;
        }
        const last = rows[rows.length - 1]!;
        after = { at: last.cursorAt, id: last.id };
        controller.enqueue(encoder.encode(rows.map(contactCsvLine).join("")));
        if (rows.length < CSV_BATCH_SIZE) controller.close();
      } catch (error) {
        console.error("[venues] exporting contacts failed:", { actor: actor.userId }, error);
        controller.error(error);
      }
    },
  });
  return { ok: true, fileName: contactsCsvFileName(now), body };
}

async function readBatch(after: { at: string; id: string } | null) {
  const database = await openDatabase();
  const at = locationContacts.createdAt;
  const rows = await database
    .select({
      ...contactColumns,
      cursorAt: sql<string>`${at}::text`,
    })
    .from(locationContacts)
    .where(
      after
        ? or(
            lt(at, sql`${after.at}::timestamptz`),
            and(eq(at, sql`${after.at}::timestamptz`), lt(locationContacts.id, after.id)),
          )
        : undefined,
    )
    .orderBy(desc(at), desc(locationContacts.id))
    .limit(CSV_BATCH_SIZE);
  return rows.map((row) => ({ ...row, venueId: row.locationId ?? row.eventId }));
}
