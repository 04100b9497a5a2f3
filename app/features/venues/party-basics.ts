/**
 * What every view of a LAN party starts with (the dashboard, the public page and lists, the map,
 * the events API): who holds it and when. The dates are ISO 8601 instants (UTC), shown in the
 * party's own `timeZone` (an IANA zone). Declared as a Zod schema so the events API's body and
 * its OpenAPI description are generated from the same fields.
 */
import { z } from "~/lib/zod";

export const partyBasicsSchema = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  startDate: z.iso.datetime().meta({ description: "Start, an ISO 8601 instant in UTC." }),
  endDate: z.iso.datetime().meta({ description: "End, an ISO 8601 instant in UTC." }),
  timeZone: z.string().meta({ description: "The IANA time zone the party's dates are shown in." }),
});

export type PartyBasics = z.infer<typeof partyBasicsSchema>;
