import clsx from "clsx";

import type { PublicPartySummary } from "~/features/directory/party-summaries.server";

import { PartyCard } from "./party-card";

/** Party cards in a grid: one column on phones, two from tablets, three on wide screens if `wide`. */
export function PartyList({
  parties,
  label,
  wide = false,
}: {
  parties: readonly PublicPartySummary[];
  /** The list's accessible name ("Upcoming LAN parties"). */
  label: string;
  wide?: boolean;
}) {
  return (
    <ul aria-label={label} className={clsx("grid gap-4 sm:gap-6 md:grid-cols-2", wide && "xl:grid-cols-3")}>
      {parties.map((party) => (
        <li key={party.id} className="flex min-w-0">
          <PartyCard party={party} />
        </li>
      ))}
    </ul>
  );
}
