import { describe, expect, it } from "vitest";

import { events } from "#db/schema/venues";
import { createTestAccount } from "#test-support/venue-site";
import { checkFields } from "~/lib/forms";
import { openDatabase } from "~/lib/db.server";

import type { Actor } from "~/features/accounts/actor";

import {
  NEW_TICKET_TYPE_VALUES,
  postedTicketTypeValues,
  saleWindowText,
  takenText,
  ticketTypeFormValues,
} from "./organiser-ticket-page";
import { deleteTicketType, loadOrganiserTicketTypes, saveTicketType } from "./organiser-ticket-types.server";
import { ticketTypeSchema, type TicketTypeInput } from "./schemas";
import { takeTickets } from "./take-tickets.server";
import { TICKET_MESSAGES } from "./ticket-values";

/** A party of `organiser` a month ahead, in Berlin's zone. */
async function party(organiser: Actor, { verified = false, name = "Frag Night" } = {}) {
  const database = await openDatabase();
  const start = new Date(Date.now() + 30 * 86_400_000);
  const [row] = await database
    .insert(events)
    .values({
      organizationName: name,
      description: "Bring your own PC.",
      startDate: start,
      endDate: new Date(start.getTime() + 86_400_000),
      timeZone: "Europe/Berlin",
      createdBy: organiser.userId,
      verified,
      reviewStatus: verified ? "verified" : "pending",
    })
    .returning({ id: events.id });
  return row!.id;
}

const byoc: TicketTypeInput = {
  name: "Weekend BYOC",
  description: "Two nights, power and a table.",
  quantity: 2,
  maxPerOrder: 1,
  saleStartsAt: null,
  saleEndsAt: null,
  price: 0,
  currency: "USD" as const,
  includesSeat: true,
};

async function saved(organiser: Actor, partyId: string, input: TicketTypeInput) {
  const result = await saveTicketType(organiser, partyId, null, input);
  if (!result.ok) throw new Error(result.message);
  return result.id;
}

describe("the organiser's ticket types page", () => {
  it("loads the party's name, public state and zone, and each type's sale window in that zone", async () => {
    const organiser = await createTestAccount();
    const partyId = await party(organiser, { name: "Spring Frag", verified: true });
    await saved(organiser, partyId, byoc);
    await saved(organiser, partyId, {
      ...byoc,
      name: "Visitor, no seat",
      description: null,
      quantity: 20,
      includesSeat: false,
      saleStartsAt: "2099-03-07T18:00",
      saleEndsAt: "2099-03-08T10:30",
    });

    const loaded = await loadOrganiserTicketTypes(organiser, partyId);
    if (!loaded.ok) throw new Error(loaded.message);
    expect(loaded.party).toEqual({
      id: partyId,
      name: "Spring Frag",
      verified: true,
      timeZone: "Europe/Berlin",
      refundDeadline: "",
    });
    const [weekend, visitor] = loaded.types;
    expect(weekend).toMatchObject({ name: "Weekend BYOC", state: "on-sale", left: 2, saleOpens: null });
    expect(saleWindowText(weekend!)).toBe("From now until the party ends");
    expect(takenText(weekend!)).toBe("0 of 2 taken");
    // The form gets the zone's wall-clock text back; the list prints it with the zone named.
    expect(visitor).toMatchObject({
      includesSeat: false,
      state: "not-yet",
      saleStartsAt: "2099-03-07T18:00",
      saleEndsAt: "2099-03-08T10:30",
    });
    expect(saleWindowText(visitor!)).toBe(
      "From Sat, Mar 7, 2099, 6:00 PM GMT+1 until Sun, Mar 8, 2099, 10:30 AM GMT+1",
    );
  });

  it("answers another member exactly like a party that does not exist, and lets an administrator in", async () => {
    const organiser = await createTestAccount();
    const partyId = await party(organiser);
    const stranger = await createTestAccount();
    expect(await loadOrganiserTicketTypes(stranger, partyId)).toMatchObject({ ok: false, reason: "not-found" });
    expect(await loadOrganiserTicketTypes(stranger, "not-a-uuid")).toMatchObject({ ok: false, reason: "not-found" });
    expect(await deleteTicketType(stranger, partyId, crypto.randomUUID())).toMatchObject({ reason: "not-found" });
    const admin = await createTestAccount({ admin: true });
    expect((await loadOrganiserTicketTypes(admin, partyId)).ok).toBe(true);
  });

  it("names the field a refused save is about, so the form shows it there", async () => {
    const organiser = await createTestAccount();
    const partyId = await party(organiser, { verified: true });
    const typeId = await saved(organiser, partyId, { ...byoc, quantity: 5, maxPerOrder: 5 });
    expect((await takeTickets(await createTestAccount(), partyId, { ticketType: typeId, quantity: 3 })).ok).toBe(true);

    const below = await saveTicketType(organiser, partyId, typeId, { ...byoc, quantity: 2 });
    expect(below).toMatchObject({ reason: "invalid", errors: { quantity: TICKET_MESSAGES.belowTaken(3) } });
    // Written like a date, but February has no 31st.
    const unreal = await saveTicketType(organiser, partyId, typeId, {
      ...byoc,
      quantity: 5,
      saleStartsAt: "2099-02-31T10:00",
    });
    expect(unreal).toMatchObject({ reason: "invalid", errors: { saleStartsAt: expect.any(String) } });
  });

  it("deletes a type nobody took, and keeps one whose tickets were taken", async () => {
    const organiser = await createTestAccount();
    const partyId = await party(organiser, { verified: true });
    const empty = await saved(organiser, partyId, { ...byoc, name: "Visitor, no seat", includesSeat: false });
    const taken = await saved(organiser, partyId, byoc);
    expect((await takeTickets(await createTestAccount(), partyId, { ticketType: taken, quantity: 1 })).ok).toBe(true);

    expect(await deleteTicketType(organiser, partyId, empty)).toEqual({ ok: true, name: "Visitor, no seat" });
    expect(await deleteTicketType(organiser, partyId, taken)).toEqual({
      ok: false,
      reason: "conflict",
      message: TICKET_MESSAGES.typeHasTickets,
    });
    const loaded = await loadOrganiserTicketTypes(organiser, partyId);
    expect(loaded.ok && loaded.types.map((type) => [type.name, takenText(type)])).toEqual([
      ["Weekend BYOC", "1 of 2 taken"],
    ]);
  });
});

describe("the ticket type form's values", () => {
  it("starts a new type with a seat and one a person, and posts an unchecked seat as none", () => {
    const fresh = checkFields(ticketTypeSchema, { ...NEW_TICKET_TYPE_VALUES, name: "Weekend BYOC", quantity: "2" });
    expect(fresh).toMatchObject({ ok: true, data: { includesSeat: true, maxPerOrder: 1, saleStartsAt: null } });
    const { includesSeat: _unchecked, ...posted } = { ...NEW_TICKET_TYPE_VALUES, name: "Visitor", quantity: "20" };
    const values = postedTicketTypeValues(posted);
    expect(values.includesSeat).toBe("");
    expect(checkFields(ticketTypeSchema, values)).toMatchObject({ ok: true, data: { includesSeat: false } });
  });

  it("gives a stored type back to its form as the text it was typed", () => {
    const values = ticketTypeFormValues({
      id: "x",
      name: "Weekend BYOC",
      description: "",
      priceCents: 1250,
      currency: "EUR",
      priceText: "€12.50",
      quantity: 2,
      taken: 0,
      maxPerOrder: 1,
      includesSeat: false,
      saleStartsAt: "2099-03-07T18:00",
      saleEndsAt: "",
      state: "not-yet",
      left: 2,
      saleOpens: null,
      saleCloses: null,
    });
    expect(values).toEqual({
      name: "Weekend BYOC",
      description: "",
      price: "12.50",
      currency: "EUR",
      quantity: "2",
      maxPerOrder: "1",
      saleStartsAt: "2099-03-07T18:00",
      saleEndsAt: "",
      includesSeat: "",
    });
  });

  it("reads a price as typed, free when empty or 0, and refuses one below 0 or not an amount", () => {
    const priced = (price: string) =>
      checkFields(ticketTypeSchema, { ...NEW_TICKET_TYPE_VALUES, name: "BYOC", quantity: "2", price, currency: "EUR" });
    expect(priced("15")).toMatchObject({ ok: true, data: { price: 1500, currency: "EUR" } });
    expect(priced("12,5")).toMatchObject({ ok: true, data: { price: 1250 } });
    expect(priced("")).toMatchObject({ ok: true, data: { price: 0 } });
    expect(priced("0")).toMatchObject({ ok: true, data: { price: 0 } });
    expect(priced("-5")).toEqual({ ok: false, errors: { price: TICKET_MESSAGES.priceBelowZero } });
    expect(priced("15.999")).toEqual({ ok: false, errors: { price: TICKET_MESSAGES.priceFormat } });
    expect(priced("10000.01")).toEqual({ ok: false, errors: { price: TICKET_MESSAGES.priceFormat } });
    expect(
      checkFields(ticketTypeSchema, { ...NEW_TICKET_TYPE_VALUES, name: "BYOC", quantity: "2", currency: "XYZ" }),
    ).toEqual({
      ok: false,
      errors: { currency: "Please choose a currency" },
    });
  });

  it("refuses a sale that ends before it starts, at the end's field", () => {
    const check = checkFields(ticketTypeSchema, {
      ...NEW_TICKET_TYPE_VALUES,
      name: "Weekend BYOC",
      quantity: "2",
      saleStartsAt: "2099-03-07T18:00",
      saleEndsAt: "2099-03-07T12:00",
    });
    expect(check).toEqual({ ok: false, errors: { saleEndsAt: "The sale must end after it starts" } });
  });
});
