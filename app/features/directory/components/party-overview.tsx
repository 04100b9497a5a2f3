import { CalendarPlus, History, PartyPopper } from "lucide-react";

import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Pagination } from "~/components/ui/pagination";
import type { PublicPartiesPage } from "~/features/directory/list-public-parties.server";

import { PartyList } from "./party-list";
import { PlacesMap } from "./places-map";

/** /lanparties below its header: the map and page of upcoming parties, then the recent past ones. */
export function PartiesOverview({ data }: { data: PublicPartiesPage }) {
  const { upcoming, upcomingCount, page, pageCount, past, mapPlaces } = data;
  return (
    <>
      <section aria-labelledby="upcoming-parties-heading" className="flex flex-col gap-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <SectionTitle id="upcoming-parties-heading" icon={<PartyPopper className="size-5" />}>
            Upcoming
          </SectionTitle>
          {upcomingCount > 0 ? (
            <p className="text-sm text-slate-300">
              {upcomingCount === 1 ? "1 LAN party" : `${upcomingCount} LAN parties`}
            </p>
          ) : null}
        </div>

        {mapPlaces.length > 0 ? (
          <Card padding="none" className="overflow-hidden">
            <PlacesMap places={mapPlaces} label="Map of upcoming LAN parties" className="h-80 w-full sm:h-[28rem]" />
          </Card>
        ) : null}

        {upcoming.length > 0 ? (
          <>
            <PartyList parties={upcoming} label="Upcoming LAN parties" wide />
            <Pagination
              label="Upcoming LAN party pages"
              page={page}
              pageCount={pageCount}
              hrefOf={(target) => (target === 1 ? "/lanparties" : `/lanparties?page=${target}`)}
            />
          </>
        ) : (
          <Card className="flex flex-col items-start gap-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-lg font-semibold text-white">No upcoming LAN parties at the moment.</p>
            <ButtonLink to="/register-lan-party" variant="secondary">
              <CalendarPlus aria-hidden="true" className="size-4" />
              Register a LAN Party
            </ButtonLink>
          </Card>
        )}
      </section>

      {past.length > 0 ? (
        <section aria-labelledby="past-parties-heading" className="flex flex-col gap-6">
          <SectionTitle id="past-parties-heading" icon={<History className="size-5" />}>
            Past LAN Parties
          </SectionTitle>
          <PartyList parties={past} label="Past LAN parties" wide />
        </section>
      ) : null}
    </>
  );
}

function SectionTitle({ id, icon, children }: { id: string; icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <h2 id={id} className="flex items-center gap-3 font-display text-3xl font-bold tracking-tight text-white">
      <span
        aria-hidden="true"
        className="inline-flex size-10 items-center justify-center rounded-xl border border-accent-400/30 bg-accent-400/10 text-accent-300"
      >
        {icon}
      </span>
      {children}
    </h2>
  );
}
