import clsx from "clsx";
import type { KeyboardEvent, ReactNode } from "react";

import { seatName } from "~/features/tickets/seat-plan-text";

/** A seat as the map draws it; `mine` is the member's own seat (or one of their group's). */
export type MapSeat = {
  key: string;
  label: string;
  rowLabel: string;
  number: number;
  state: "free" | "taken" | "blocked";
  mine?: boolean;
  /** What the member's seat holds, e.g. "your seat" or "sam@example.com". */
  note?: string;
};
export type MapCell = { kind: "gap" } | ({ kind: "seat" } & MapSeat);
export type MapArea = { name: string; rows: { label: string; cells: MapCell[] }[] };

/**
 * What a seat does when chosen: nothing (the public plan), posts the form it is in with its value
 * (picking: a submit button, so the choice works without JavaScript), or calls back (the editor).
 */
export type SeatAction =
  | { kind: "view" }
  | { kind: "submit"; name: string; value: (seat: MapSeat) => string; choosable: (seat: MapSeat) => boolean }
  | { kind: "toggle"; onToggle: (seat: MapSeat) => void; choosable: (seat: MapSeat) => boolean };

const STATE_WORDS = { free: "free", taken: "taken", blocked: "blocked" } as const;

function seatLabel(seat: MapSeat): string {
  const state = seat.mine ? (seat.note ?? "your seat") : STATE_WORDS[seat.state];
  return `${seatName(seat.rowLabel, seat.number)}, ${state}`;
}

/**
 * A hall's seats, area by area and row by row, each seat a control named "Row C, seat 4, free".
 * One seat is in the tab order; the arrow keys move along a row and to the nearest seat of the row
 * above or below, Home and End to a row's ends (the grid pattern of the ARIA practices).
 */
export function SeatMap({
  areas,
  action,
  label,
  legend = true,
}: {
  areas: MapArea[];
  action: SeatAction;
  label: string;
  legend?: boolean;
}) {
  const seats = areas.flatMap((area) => area.rows.flatMap((row) => row.cells.filter((cell) => cell.kind === "seat")));
  const tabStop = seats.find((seat) => seat.mine) ?? seats.find((seat) => seat.state === "free") ?? seats[0];
  let rowNumber = 0;
  return (
    <div className="flex flex-col gap-4" role="group" aria-label={label} data-seat-map="">
      {legend ? <SeatLegend withYours={action.kind !== "toggle"} /> : null}
      {areas.map((area) => (
        <section key={area.name} aria-label={area.name} className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold tracking-wide text-slate-300 uppercase">{area.name}</h3>
          <div className="overflow-x-auto pb-2">
            <div className="flex w-max flex-col gap-1.5">
              {area.rows.map((row) => {
                const rowIndex = rowNumber++;
                return (
                  <div key={row.label} role="group" aria-label={`Row ${row.label}`} className="flex items-center gap-1">
                    <span aria-hidden="true" className="w-7 shrink-0 text-right text-xs font-semibold text-slate-400">
                      {row.label}
                    </span>
                    {row.cells.map((cell, column) =>
                      cell.kind === "gap" ? (
                        <span key={`gap-${column}`} aria-hidden="true" className="w-4 shrink-0" />
                      ) : (
                        <SeatButton
                          key={cell.key}
                          seat={cell}
                          action={action}
                          row={rowIndex}
                          column={column}
                          tabbable={cell === tabStop}
                        />
                      ),
                    )}
                  </div>
                );
              })}
            </div>
          </div>
        </section>
      ))}
    </div>
  );
}

function SeatButton({
  seat,
  action,
  row,
  column,
  tabbable,
}: {
  seat: MapSeat;
  action: SeatAction;
  row: number;
  column: number;
  tabbable: boolean;
}) {
  const choosable = action.kind !== "view" && action.choosable(seat);
  const shared = {
    "aria-label": seatLabel(seat),
    "data-seat-row": row,
    "data-seat-column": column,
    tabIndex: tabbable ? 0 : -1,
    onKeyDown: moveFocus,
    className: clsx(
      "grid size-8 shrink-0 place-items-center rounded-md border text-xs font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-300",
      seat.mine
        ? "border-accent-300 bg-accent-400 text-surface-950"
        : seat.state === "free"
          ? "border-emerald-400/70 bg-emerald-950/60 text-emerald-100"
          : seat.state === "taken"
            ? "border-slate-500 bg-slate-600 text-slate-200"
            : "border-dashed border-slate-600 bg-surface-900 text-slate-500 line-through",
      choosable ? "cursor-pointer hover:border-white hover:bg-emerald-800" : "cursor-default",
    ),
  };
  if (action.kind === "submit" && choosable) {
    return (
      <button type="submit" name={action.name} value={action.value(seat)} {...shared}>
        {seat.number}
      </button>
    );
  }
  return (
    <button
      type="button"
      aria-disabled={choosable ? undefined : true}
      aria-pressed={action.kind === "toggle" ? seat.state === "blocked" : undefined}
      onClick={choosable && action.kind === "toggle" ? () => action.onToggle(seat) : undefined}
      {...shared}
    >
      {seat.number}
    </button>
  );
}

/** The arrow keys: along a row, or to the nearest seat by column in the row above or below. */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
  const from = event.currentTarget;
  const row = Number(from.dataset.seatRow);
  const column = Number(from.dataset.seatColumn);
  const all = [...(from.closest("[data-seat-map]")?.querySelectorAll<HTMLElement>("[data-seat-row]") ?? [])];
  const inRow = (index: number) => all.filter((seat) => Number(seat.dataset.seatRow) === index);
  const nearest = (candidates: HTMLElement[]) =>
    candidates.reduce<HTMLElement | undefined>((best, seat) => {
      const distance = Math.abs(Number(seat.dataset.seatColumn) - column);
      return !best || distance < Math.abs(Number(best.dataset.seatColumn) - column) ? seat : best;
    }, undefined);
  const here = inRow(row);
  const at = here.indexOf(from);
  const targets: Record<string, HTMLElement | undefined> = {
    ArrowLeft: here[at - 1],
    ArrowRight: here[at + 1],
    Home: here[0],
    End: here.at(-1),
    ArrowUp: nearest(inRow(row - 1)),
    ArrowDown: nearest(inRow(row + 1)),
  };
  if (!(event.key in targets)) return;
  event.preventDefault();
  const target = targets[event.key];
  if (!target) return;
  from.tabIndex = -1;
  target.tabIndex = 0;
  target.focus();
}

/** What the colours mean; "Yours" only where a member picks (the organiser's editor has no "yours"). */
export function SeatLegend({ withYours, children }: { withYours: boolean; children?: ReactNode }) {
  const item = (classes: string, text: string) => (
    <span className="flex items-center gap-1.5">
      <span aria-hidden="true" className={clsx("size-4 rounded border", classes)} />
      {text}
    </span>
  );
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-300">
      {item("border-emerald-400/70 bg-emerald-950/60", "Free")}
      {item("border-slate-500 bg-slate-600", "Taken")}
      {item("border-dashed border-slate-600 bg-surface-900", "Blocked")}
      {withYours ? item("border-accent-300 bg-accent-400", "Yours") : null}
      {children}
    </p>
  );
}
