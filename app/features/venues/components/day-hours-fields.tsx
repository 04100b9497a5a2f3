import clsx from "clsx";
import { Plus, X } from "lucide-react";
import { useId, type ReactNode } from "react";

import { Button } from "~/components/ui/button";

import { HOURS_LIMITS, type DayHours, type TimeSpan } from "../opening-hours";
import { DAY_KIND_LABELS, spansOf, withKind, withNewSpan, withSpan, withoutSpan, type DayKind } from "./hours-model";
import { useFocusLater } from "./use-focus-later";

const smallControl =
  "min-h-11 rounded-lg border border-surface-600 bg-surface-950/80 px-3 py-2 text-base text-white hover:border-slate-500 focus:border-accent-400";

/**
 * One day's hours (a weekday or a special date), in a fieldset named by `name`: closed, open 24
 * hours, or up to four opening times, each with "Closes next day" for hours past midnight. Every
 * control's name starts with the day's ("Monday opens"), so each reads well on its own.
 */
export function DayHoursFields({
  name,
  hours,
  onChange,
  children,
}: {
  /** The day as labels say it: "Monday", "Special date 2". */
  name: string;
  hours: DayHours;
  onChange: (hours: DayHours) => void;
  /** More fields of the day, after its hours (a special date's date and note). */
  children?: ReactNode;
}) {
  const id = useId();
  const focusLater = useFocusLater();
  const spans = spansOf(hours);
  const spanName = (index: number) => (spans.length > 1 ? `${name} (time ${index + 1})` : name);

  return (
    <fieldset className="min-w-0 rounded-lg border border-surface-700 bg-surface-950/40 p-3">
      <legend className="float-left w-full pb-2 text-sm font-semibold text-slate-100 sm:w-32 sm:pt-2.5 sm:pb-0">
        {name}
      </legend>
      <div className="clear-left flex min-w-0 flex-col gap-3 sm:clear-none sm:ml-36">
        {children}
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-kind`} className="sr-only">
            {name} hours
          </label>
          <select
            id={`${id}-kind`}
            value={hours.kind}
            onChange={(event) => onChange(withKind(hours, event.target.value as DayKind))}
            className={clsx(smallControl, "w-full sm:w-56")}
          >
            {(Object.keys(DAY_KIND_LABELS) as DayKind[]).map((kind) => (
              <option key={kind} value={kind}>
                {DAY_KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </div>
        {spans.length > 0 ? (
          <ul className="flex flex-col gap-3">
            {spans.map((span, index) => (
              <SpanFields
                key={index}
                id={`${id}-span-${index}`}
                name={spanName(index)}
                span={span}
                onChange={(change) => onChange(withSpan(hours, index, change))}
                onRemove={
                  spans.length > 1
                    ? () => {
                        onChange(withoutSpan(hours, index));
                        focusLater(`${id}-kind`);
                      }
                    : undefined
                }
              />
            ))}
          </ul>
        ) : null}
        {hours.kind === "spans" && spans.length < HOURS_LIMITS.spansPerDay ? (
          <Button
            variant="ghost"
            size="sm"
            className="self-start"
            onClick={() => {
              onChange(withNewSpan(hours));
              focusLater(`${id}-span-${spans.length}-open`);
            }}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add opening time<span className="sr-only"> to {name}</span>
          </Button>
        ) : null}
      </div>
    </fieldset>
  );
}

/** One opening time: opens, closes, and whether it closes the next day. */
function SpanFields({
  id,
  name,
  span,
  onChange,
  onRemove,
}: {
  id: string;
  name: string;
  span: TimeSpan;
  onChange: (change: Partial<TimeSpan>) => void;
  onRemove?: () => void;
}) {
  return (
    <li className="flex flex-wrap items-end gap-x-3 gap-y-2">
      <TimeInput
        id={`${id}-open`}
        name={name}
        shown="Opens"
        value={span.open}
        onChange={(open) => onChange({ open })}
      />
      <TimeInput
        id={`${id}-close`}
        name={name}
        shown="Closes"
        value={span.close}
        onChange={(close) => onChange({ close })}
      />
      <div className="flex min-h-11 items-center gap-2">
        <input
          id={`${id}-overnight`}
          type="checkbox"
          checked={span.overnight}
          onChange={(event) => onChange({ overnight: event.target.checked })}
          className="size-5 shrink-0 accent-accent-400"
        />
        <label htmlFor={`${id}-overnight`} className="text-sm text-slate-200">
          <span className="sr-only">{name} </span>Closes next day
        </label>
      </div>
      {onRemove ? (
        <Button variant="ghost" size="sm" className="min-h-11" onClick={onRemove}>
          <X aria-hidden="true" className="size-4" />
          <span className="sr-only">Remove {name}</span>
        </Button>
      ) : null}
    </li>
  );
}

function TimeInput({
  id,
  name,
  shown,
  value,
  onChange,
}: {
  id: string;
  /** The day, read before what is on screen: "Monday" + "Opens". */
  name: string;
  shown: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-300">
        <span className="sr-only">{name} </span>
        {shown}
      </label>
      <input
        id={id}
        type="time"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={clsx(smallControl, "w-36")}
      />
    </div>
  );
}
