import { z } from "~/lib/zod";

import { lanCenterShape, type LanCenterField } from "./lan-center-fields";
import { coordinate, optionalEmail, optionalText, optionalUrl, photoIds, raw, requiredText } from "./venue-fields";
import { isTimeZone, LIMITS, zonedInputToInstant } from "./venue-values";

/**
 * The LAN center and LAN party forms: one schema each, shared by the browser (instant feedback,
 * every field's problem at once) and the action (the check that counts). Each turns what was
 * posted into what is stored: trimmed text, empty optionals as null, numbers, UTC instants. The
 * center's fields are declared in `lan-center-fields.ts`; what is saved where, in the services'
 * `*-columns.server.ts`.
 */

export * from "./venue-values";

/** The LAN center form (register and edit): Contact, Community and Location Information. */
export const lanCenterSchema = z
  .object(lanCenterShape)
  .superRefine((values, ctx) => {
    if (values.latitude === null)
      ctx.addIssue({ code: "custom", path: ["latitude"], message: "Please enter the latitude" });
    if (values.longitude === null) {
      ctx.addIssue({ code: "custom", path: ["longitude"], message: "Please enter the longitude" });
    }
    if (values.priceMin === null && values.priceMax !== null) {
      ctx.addIssue({ code: "custom", path: ["priceMin"], message: "Please enter the lowest hourly price too" });
    }
    if (values.priceMin !== null && values.priceMax !== null && values.priceMax < values.priceMin) {
      ctx.addIssue({ code: "custom", path: ["priceMax"], message: "The highest price must not be below the lowest" });
    }
    if (values.priceMin !== null && values.currency === null) {
      ctx.addIssue({ code: "custom", path: ["currency"], message: "Please choose a currency" });
    }
  })
  .transform((values) => ({ ...values, latitude: values.latitude!, longitude: values.longitude! }));

export type LanCenterInput = z.infer<typeof lanCenterSchema>;
/** The form's field names, for the form and for the action's "which field" answers. */
export type { LanCenterField };

/** The fields of a party that both the register and the edit form have. */
const partyShape = {
  eventName: requiredText("Event name", LIMITS.name, "Please enter the event name"),
  description: requiredText("Description", LIMITS.description, "Please enter a description", "many"),
  startDate: raw,
  endDate: raw,
  timeZone: raw,
  location: optionalText("Location", LIMITS.location),
  latitude: coordinate("Latitude", 90),
  longitude: coordinate("Longitude", 180),
  website: optionalUrl("Website"),
  imageUrl: optionalUrl("Image URL"),
  photoIds,
};

type PartyTimes = {
  startDate: string;
  endDate: string;
  timeZone: string;
  latitude: number | null;
  longitude: number | null;
};

/** The rules across fields: real dates in a real zone, the end after the start, both coordinates or none. */
function checkPartyTimesAndPlace(values: PartyTimes, ctx: z.RefinementCtx) {
  const timeZoneKnown = isTimeZone(values.timeZone);
  if (!timeZoneKnown)
    ctx.addIssue({ code: "custom", path: ["timeZone"], message: "Please choose the event's time zone" });
  const start = timeZoneKnown ? zonedInputToInstant(values.startDate, values.timeZone) : null;
  const end = timeZoneKnown ? zonedInputToInstant(values.endDate, values.timeZone) : null;
  if (values.startDate.trim() === "") {
    ctx.addIssue({ code: "custom", path: ["startDate"], message: "Please enter the start date and time" });
  } else if (timeZoneKnown && !start) {
    ctx.addIssue({ code: "custom", path: ["startDate"], message: "Please enter a valid start date and time" });
  }
  if (values.endDate.trim() === "") {
    ctx.addIssue({ code: "custom", path: ["endDate"], message: "Please enter the end date and time" });
  } else if (timeZoneKnown && !end) {
    ctx.addIssue({ code: "custom", path: ["endDate"], message: "Please enter a valid end date and time" });
  }
  if (start && end && end.getTime() < start.getTime()) {
    ctx.addIssue({ code: "custom", path: ["endDate"], message: "The end must not be before the start" });
  }
  if ((values.latitude === null) !== (values.longitude === null)) {
    const missing = values.latitude === null ? "latitude" : "longitude";
    ctx.addIssue({ code: "custom", path: [missing], message: "Enter both latitude and longitude, or neither" });
  }
}

function withInstants<T extends PartyTimes>(values: T) {
  return {
    ...values,
    startDate: zonedInputToInstant(values.startDate, values.timeZone)!,
    endDate: zonedInputToInstant(values.endDate, values.timeZone)!,
  };
}

/** Edit LAN Party (/edit-lan-party/{id}): the event's own fields. */
export const lanPartyEditSchema = z.object(partyShape).superRefine(checkPartyTimesAndPlace).transform(withInstants);

/** Register LAN party: the event, its community, and its organizer for the contact list. */
export const lanPartySchema = z
  .object({
    ...partyShape,
    communityName: requiredText("Community name", LIMITS.name, "Please enter the community name"),
    ownerName: optionalText("Organizer name", LIMITS.personName),
    contactEmail: optionalEmail,
  })
  .superRefine(checkPartyTimesAndPlace)
  .transform(withInstants);

export type LanPartyEditInput = z.infer<typeof lanPartyEditSchema>;
export type LanPartyInput = z.infer<typeof lanPartySchema>;

export type LanPartyField = keyof z.input<typeof lanPartySchema>;

/** Reason an administrator gives when rejecting a venue; the owner reads it in the e-mail. */
export const rejectSchema = z.object({
  reason: requiredText("Reason", 500, "Please give a reason for the owner", "many"),
});
