import { Copy } from "lucide-react";
import { Fragment, useId, useMemo, useState } from "react";

import { Button } from "~/components/ui/button";
import { GroupError } from "~/components/ui/input";

import { WEEKDAYS, type OpeningHours } from "../opening-hours";
import { DayHoursFields } from "./day-hours-fields";
import { copyMondayToAll, newSchedule, readSchedule, writeSchedule } from "./hours-model";
import { SpecialDatesFields } from "./special-dates-fields";

/**
 * The center's opening hours: not given (the default), or the week from Monday to Sunday and any
 * special dates. The whole schedule is the `openingHours` field's JSON text, posted by a hidden
 * input, so the form's own check (the schema runs the rules on it) and the server's see the same.
 */
export function HoursEditor({
  value,
  onChange,
  error,
}: {
  /** The field's text: the schedule as JSON, or "" for no hours given. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const id = useId();
  const schedule = useMemo(() => readSchedule(value), [value]);
  // What was on screen before "no hours": ticking the box again brings it back.
  const [kept, setKept] = useState<OpeningHours | null>(null);
  const [copied, setCopied] = useState(false);
  const errorId = `${id}-error`;

  function change(next: OpeningHours) {
    setCopied(false);
    onChange(writeSchedule(next));
  }

  return (
    // Named like the field, so the form's "focus the first problem" lands on the editor.
    <fieldset
      name="openingHours"
      tabIndex={-1}
      aria-describedby={error ? errorId : undefined}
      className="flex min-w-0 flex-col gap-4"
    >
      <legend className="sr-only">Opening hours</legend>
      <input type="hidden" name="openingHours" value={value} />
      <div className="flex items-start gap-3 rounded-lg border border-surface-600 bg-surface-950/60 px-3.5 py-3">
        <input
          id={`${id}-listed`}
          type="checkbox"
          checked={schedule !== null}
          aria-describedby={`${id}-listed-hint`}
          onChange={(event) => {
            if (event.target.checked) {
              change(kept ?? newSchedule());
            } else {
              setKept(schedule);
              onChange("");
            }
          }}
          className="mt-0.5 size-5 shrink-0 accent-accent-400"
        />
        <div className="text-sm">
          <label htmlFor={`${id}-listed`} className="font-medium text-slate-100">
            List our opening hours
          </label>
          <p id={`${id}-listed-hint`} className="text-slate-300">
            {schedule
              ? "Times are your center's local time. For hours past midnight (Friday 16:00 to 02:00), tick “Closes next day”."
              : "Hours not given: your listing shows no hours until you add them."}
          </p>
        </div>
      </div>

      {schedule ? (
        <>
          <div className="flex flex-col gap-3">
            {schedule.week.map((day, index) => (
              <Fragment key={WEEKDAYS[index]}>
                <DayHoursFields
                  name={WEEKDAYS[index]!}
                  hours={day}
                  onChange={(hours) =>
                    change({ ...schedule, week: schedule.week.map((current, at) => (at === index ? hours : current)) })
                  }
                />
                {index === 0 ? (
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => {
                        change(copyMondayToAll(schedule));
                        setCopied(true);
                      }}
                    >
                      <Copy aria-hidden="true" className="size-4" />
                      Copy Monday to all days
                    </Button>
                    <p role="status" className="text-sm text-slate-300">
                      {copied ? "Every day now has Monday's hours." : ""}
                    </p>
                  </div>
                ) : null}
              </Fragment>
            ))}
          </div>
          <SpecialDatesFields
            exceptions={schedule.exceptions}
            onChange={(exceptions) => change({ ...schedule, exceptions })}
          />
        </>
      ) : null}

      <GroupError id={errorId}>{error && (/[.!?]$/.test(error) ? error : `${error}.`)}</GroupError>
    </fieldset>
  );
}
