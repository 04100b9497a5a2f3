/**
 * The body of `GET /api/v1/locations/{slug}`: what the map's info window and partners show of a
 * verified center. Declared once, as Zod schemas: the types below are inferred from them and
 * `/api/v1/openapi.json` is generated from them (openapi.ts). Plain data, shared by the server
 * that builds it and the browser that reads it.
 */
import { AMENITIES, CURRENCIES, type OpeningHours } from "#db/schema/values";
import { z } from "~/lib/zod";

import { nullableCoordinateSchema, venueTypeSchema } from "./locations-payload";

const timeOfDay = (description: string) =>
  z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
    .meta({ description });

/** The opening hours as stored (db/schema/values.ts: OpeningHours), which the API sends as they are. */
export const timeSpanSchema = z
  .strictObject({
    open: timeOfDay('Opens, "HH:MM".'),
    close: timeOfDay('Closes, "HH:MM"; "00:00" is midnight.'),
    overnight: z.boolean().meta({ description: "True when it closes on the next day (16:00–02:00, or at midnight)." }),
  })
  .meta({ description: "One opening span, on the venue's wall clock." });

export const dayHoursSchema = z
  .discriminatedUnion("kind", [
    z.strictObject({ kind: z.literal("closed") }),
    z.strictObject({ kind: z.literal("open24") }),
    z.strictObject({ kind: z.literal("spans"), spans: z.array(timeSpanSchema).min(1) }),
  ])
  .meta({ description: "A day's hours: closed, open 24 hours, or one or more spans." });

export const hoursExceptionSchema = z
  .strictObject({
    date: z.iso.date().meta({ description: 'The day, "YYYY-MM-DD", in the venue\'s zone.' }),
    hours: dayHoursSchema,
    note: z.string().nullable().meta({ description: 'Why the hours differ ("Christmas Day"), if the owner said.' }),
  })
  .meta({ description: "A special date: its hours replace the week's for that day." });

export const openingHoursSchema = z
  .strictObject({
    week: z.array(dayHoursSchema).length(7).meta({ description: "Monday first, Sunday last." }),
    exceptions: z.array(hoursExceptionSchema).meta({ description: "Special dates, by date." }),
  })
  .meta({ description: "Opening hours in the venue's own time zone (`timeZone`)." });

/** True when each type is assignable to the other. */
type Interchangeable<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

// db/ cannot import the app, so the stored type stays there; if it and this schema part, the build fails.
const _hoursSentAsStored: Interchangeable<OpeningHours, z.infer<typeof openingHoursSchema>> = true;

const nullableText = (description: string) => z.string().nullable().meta({ description });

const stationCount = (what: string) =>
  z
    .int()
    .min(0)
    .nullable()
    .meta({ description: `How many ${what}; null when not given.` });

/** A photo of the center as the API gives it: absolute JPEG addresses (AVIF and WebP sit beside them). */
export const locationPhotoSchema = z.strictObject({
  url: z.url().meta({ description: "The largest width there is." }),
  width: z.int(),
  height: z.int(),
  thumbnailUrl: z.url().meta({ description: "About 320 pixels wide." }),
  thumbnailWidth: z.int(),
  thumbnailHeight: z.int(),
});

/** Who and where the center is. */
export const locationBasicsSchema = z.strictObject({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  address: z.string(),
  website: nullableText("The center's web site, if it has one."),
  imageUrl: nullableText("A picture of the center, if it has one."),
  photos: z.array(locationPhotoSchema).meta({
    description:
      "Its approved photos, the cover first (JPEG; the same address ending .avif or .webp gives those formats).",
  }),
  latitude: nullableCoordinateSchema("latitude"),
  longitude: nullableCoordinateSchema("longitude"),
  venueType: venueTypeSchema,
  adminCreated: z.boolean().meta({ description: "True when an administrator created the center." }),
  url: z.url().meta({ description: "The center's public page." }),
});

/** What a player chooses the center by. */
export const locationProfileSchema = z.strictObject({
  timeZone: z.string().meta({ description: "The IANA time zone its hours are read in." }),
  openingHours: openingHoursSchema.nullable().meta({ description: "Its opening hours; null when not given." }),
  phone: nullableText("Its public phone number, as the owner wrote it."),
  stations: z
    .strictObject({
      pcs: stationCount("gaming PCs"),
      consoles: stationCount("consoles"),
      vr: stationCount("VR stations"),
      sims: stationCount("racing simulators"),
    })
    .meta({ description: "Its stations." }),
  hardware: nullableText("The hardware, in a line."),
  price: z
    .strictObject({
      min: z.number().min(0).meta({ description: "The lowest hourly price, in whole units (5.5 is 5.50)." }),
      max: z.number().min(0).meta({ description: "The highest hourly price; the same as min for one price." }),
      currency: z.enum(CURRENCIES).meta({ description: "ISO 4217." }),
    })
    .meta({ description: "The hourly price range." })
    .nullable()
    .meta({ description: "Its hourly prices; null when not given." }),
  passes: nullableText("Memberships and passes, in the owner's words."),
  amenities: z.array(z.enum(AMENITIES)).meta({ description: "Its amenities." }),
  games: z.array(z.strictObject({ slug: z.string(), name: z.string() })).meta({
    description: "The games of the site's catalogue it offers, by name; each has a page at `/games/{slug}`.",
  }),
  fullLibrary: z.boolean().meta({
    description: "True when it offers the whole Steam PC Cafe library: every game of the catalogue.",
  }),
});

export const locationDetailSchema = z
  .strictObject({ ...locationBasicsSchema.shape, ...locationProfileSchema.shape })
  .meta({ description: "A verified center: who and where it is, and what a player chooses it by." });

export type LocationPhoto = z.infer<typeof locationPhotoSchema>;
export type LocationBasics = z.infer<typeof locationBasicsSchema>;
export type LocationProfile = z.infer<typeof locationProfileSchema>;
export type LocationDetail = z.infer<typeof locationDetailSchema>;
