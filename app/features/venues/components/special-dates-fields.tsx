import { CalendarPlus, Trash2 } from "lucide-react";
import { useId } from "react";

import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/input";

import { HOURS_LIMITS, type HoursException } from "../opening-hours";
import { DayHoursFields } from "./day-hours-fields";
import { useFocusLater } from "./use-focus-later";

/**
 * Special dates: holidays and events whose hours replace the week's on that day, each with a date,
 * its hours and a short note ("Christmas Day"), up to HOURS_LIMITS.exceptions.
 */
export function SpecialDatesFields({
  exceptions,
  onChange,
}: {
  exceptions: HoursException[];
  onChange: (exceptions: HoursException[]) => void;
}) {
  const id = useId();
  const focusLater = useFocusLater();
  const full = exceptions.length >= HOURS_LIMITS.exceptions;

  function change(index: number, entry: Partial<HoursException>) {
    onChange(exceptions.map((current, at) => (at === index ? { ...current, ...entry } : current)));
  }

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <div>
        <h3 id={`${id}-title`} className="text-base font-semibold text-white">
          Special dates
        </h3>
        <p className="text-sm text-slate-300">
          Holidays and events: the hours given here replace the usual hours on that day.
        </p>
      </div>
      {exceptions.length > 0 ? (
        <ol className="flex flex-col gap-3">
          {exceptions.map((entry, index) => {
            const name = `Special date ${index + 1}`;
            return (
              <li key={index}>
                <DayHoursFields name={name} hours={entry.hours} onChange={(hours) => change(index, { hours })}>
                  <div className="grid gap-3 sm:grid-cols-[auto_1fr_auto] sm:items-end">
                    <TextField
                      id={`${id}-${index}-date`}
                      type="date"
                      label={<SpecialLabel name={name} shown="Date" />}
                      value={entry.date}
                      onChange={(event) => change(index, { date: event.target.value })}
                    />
                    <TextField
                      label={<SpecialLabel name={name} shown="Note" />}
                      placeholder="Christmas Day"
                      maxLength={HOURS_LIMITS.note}
                      value={entry.note ?? ""}
                      onChange={(event) => change(index, { note: event.target.value || null })}
                    />
                    <Button
                      variant="ghost"
                      className="self-start sm:self-end"
                      onClick={() => {
                        onChange(exceptions.filter((_, at) => at !== index));
                        focusLater(`${id}-add`);
                      }}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      Remove<span className="sr-only"> {name.toLowerCase()}</span>
                    </Button>
                  </div>
                </DayHoursFields>
              </li>
            );
          })}
        </ol>
      ) : null}
      {full ? (
        <p className="text-sm text-slate-400">
          You have listed {HOURS_LIMITS.exceptions} special dates, the most a center can list.
        </p>
      ) : (
        <Button
          id={`${id}-add`}
          variant="secondary"
          size="sm"
          className="self-start"
          onClick={() => {
            onChange([...exceptions, { date: "", hours: { kind: "closed" }, note: null }]);
            focusLater(`${id}-${exceptions.length}-date`);
          }}
        >
          <CalendarPlus aria-hidden="true" className="size-4" />
          Add a special date
        </Button>
      )}
    </section>
  );
}

/** "Date" on screen, "Special date 2 Date" for a screen reader. */
function SpecialLabel({ name, shown }: { name: string; shown: string }) {
  return (
    <>
      <span className="sr-only">{name} </span>
      {shown}
    </>
  );
}
