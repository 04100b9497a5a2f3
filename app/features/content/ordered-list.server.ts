import { asc, eq, max, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";

import type { Transaction } from "#db/database";
import { openDatabase } from "~/lib/db.server";
import { refuse } from "~/lib/outcome";

import type { Actor } from "~/features/accounts/actor";
import type { ContentChangeResult } from "./results";
import { ADMINISTRATORS_ONLY, type MoveDirection } from "./schemas";

/**
 * The ordering shared by the games and the FAQ: each row has a `position` within its list, new
 * rows go to the end, and moving a row swaps it with its neighbour in one transaction.
 */
export type OrderedList = {
  table: PgTable;
  id: AnyPgColumn;
  position: AnyPgColumn;
  createdAt: AnyPgColumn;
  /** What a message names the row by (a game's name, a question). */
  label: AnyPgColumn;
  /** Rows with the same value here form one list (games: featured or not); none for a single list. */
  group?: AnyPgColumn;
  /** For logs and messages: "game", "question". */
  noun: string;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function notFound(list: OrderedList): ContentChangeResult {
  return refuse("not-found", `That ${list.noun} no longer exists. Reload the page to see the current list.`);
}

/**
 * Runs an administrator's change: refuses anyone else before anything is read, refuses an id that
 * cannot exist, and turns an unexpected failure into a logged error and a plain message.
 */
export async function asAdministrator(
  actor: Actor,
  list: OrderedList,
  change: { verb: string; id?: string },
  work: () => Promise<ContentChangeResult>,
): Promise<ContentChangeResult> {
  if (!actor.isAdmin) return refuse("forbidden", ADMINISTRATORS_ONLY);
  if (change.id !== undefined && !UUID.test(change.id)) return notFound(list);
  try {
    return await work();
  } catch (error) {
    console.error(`[content] could not ${change.verb} a ${list.noun}:`, { actor: actor.userId, id: change.id }, error);
    return { ok: false, reason: "failed", message: `The ${list.noun} could not be saved. Please try again.` };
  }
}

/** The position after the last row of the list (the one whose `group` is `groupValue`, if any). */
export async function nextPosition(tx: Transaction, list: OrderedList, groupValue?: unknown): Promise<number> {
  const [row] = await tx
    .select({ last: max(list.position) })
    .from(list.table)
    .where(list.group ? eq(list.group, groupValue) : undefined);
  return Number(row?.last ?? 0) + 1;
}

/**
 * Moves a row one place up or down its list. The list's rows are locked and read in display order
 * (ties by age), so two administrators moving at once are applied one after the other; only the
 * rows whose position changes are written.
 */
export function moveInList(
  actor: Actor,
  list: OrderedList,
  input: { id: string; direction: MoveDirection },
): Promise<ContentChangeResult> {
  return asAdministrator(actor, list, { verb: "move", id: input.id }, async () => {
    const database = await openDatabase();
    return database.transaction(async (tx) => {
      const [row] = await tx
        .select({ label: list.label, group: list.group ?? sql`null` })
        .from(list.table)
        .where(eq(list.id, input.id));
      if (!row) return notFound(list);
      const scope: SQL | undefined = list.group ? eq(list.group, row.group) : undefined;
      const rows = await tx
        .select({ id: list.id, position: list.position })
        .from(list.table)
        .where(scope)
        .orderBy(asc(list.position), asc(list.createdAt), asc(list.id))
        .for("update");
      const label = String(row.label);
      const from = rows.findIndex((candidate) => candidate.id === input.id);
      if (from < 0) return notFound(list);
      const to = input.direction === "up" ? from - 1 : from + 1;
      if (to < 0 || to >= rows.length) {
        return {
          ok: true,
          id: input.id,
          message: `“${label}” is already ${input.direction === "up" ? "first" : "last"}.`,
        };
      }
      const order = [...rows];
      [order[from], order[to]] = [order[to]!, order[from]!];
      for (const [index, candidate] of order.entries()) {
        if (Number(candidate.position) === index + 1) continue;
        await tx.execute(
          sql`update ${list.table} set ${sql.identifier(list.position.name)} = ${index + 1} where ${eq(list.id, candidate.id)}`,
        );
      }
      return { ok: true, id: input.id, message: `Moved “${label}” ${input.direction}.` };
    });
  });
}

/** Removes a row for good; the others keep their order (gaps in positions are harmless). */
export function removeFromList(actor: Actor, list: OrderedList, id: string): Promise<ContentChangeResult> {
  return asAdministrator(actor, list, { verb: "remove", id }, async () => {
    const database = await openDatabase();
    const [removed] = await database.delete(list.table).where(eq(list.id, id)).returning({ label: list.label });
    if (!removed) return notFound(list);
    return { ok: true, id, message: `Removed “${String(removed.label)}”.` };
  });
}
