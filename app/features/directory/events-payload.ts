/**
 * The body of `GET /api/v1/events`, declared once as a Zod schema: the types are inferred from it
 * and `/api/v1/openapi.json` is generated from it (openapi.ts).
 */
import { partyBasicsSchema } from "~/features/venues/party-basics";
import { z } from "~/lib/zod";

import { nullableCoordinateSchema } from "./locations-payload";

/** One upcoming verified LAN party, by start. */
export const publicEventSchema = z.strictObject({
  ...partyBasicsSchema.shape,
  latitude: nullableCoordinateSchema("latitude"),
  longitude: nullableCoordinateSchema("longitude"),
  locationSlug: z.string().nullable().meta({ description: "The slug of the verified center it is held at, if any." }),
  place: z
    .string()
    .nullable()
    .meta({ description: "Where it is, in words: the center's address or the organizer's text." }),
  website: z.string().nullable(),
  imageUrl: z.string().nullable(),
  url: z.url().meta({ description: "The party's public page." }),
});

export const eventsPayloadSchema = z.strictObject({
  count: z.int().min(0).meta({ description: "The number of parties in `events`." }),
  events: z.array(publicEventSchema),
});

export type PublicEvent = z.infer<typeof publicEventSchema>;
export type EventsPayload = z.infer<typeof eventsPayloadSchema>;
