import { events } from "#db/schema/venues";

import type { PartyBasics } from "./party-basics";

/** The columns of `PartyBasics`, for every query that shows a party. */
export const partyBasicsColumns = {
  id: events.id,
  name: events.organizationName,
  description: events.description,
  startDate: events.startDate,
  endDate: events.endDate,
  timeZone: events.timeZone,
};

type PartyBasicsRow = {
  id: string;
  name: string;
  description: string;
  startDate: Date;
  endDate: Date;
  timeZone: string;
};

/** A row read with `partyBasicsColumns`, its dates as ISO instants. */
export function partyBasics(row: PartyBasicsRow): PartyBasics {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    timeZone: row.timeZone,
  };
}
