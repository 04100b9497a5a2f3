import { ArrowRight, CalendarDays } from "lucide-react";
import { Link } from "react-router";

import { Card } from "~/components/ui/card";
import type { PublicPartySummary } from "~/features/directory/party-summaries.server";

import { PartyDates } from "./party-dates";
import { PartyPlace } from "./party-place";

/** A public party in a list: name, dates in its own zone, place, the start of its description. */
export function PartyCard({ party, headingLevel = "h3" }: { party: PublicPartySummary; headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  const href = `/lanparties/${encodeURIComponent(party.id)}`;
  return (
    <Card as="article" interactive className="flex h-full min-w-0 flex-col gap-3">
      <Heading className="min-w-0 text-lg font-semibold break-words text-white">
        <Link to={href} className="hover:text-accent-200">
          {party.name}
        </Link>
      </Heading>
      <div className="flex items-start gap-1.5">
        <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-300" />
        <PartyDates startDate={party.startDate} endDate={party.endDate} timeZone={party.timeZone} />
      </div>
      <PartyPlace center={party.center} customLocation={party.customLocation} />
      {/* Plain text, never HTML. */}
      <p className="line-clamp-2 text-sm leading-relaxed break-words text-slate-300">{party.description}</p>
      <Link
        to={href}
        className="mt-auto inline-flex min-h-11 items-center gap-1.5 self-start text-sm font-semibold text-accent-300 underline-offset-2 hover:underline"
      >
        View details
        <span className="sr-only"> of {party.name}</span>
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </Card>
  );
}
