import { and, asc, eq, inArray, sql } from "drizzle-orm";

import { seatPlans, seats } from "#db/schema/tickets";
import { events } from "#db/schema/venues";
import { openDatabase, type Database } from "~/lib/db.server";
import { refuse, type Refusal } from "~/lib/outcome";

import type { Actor } from "~/features/accounts/actor";
import { ownedBy } from "~/features/venues/ownership.server";
import { isVenueId } from "~/features/venues/venue-id";
import { instantToZonedInput, zonedInputToInstant } from "~/features/venues/venue-values";

import { parseSeatPlan, type PlanCell, type SeatPlanLayout } from "./seat-plan-text";

const EVENT_NOT_FOUND = "Event not found";

// Written out in full: inside a subquery Drizzle leaves a column unqualified, and `id` would be the ticket's.
const SEAT_TAKEN = sql<boolean>`exists (select 1 from tickets where tickets.seat_id = seats.id and tickets.status = 'active')`;
export const SAVE_PLAN_FAILED = "Failed to save the seat plan";

/** A seat as the plan's pages draw it: free, taken (by a live ticket) or blocked by the organiser. */
export type SeatState = "free" | "taken" | "blocked";
export type PlacedSeat = { id: string; label: string; rowLabel: string; number: number; state: SeatState };
export type SeatMapCell = { kind: "gap" } | ({ kind: "seat" } & PlacedSeat);
export type SeatMap = {
  areas: { name: string; rows: { label: string; cells: SeatMapCell[] }[] }[];
  counts: Record<SeatState, number>;
};

/** The party's plan with each seat's state now; null when it has none. */
export async function loadSeatMap(partyId: string, database?: Database): Promise<SeatMap | null> {
  const store = database ?? (await openDatabase());
  const rows = await store
    .select({
      id: seats.id,
      area: seats.area,
      areaIndex: seats.areaIndex,
      rowLabel: seats.rowLabel,
      rowIndex: seats.rowIndex,
      column: seats.column,
      number: seats.number,
      label: seats.label,
      blocked: seats.blocked,
      taken: SEAT_TAKEN,
    })
    .from(seats)
    .where(eq(seats.eventId, partyId))
    .orderBy(asc(seats.areaIndex), asc(seats.rowIndex), asc(seats.column));
  if (rows.length === 0) return null;
  const map: SeatMap = { areas: [], counts: { free: 0, taken: 0, blocked: 0 } };
  let areaIndex = -1;
  let rowIndex = -1;
  for (const seat of rows) {
    if (seat.areaIndex !== areaIndex) {
      map.areas.push({ name: seat.area, rows: [] });
      areaIndex = seat.areaIndex;
      rowIndex = -1;
    }
    const area = map.areas.at(-1)!;
    if (seat.rowIndex !== rowIndex) {
      area.rows.push({ label: seat.rowLabel, cells: [] });
      rowIndex = seat.rowIndex;
    }
    const cells = area.rows.at(-1)!.cells;
    // Columns count the gaps: a jump in them is an aisle.
    while (cells.length < seat.column) cells.push({ kind: "gap" });
    const state: SeatState = seat.taken ? "taken" : seat.blocked ? "blocked" : "free";
    map.counts[state] += 1;
    cells.push({ kind: "seat", id: seat.id, label: seat.label, rowLabel: seat.rowLabel, number: seat.number, state });
  }
  return map;
}

/** What the organiser's plan page starts from. */
export type OrganiserSeatPlan = {
  partyName: string;
  timeZone: string;
  verified: boolean;
  source: string;
  /** The seat deadline as the form's local text, "" for none. */
  seatDeadline: string;
  map: SeatMap | null;
};

async function ownParty(database: Database, actor: Actor, partyId: string) {
  if (!isVenueId(partyId)) return null;
  const [party] = await database
    .select({ id: events.id, name: events.organizationName, timeZone: events.timeZone, verified: events.verified })
    .from(events)
    .where(and(eq(events.id, partyId), ownedBy(events.createdBy, actor)))
    .limit(1);
  return party ?? null;
}

export async function loadOrganiserSeatPlan(
  actor: Actor,
  partyId: string,
): Promise<({ ok: true } & OrganiserSeatPlan) | Refusal<"not-found">> {
  const database = await openDatabase();
  const party = await ownParty(database, actor, partyId);
  if (!party) return refuse("not-found", EVENT_NOT_FOUND);
  const [plan] = await database.select().from(seatPlans).where(eq(seatPlans.eventId, party.id));
  return {
    ok: true,
    partyName: party.name,
    timeZone: party.timeZone,
    verified: party.verified,
    source: plan?.source ?? "",
    seatDeadline: plan?.seatDeadline ? instantToZonedInput(plan.seatDeadline, party.timeZone) : "",
    map: await loadSeatMap(party.id, database),
  };
}

class Refused extends Error {
  constructor(readonly refusal: Refusal<"not-found" | "invalid">) {
    super(refusal.message);
  }
}

/** Each seat of a parsed plan with where it is drawn. */
function placedSeats(plan: SeatPlanLayout) {
  return plan.areas.flatMap((area, areaIndex) =>
    area.rows.flatMap((row, rowIndex) =>
      row.cells.flatMap((cell: PlanCell, column) =>
        cell.kind === "seat"
          ? [
              {
                area: area.name,
                areaIndex,
                rowLabel: row.label,
                rowIndex,
                column,
                number: cell.number,
                label: cell.label,
                blocked: cell.blocked,
              },
            ]
          : [],
      ),
    ),
  );
}

/**
 * Saves the organiser's plan. Seats are matched by label, so a ticket keeps its seat when the plan
 * around it changes; a seat that a ticket holds cannot be removed or blocked (the organiser moves
 * that attendee first). The party's row is locked, so two saves at once apply one after the other.
 */
export async function saveSeatPlan(
  actor: Actor,
  partyId: string,
  input: { source: string; seatDeadline: string },
): Promise<{ ok: true; seats: number } | Refusal<"not-found" | "invalid" | "failed">> {
  const parsed = parseSeatPlan(input.source);
  if (!parsed.ok) return refuse("invalid", parsed.message);
  try {
    const database = await openDatabase();
    return await database.transaction(async (tx) => {
      const party = await ownParty(tx, actor, partyId);
      if (!party) throw new Refused(refuse("not-found", EVENT_NOT_FOUND));
      await tx.select({ id: events.id }).from(events).where(eq(events.id, party.id)).for("update");
      const deadline = input.seatDeadline.trim() ? zonedInputToInstant(input.seatDeadline, party.timeZone) : null;
      if (input.seatDeadline.trim() && !deadline) {
        throw new Refused(refuse("invalid", "Please enter a valid seat deadline"));
      }

      const wanted = placedSeats(parsed.plan);
      const byLabel = new Map(wanted.map((seat) => [seat.label, seat]));
      const current = await tx
        .select({
          id: seats.id,
          label: seats.label,
          area: seats.area,
          areaIndex: seats.areaIndex,
          rowLabel: seats.rowLabel,
          rowIndex: seats.rowIndex,
          column: seats.column,
          number: seats.number,
          blocked: seats.blocked,
          taken: SEAT_TAKEN,
        })
        .from(seats)
        .where(eq(seats.eventId, party.id));
      for (const seat of current) {
        const next = byLabel.get(seat.label);
        if (seat.taken && (!next || next.blocked)) {
          throw new Refused(
            refuse("invalid", `Seat ${seat.label} is held by a ticket: it cannot be removed or blocked`),
          );
        }
      }
      const gone = current.filter((seat) => !byLabel.has(seat.label)).map((seat) => seat.id);
      if (gone.length > 0) await tx.delete(seats).where(inArray(seats.id, gone));
      const kept = new Map(current.map((seat) => [seat.label, seat]));
      // Only the seats that moved or were blocked or freed are written: a re-save of a big hall is cheap.
      for (const seat of wanted) {
        const before = kept.get(seat.label);
        if (!before) continue;
        const changed = (Object.keys(seat) as (keyof typeof seat)[]).some((key) => before[key] !== seat[key]);
        if (changed) await tx.update(seats).set(seat).where(eq(seats.id, before.id));
      }
      const added = wanted.filter((seat) => !kept.has(seat.label));
      if (added.length > 0) await tx.insert(seats).values(added.map((seat) => ({ ...seat, eventId: party.id })));
      await tx
        .insert(seatPlans)
        .values({ eventId: party.id, source: input.source.trim(), seatDeadline: deadline })
        .onConflictDoUpdate({
          target: seatPlans.eventId,
          set: { source: input.source.trim(), seatDeadline: deadline, updatedAt: new Date() },
        });
      return { ok: true as const, seats: parsed.plan.seatCount };
    });
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    console.error("Saving a seat plan failed:", error);
    return refuse("failed", SAVE_PLAN_FAILED);
  }
}
