import { useMemo, useState } from "react";
import { Form } from "react-router";

import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { TextAreaField, TextField } from "~/components/ui/input";
import { useFieldErrors } from "~/lib/use-field-errors";

import type { SeatPlanFormValues } from "~/features/tickets/seat-plan-answers";
import type { SeatMap as SavedSeatMap } from "~/features/tickets/seat-plan.server";
import { parseSeatPlan, seatPlanText, toggleBlocked } from "~/features/tickets/seat-plan-text";
import { seatPlanFormSchema } from "~/features/tickets/schemas";

import { SeatMap, type MapArea } from "./seat-map";

/**
 * The organiser's plan: the text form on the left (fast for a hall of hundreds), its drawing beside
 * it, redrawn as they type; a click (or Enter) on a drawn seat blocks or frees it by rewriting the
 * text. A seat a ticket holds is marked taken and cannot be blocked.
 */
export function SeatPlanEditor({
  initial,
  saved,
  timeZone,
  serverErrors,
  formError,
  submitting,
}: {
  initial: SeatPlanFormValues;
  saved: SavedSeatMap | null;
  timeZone: string;
  serverErrors?: Record<string, string>;
  formError?: string;
  submitting: boolean;
}) {
  const [source, setSource] = useState(initial.source);
  const { errors, formRef, checkBeforeSubmit } = useFieldErrors(serverErrors);
  const parsed = useMemo(() => parseSeatPlan(source), [source]);
  const takenLabels = useMemo(() => {
    const labels = new Set<string>();
    for (const area of saved?.areas ?? [])
      for (const row of area.rows)
        for (const cell of row.cells) if (cell.kind === "seat" && cell.state === "taken") labels.add(cell.label);
    return labels;
  }, [saved]);

  const areas: MapArea[] = parsed.ok
    ? parsed.plan.areas.map((area) => ({
        name: area.name,
        rows: area.rows.map((row) => ({
          label: row.label,
          cells: row.cells.map((cell) =>
            cell.kind === "gap"
              ? cell
              : {
                  kind: "seat" as const,
                  key: cell.label,
                  label: cell.label,
                  rowLabel: row.label,
                  number: cell.number,
                  state: takenLabels.has(cell.label)
                    ? ("taken" as const)
                    : cell.blocked
                      ? ("blocked" as const)
                      : ("free" as const),
                },
          ),
        })),
      }))
    : [];

  return (
    <Form
      method="post"
      ref={formRef}
      noValidate
      onSubmit={(event) => checkBeforeSubmit(event, seatPlanFormSchema)}
      className="flex flex-col gap-6"
    >
      <input type="hidden" name="intent" value="save" />
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <div className="flex flex-col gap-4">
          <TextAreaField
            label="The plan"
            name="source"
            rows={12}
            value={source}
            onChange={(event) => setSource(event.target.value)}
            spellCheck={false}
            className="font-mono"
            error={errors.source}
            hint={
              <>
                One row a line: <code>A: 1-12</code>. <code>|</code> is an aisle, <code>5x</code> a blocked seat,{" "}
                <code>[Main hall]</code> starts an area. Seat labels (A1, A2…) must be unique.
              </>
            }
          />
          <TextField
            label="Seat deadline"
            name="seatDeadline"
            type="datetime-local"
            defaultValue={initial.seatDeadline}
            error={errors.seatDeadline}
            hint={`Attendees may pick and change seats until then (${timeZone}); empty: until the party ends.`}
          />
          <Button type="submit" loading={submitting} loadingLabel="Saving the plan…">
            Save seat plan
          </Button>
        </div>
        <div className="flex min-w-0 flex-col gap-3" aria-live="polite">
          <h2 className="text-lg font-semibold text-white">
            {parsed.ok ? `Preview: ${parsed.plan.seatCount.toLocaleString("en-US")} seats` : "Preview"}
          </h2>
          {parsed.ok ? (
            <>
              <p className="text-sm text-slate-400">Select a seat to block it or free it again.</p>
              <SeatMap
                label="Seat plan preview"
                areas={areas}
                action={{
                  kind: "toggle",
                  choosable: (seat) => seat.state !== "taken",
                  onToggle: (seat) => {
                    if (parsed.ok) setSource(seatPlanText(toggleBlocked(parsed.plan, seat.label)));
                  },
                }}
              />
            </>
          ) : (
            <p className="text-sm text-rose-200">{parsed.message}</p>
          )}
        </div>
      </div>
    </Form>
  );
}
