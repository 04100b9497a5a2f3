import clsx from "clsx";
import { Clock } from "lucide-react";

import { openingStatus, type OpeningHours } from "~/features/venues/opening-hours";

import { knownZone, useNow } from "./venue-clock";

/**
 * Whether the venue is open now, read on its own wall clock: "Open now · closes 2 AM" in green,
 * "Opens at 4 PM" or "Closed today · opens Tue at 10 AM" plain, and today's special date's note.
 * Nothing for a venue that has not given its hours.
 */
export function OpenStatus({ hours, timeZone }: { hours: OpeningHours | null; timeZone: string }) {
  const status = openingStatus(hours, knownZone(timeZone), useNow());
  if (status.state === "unknown") return null;
  const open = status.state === "open";
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <p
        data-testid="open-status"
        data-state={status.state}
        className={clsx(
          "inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-semibold",
          open
            ? "border-emerald-400/40 bg-emerald-400/10 text-emerald-300"
            : "border-slate-400/30 bg-slate-400/10 text-slate-200",
        )}
      >
        <Clock aria-hidden="true" className="size-4 shrink-0" />
        {status.text}
      </p>
      {status.note ? (
        <p data-testid="open-status-note" className="text-sm break-words text-amber-200">
          Today: {status.note}
        </p>
      ) : null}
    </div>
  );
}
