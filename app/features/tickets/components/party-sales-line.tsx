import { Users } from "lucide-react";
import { Link } from "react-router";

import { attendeesPath } from "../attendee-values";
import { partySalesText, type PartySales } from "../party-sales";

/**
 * A party card's sales on the dashboard ("42 sold · 17 checked in · €630"), a link to its
 * attendees; nothing for a party that sells no tickets.
 */
export function PartySalesLine({
  partyId,
  partyName,
  sales,
}: {
  partyId: string;
  partyName: string;
  sales?: PartySales;
}) {
  if (!sales) return null;
  const text = partySalesText(sales);
  return (
    <Link
      to={attendeesPath(partyId)}
      aria-label={`Attendees of ${partyName}: ${text}`}
      className="inline-flex min-h-11 items-center gap-2 self-start rounded-lg text-sm font-semibold text-accent-300 underline-offset-4 hover:underline"
      data-testid="party-sales"
    >
      <Users aria-hidden="true" className="size-4 shrink-0" />
      <span>{text}</span>
    </Link>
  );
}
