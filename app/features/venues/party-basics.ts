/**
 * What every view of a LAN party starts with (the dashboard, the public page and lists, the map,
 * the events API): who holds it and when. The dates are ISO 8601 instants (UTC), shown in the
 * party's own `timeZone` (an IANA zone).
 */
export type PartyBasics = {
  id: string;
  name: string;
  description: string;
  startDate: string;
  endDate: string;
  timeZone: string;
};
