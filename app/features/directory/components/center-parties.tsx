import { CalendarDays } from "lucide-react";

import type { PublicPartySummary } from "~/features/directory/party-summaries.server";
import { NEARBY_RADIUS_MILES } from "~/features/directory/nearby";

import { PartyList } from "./party-list";

/** The upcoming LAN parties held at a center or near it, or a line saying there are none. */
export function CenterParties({ centerName, parties }: { centerName: string; parties: readonly PublicPartySummary[] }) {
  return (
    <section aria-labelledby="center-parties-heading" className="flex flex-col gap-5">
      <div>
        <h2
          id="center-parties-heading"
          className="flex items-center gap-3 font-display text-2xl font-bold tracking-tight text-white sm:text-3xl"
        >
          <CalendarDays aria-hidden="true" className="size-6 text-accent-300" />
          LAN Parties
        </h2>
        <p className="mt-2 text-sm text-slate-300">
          Upcoming parties at {centerName} or within {NEARBY_RADIUS_MILES} miles of it.
        </p>
      </div>
      {parties.length > 0 ? (
        <PartyList parties={parties} label={`LAN parties at or near ${centerName}`} />
      ) : (
        <p className="rounded-2xl border border-surface-700/80 bg-surface-900/85 px-5 py-4 text-slate-300">
          No upcoming LAN parties at or near this center.
        </p>
      )}
    </section>
  );
}
