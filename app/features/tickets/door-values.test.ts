import { describe, expect, it } from "vitest";

import { checkFields } from "~/lib/forms";

import { clockTime, DOOR_MESSAGES, seatText } from "./door-values";
import { checkInSchema, partyStaffSchema } from "./schemas";

describe("what the door says", () => {
  it("tells the time in the party's zone, with the day when it is not today there", () => {
    const at = new Date("2027-01-15T17:02:30Z");
    expect(clockTime(at, "Europe/Berlin", new Date("2027-01-15T22:00:00Z"))).toBe("18:02");
    expect(clockTime(at, "America/Chicago", new Date("2027-01-15T20:00:00Z"))).toBe("11:02");
    // Past midnight in Berlin, the check-in was yesterday there.
    expect(clockTime(at, "Europe/Berlin", new Date("2027-01-15T23:30:00Z"))).toBe("Fri 18:02");
  });

  it("names the seat, or says there is none yet", () => {
    const ticket = {
      id: "t",
      name: "Sam",
      email: "sam@example.com",
      typeName: "Weekend BYOC",
      cancelled: false,
      paid: null,
      refunded: false,
      checkedIn: null,
    };
    expect(DOOR_MESSAGES.checkedIn({ ...ticket, includesSeat: true, seat: "C4" })).toBe(
      "Checked in: Sam, Weekend BYOC, seat C4",
    );
    expect(seatText({ includesSeat: true, seat: null })).toBe(", no seat picked yet");
    expect(seatText({ includesSeat: false, seat: null })).toBe("");
    expect(DOOR_MESSAGES.already("18:02", "Sam")).toBe("Already checked in at 18:02 by Sam");
  });
});

describe("the door's forms", () => {
  it("reads a check-in: a code or a ticket, and a scanned-at time only when it is one", () => {
    expect(checkFields(checkInSchema, { code: " lcT1.a.b ", scannedAt: "2027-01-15T17:02:00Z" })).toEqual({
      ok: true,
      data: { code: "lcT1.a.b", ticketId: "", scannedAt: new Date("2027-01-15T17:02:00Z") },
    });
    expect(checkFields(checkInSchema, { ticketId: "t", scannedAt: "yesterday-ish" })).toMatchObject({
      ok: true,
      data: { ticketId: "t", scannedAt: null },
    });
    expect(checkFields(checkInSchema, { code: " " })).toEqual({
      ok: false,
      errors: { code: DOOR_MESSAGES.codeRequired },
    });
  });

  it("adds staff by an address stored lower case, with a role of the two", () => {
    expect(checkFields(partyStaffSchema, { email: " Sam@Example.COM ", role: "door" })).toEqual({
      ok: true,
      data: { email: "sam@example.com", role: "door" },
    });
    expect(checkFields(partyStaffSchema, { email: "a\0b@example.com", role: "door" })).toMatchObject({
      ok: false,
      errors: { email: "Please enter a valid email address" },
    });
    expect(checkFields(partyStaffSchema, { email: "sam@example.com", role: "organiser" })).toEqual({
      ok: false,
      errors: { role: "Please choose what they may do" },
    });
  });
});
