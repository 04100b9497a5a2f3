import { Form } from "react-router";

import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/input";

import type { InsightVenue } from "../insight-report";
import type { InsightPeriod } from "../insight-values";
import { insightsTabHref } from "../insights-address";
import { PeriodLinks } from "./insights-period-links";

/**
 * Which center and which period. A GET form and plain links: both work before hydration and
 * without JavaScript; with it the router loads the new figures without a full reload. The center
 * is chosen with a button, not on change, so moving through the list with the arrow keys does not
 * load a page per center.
 */
export function InsightsControls({
  venues,
  venueId,
  period,
}: {
  venues: InsightVenue[];
  venueId: string | null;
  period: InsightPeriod;
}) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
      {/* Keyed by the choice, so the select shows what the address says after each navigation. */}
      <Form
        key={venueId ?? "all"}
        method="get"
        action="/dashboard"
        preventScrollReset
        className="flex flex-wrap items-end gap-2"
      >
        <input type="hidden" name="tab" value="insights" />
        <input type="hidden" name="days" value={period} />
        <SelectField label="LAN center" name="venue" defaultValue={venueId ?? ""} className="min-w-0 flex-1 sm:w-72">
          <option value="">All my centers</option>
          {venues.map((venue) => (
            <option key={venue.id} value={venue.id}>
              {venue.listed ? venue.name : `${venue.name} (not listed yet)`}
            </option>
          ))}
        </SelectField>
        <Button type="submit" variant="secondary">
          Show
        </Button>
      </Form>

      <PeriodLinks period={period} hrefFor={(days) => insightsTabHref({ venueId, period: days })} />
    </div>
  );
}
