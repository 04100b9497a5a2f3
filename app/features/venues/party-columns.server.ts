/** What a party form saves where: the rows of `events` and `location_contacts`, from the parsed form. */
import type { LanPartyEditInput } from "./schemas";

/** The party's own columns (table `events`) from either party form: registering and editing agree. */
export function partyColumns(input: LanPartyEditInput) {
  return {
    organizationName: input.eventName,
    description: input.description,
    startDate: input.startDate,
    endDate: input.endDate,
    timeZone: input.timeZone,
    customLocation: input.location,
    lat: input.latitude,
    lng: input.longitude,
    website: input.website,
    imageUrl: input.imageUrl,
  };
}

/** A party contact's address (spec section 5): the address given, else the location text, else 'Event Location'. */
export function partyContactAddress(location: string | null): string {
  return location ?? "Event Location";
}
