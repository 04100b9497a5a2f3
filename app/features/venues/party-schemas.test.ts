import { describe, expect, it } from "vitest";

import { checkFields } from "~/lib/forms";

import {
  formatEventTime,
  instantToZonedInput,
  lanPartyEditSchema,
  lanPartySchema,
  zonedInputToInstant,
} from "./schemas";
import { partyContactAddress } from "./party-columns.server";

const party = {
  eventName: "Frag Night",
  description: "Bring your own PC.",
  startDate: "2027-01-15T18:00",
  endDate: "2027-01-16T02:00",
  timeZone: "America/Chicago",
  location: "",
  latitude: "",
  longitude: "",
  website: "",
  imageUrl: "",
  communityName: "Springfield Gamers",
  ownerName: "",
  contactEmail: "",
};

function errorsOf(
  values: Record<string, string>,
  schema: typeof lanPartySchema | typeof lanPartyEditSchema = lanPartySchema,
) {
  const check = checkFields(schema, values);
  return check.ok ? {} : check.errors;
}

describe("lanPartySchema", () => {
  it("names every missing required field at once", () => {
    expect(errorsOf({})).toEqual({
      eventName: "Please enter the event name",
      description: "Please enter a description",
      startDate: "Please enter the start date and time",
      endDate: "Please enter the end date and time",
      timeZone: "Please choose the event's time zone",
      communityName: "Please enter the community name",
    });
  });

  it("refuses blank-only required text", () => {
    expect(errorsOf({ ...party, eventName: "   ", communityName: "\t" })).toEqual({
      eventName: "Please enter the event name",
      communityName: "Please enter the community name",
    });
  });

  it("turns what was posted into what is stored: trimmed text, nulls, numbers, UTC instants", () => {
    const result = lanPartySchema.parse({
      ...party,
      eventName: "  Frag Night  ",
      location: " Hall ",
      latitude: "41.88",
      longitude: "-87.63",
      website: "https://frag.example.com",
      ownerName: " Pat ",
      contactEmail: " Pat@Example.COM ",
    });
    expect(result).toEqual({
      eventName: "Frag Night",
      description: "Bring your own PC.",
      startDate: new Date("2027-01-16T00:00:00.000Z"),
      endDate: new Date("2027-01-16T08:00:00.000Z"),
      timeZone: "America/Chicago",
      location: "Hall",
      latitude: 41.88,
      longitude: -87.63,
      website: "https://frag.example.com",
      imageUrl: null,
      photoIds: [],
      communityName: "Springfield Gamers",
      ownerName: "Pat",
      contactEmail: "pat@example.com",
    });
  });

  it("reads the wall-clock times in the event's zone, across a change to and from daylight time", () => {
    // Chicago moves from CST (UTC-6) to CDT (UTC-5) on 2027-03-14 and back on 2027-11-07.
    const spring = lanPartySchema.parse({ ...party, startDate: "2027-03-13T18:00", endDate: "2027-03-14T18:00" });
    expect(spring.startDate.toISOString()).toBe("2027-03-14T00:00:00.000Z");
    expect(spring.endDate.toISOString()).toBe("2027-03-14T23:00:00.000Z");
    const autumn = lanPartySchema.parse({ ...party, startDate: "2027-11-06T12:00", endDate: "2027-11-07T12:00" });
    expect(autumn.startDate.toISOString()).toBe("2027-11-06T17:00:00.000Z");
    expect(autumn.endDate.toISOString()).toBe("2027-11-07T18:00:00.000Z");
    // The same wall-clock time elsewhere is another instant.
    const berlin = lanPartySchema.parse({ ...party, timeZone: "Europe/Berlin" });
    expect(berlin.startDate.toISOString()).toBe("2027-01-15T17:00:00.000Z");
  });

  it("refuses dates and times that do not exist", () => {
    for (const startDate of [
      "2027-02-30T10:00",
      "2027-13-01T10:00",
      "2027-01-01T24:00",
      "2027-01-01T10:60",
      "0050-01-01T10:00",
      "tomorrow",
      "2027-01-01",
    ]) {
      expect(errorsOf({ ...party, startDate }), startDate).toEqual({
        startDate: "Please enter a valid start date and time",
      });
    }
    expect(errorsOf({ ...party, endDate: "2027-02-29T10:00" })).toEqual({
      endDate: "Please enter a valid end date and time",
    });
    // 2028 is a leap year.
    expect(errorsOf({ ...party, startDate: "2028-02-29T10:00", endDate: "2028-02-29T12:00" })).toEqual({});
  });

  it("refuses an end before the start, and takes an end equal to it", () => {
    expect(errorsOf({ ...party, endDate: "2027-01-15T17:59" })).toEqual({
      endDate: "The end must not be before the start",
    });
    expect(errorsOf({ ...party, endDate: party.startDate })).toEqual({});
  });

  it("refuses an unknown or missing time zone", () => {
    for (const timeZone of ["", "Mars/Olympus", "America/Chicago; drop table events", "x".repeat(80)]) {
      expect(errorsOf({ ...party, timeZone }), timeZone).toEqual({ timeZone: "Please choose the event's time zone" });
    }
    expect(errorsOf({ ...party, timeZone: "UTC" })).toEqual({});
  });

  it("wants both coordinates or neither, each in its range", () => {
    expect(errorsOf({ ...party, latitude: "41.88" })).toEqual({
      longitude: "Enter both latitude and longitude, or neither",
    });
    expect(errorsOf({ ...party, longitude: "-87.63" })).toEqual({
      latitude: "Enter both latitude and longitude, or neither",
    });
    expect(errorsOf({ ...party, latitude: "91", longitude: "0" })).toEqual({
      latitude: "Latitude must be a number between -90 and 90",
    });
    expect(errorsOf({ ...party, latitude: "0", longitude: "-180.5" })).toEqual({
      longitude: "Longitude must be a number between -180 and 180",
    });
    expect(errorsOf({ ...party, latitude: "12abc", longitude: "1e3" })).toEqual({
      latitude: "Latitude must be a number between -90 and 90",
      longitude: "Longitude must be a number between -180 and 180",
    });
    expect(lanPartySchema.parse({ ...party, latitude: "0", longitude: "0" })).toMatchObject({
      latitude: 0,
      longitude: 0,
    });
  });

  it("accepts only http(s) web and image addresses", () => {
    for (const website of [
      "javascript:alert(1)",
      "data:text/html,hi",
      "ftp://example.com",
      "example.com",
      "https://localhost",
    ]) {
      expect(errorsOf({ ...party, website, imageUrl: website }), website).toEqual({
        website: "Website must be a web address starting with http:// or https://",
        imageUrl: "Image URL must be a web address starting with http:// or https://",
      });
    }
    expect(
      errorsOf({ ...party, website: "http://frag.example.com/x?y=1", imageUrl: "HTTPS://cdn.example.com/a.png" }),
    ).toEqual({});
  });

  it("limits the length of text fields and checks the organizer's e-mail", () => {
    expect(
      errorsOf({ ...party, eventName: "x".repeat(121), description: "y".repeat(2001), contactEmail: "not-an-email" }),
    ).toEqual({
      eventName: "Event name must be at most 120 characters",
      description: "Description must be at most 2000 characters",
      contactEmail: "Please enter a valid email address.",
    });
  });
});

describe("lanPartyEditSchema", () => {
  it("has the event's own fields only, with the same rules", () => {
    const { communityName: _community, ownerName: _owner, contactEmail: _email, ...edit } = party;
    const result = lanPartyEditSchema.parse({ ...edit, communityName: "ignored" });
    expect(Object.keys(result).sort()).toEqual(
      [
        "description",
        "endDate",
        "eventName",
        "imageUrl",
        "latitude",
        "location",
        "longitude",
        "photoIds",
        "startDate",
        "timeZone",
        "website",
      ].sort(),
    );
    expect(errorsOf({ ...edit, endDate: "2027-01-01T00:00" }, lanPartyEditSchema)).toEqual({
      endDate: "The end must not be before the start",
    });
    expect(errorsOf({}, lanPartyEditSchema)).toEqual({
      eventName: "Please enter the event name",
      description: "Please enter a description",
      startDate: "Please enter the start date and time",
      endDate: "Please enter the end date and time",
      timeZone: "Please choose the event's time zone",
    });
  });
});

describe("party time helpers", () => {
  it("shows a stored instant as the wall-clock time of the event's zone, and back", () => {
    const instant = new Date("2027-03-14T23:00:00.000Z");
    expect(instantToZonedInput(instant, "America/Chicago")).toBe("2027-03-14T18:00");
    expect(instantToZonedInput(instant, "Asia/Tokyo")).toBe("2027-03-15T08:00");
    expect(zonedInputToInstant(instantToZonedInput(instant, "America/Chicago"), "America/Chicago")).toEqual(instant);
    expect(zonedInputToInstant("2027-03-14T18:00", "Nowhere/Special")).toBeNull();
  });

  it("names the event's zone when showing a time, whoever looks", () => {
    expect(formatEventTime(new Date("2027-01-16T00:00:00.000Z"), "America/Chicago")).toBe(
      "Fri, Jan 15, 2027, 6:00 PM CST",
    );
    expect(formatEventTime("2027-07-16T00:00:00.000Z", "America/Chicago")).toBe("Thu, Jul 15, 2027, 7:00 PM CDT");
    expect(formatEventTime("2027-07-16T00:00:00.000Z", "Bad/Zone")).toBe("Fri, Jul 16, 2027, 12:00 AM UTC");
  });

  it("gives a party contact the location text as its address, else 'Event Location'", () => {
    expect(partyContactAddress("Community Hall")).toBe("Community Hall");
    expect(partyContactAddress(null)).toBe("Event Location");
  });
});
