/**
 * A seat plan's text form: what the organiser types (or the editor writes when a seat is clicked),
 * read the same way in the browser (the live preview) and on the server (the save).
 *
 *     [Main hall]
 *     A: 1-12
 *     B: 1-4 | 5-8        "|" is a gap (an aisle)
 *     C: 1-4 5x 6x 7-12   "x" after a seat or a range blocks it
 *     [Streamer row]
 *     S: 1-6
 *
 * A seat's label is its row's and its number ("C4"), unique in the plan. Rows before any
 * `[area]` line belong to an area called "Hall"; empty lines and lines starting with `#` are skipped.
 */
export const SEAT_PLAN_LIMITS = { seats: 2_000, seatsPerRow: 80, rows: 200, areaName: 40, source: 20_000 } as const;

export type PlanCell = { kind: "gap" } | { kind: "seat"; number: number; label: string; blocked: boolean };
export type PlanRow = { label: string; cells: PlanCell[] };
export type PlanArea = { name: string; rows: PlanRow[] };
export type SeatPlanLayout = { areas: PlanArea[]; seatCount: number };

export type SeatPlanParse = { ok: true; plan: SeatPlanLayout } | { ok: false; message: string };

const AREA_LINE = /^\[(.+)\]$/;
const ROW_LINE = /^([A-Za-z0-9]{1,3})\s*:\s*(.*)$/;
const SEAT_TOKEN = /^(\d{1,3})(?:-(\d{1,3}))?(x?)$/i;

export function parseSeatPlan(source: string): SeatPlanParse {
  if (source.length > SEAT_PLAN_LIMITS.source) {
    return {
      ok: false,
      message: `The plan must be at most ${SEAT_PLAN_LIMITS.source.toLocaleString("en-US")} characters`,
    };
  }
  const areas: PlanArea[] = [];
  const labels = new Set<string>();
  const rowLabels = new Set<string>();
  let seatCount = 0;
  const lines = source.split(/\r?\n/);
  for (const [index, rawLine] of lines.entries()) {
    const line = rawLine.trim();
    const at = `Line ${index + 1}`;
    if (line === "" || line.startsWith("#")) continue;
    const area = AREA_LINE.exec(line);
    if (area) {
      const name = area[1]!.trim();
      if (name === "" || name.length > SEAT_PLAN_LIMITS.areaName) {
        return { ok: false, message: `${at}: an area's name is 1 to ${SEAT_PLAN_LIMITS.areaName} characters` };
      }
      areas.push({ name, rows: [] });
      continue;
    }
    const row = ROW_LINE.exec(line);
    if (!row) {
      return { ok: false, message: `${at}: write a row as "A: 1-12", or an area as "[Main hall]"` };
    }
    const rowLabel = row[1]!.toUpperCase();
    if (rowLabels.has(rowLabel)) return { ok: false, message: `${at}: row ${rowLabel} appears twice in the plan` };
    rowLabels.add(rowLabel);
    if (areas.length === 0) areas.push({ name: "Hall", rows: [] });
    const cells: PlanCell[] = [];
    for (const token of row[2]!.split(/\s+/).filter((part) => part !== "")) {
      if (token === "|") {
        cells.push({ kind: "gap" });
        continue;
      }
      const seat = SEAT_TOKEN.exec(token);
      if (!seat) return { ok: false, message: `${at}: "${token}" is not a seat, a range like 1-12, or a gap "|"` };
      const from = Number(seat[1]);
      const to = seat[2] ? Number(seat[2]) : from;
      if (from < 1 || to < from) return { ok: false, message: `${at}: "${token}" is not a range from low to high` };
      for (let number = from; number <= to; number++) {
        const label = `${rowLabel}${number}`;
        if (labels.has(label)) return { ok: false, message: `Seat ${label} appears twice in the plan` };
        labels.add(label);
        cells.push({ kind: "seat", number, label, blocked: seat[3] !== "" });
      }
    }
    const seatsInRow = cells.filter((cell) => cell.kind === "seat").length;
    if (seatsInRow === 0) return { ok: false, message: `${at}: row ${rowLabel} has no seats` };
    if (seatsInRow > SEAT_PLAN_LIMITS.seatsPerRow) {
      return { ok: false, message: `${at}: a row has at most ${SEAT_PLAN_LIMITS.seatsPerRow} seats` };
    }
    seatCount += seatsInRow;
    if (seatCount > SEAT_PLAN_LIMITS.seats) {
      return { ok: false, message: `A plan has at most ${SEAT_PLAN_LIMITS.seats.toLocaleString("en-US")} seats` };
    }
    areas.at(-1)!.rows.push({ label: rowLabel, cells });
  }
  const used = areas.filter((area) => area.rows.length > 0);
  if (used.length === 0) return { ok: false, message: 'The plan has no seats yet: add a row such as "A: 1-12"' };
  if (used.reduce((sum, area) => sum + area.rows.length, 0) > SEAT_PLAN_LIMITS.rows) {
    return { ok: false, message: `A plan has at most ${SEAT_PLAN_LIMITS.rows} rows` };
  }
  return { ok: true, plan: { areas: used, seatCount } };
}

/** The plan as text again, with runs of seats written as ranges: the editor's clicks go through it. */
export function seatPlanText(plan: SeatPlanLayout): string {
  const lines: string[] = [];
  for (const area of plan.areas) {
    lines.push(`[${area.name}]`);
    for (const row of area.rows) {
      const tokens: string[] = [];
      let run: { from: number; to: number; blocked: boolean } | null = null;
      const close = () => {
        if (run) tokens.push(`${run.from === run.to ? run.from : `${run.from}-${run.to}`}${run.blocked ? "x" : ""}`);
        run = null;
      };
      for (const cell of row.cells) {
        if (cell.kind === "gap") {
          close();
          tokens.push("|");
        } else if (run && run.blocked === cell.blocked && cell.number === run.to + 1) {
          run.to = cell.number;
        } else {
          close();
          run = { from: cell.number, to: cell.number, blocked: cell.blocked };
        }
      }
      close();
      lines.push(`${row.label}: ${tokens.join(" ")}`);
    }
  }
  return lines.join("\n");
}

/** The plan with one seat blocked or freed: the editor's click on a seat. */
export function toggleBlocked(plan: SeatPlanLayout, label: string): SeatPlanLayout {
  return {
    ...plan,
    areas: plan.areas.map((area) => ({
      ...area,
      rows: area.rows.map((row) => ({
        ...row,
        cells: row.cells.map((cell) =>
          cell.kind === "seat" && cell.label === label ? { ...cell, blocked: !cell.blocked } : cell,
        ),
      })),
    })),
  };
}

/** "Row C, seat 4": how a seat is named to a screen reader and in messages. */
export function seatName(rowLabel: string, number: number): string {
  return `Row ${rowLabel}, seat ${number}`;
}
