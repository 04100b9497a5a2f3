import { randomUUID } from "node:crypto";

import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { useScratchSite } from "#test-support/scratch-site";
import { tickets, ticketTypes } from "#db/schema/tickets";
import { events } from "#db/schema/venues";
import { openDatabase } from "~/lib/db.server";

import { cancelTicket } from "./cancel-ticket.server";
import { checkInTicket } from "./door-check-in.server";
import { party, ticketFor } from "./door.cases";
import { partySalesText } from "./party-sales";
import { loadMyPartySales } from "./party-sales.server";
import { ticketCode } from "./ticket-code.server";

useScratchSite("party-sales");

/** What a ticket was paid, set as a paid checkout will (paid tickets are not on sale on this branch yet). */
async function paid(ticketIds: string[], cents: number) {
  const database = await openDatabase();
  await database.update(tickets).set({ paidCents: cents }).where(inArray(tickets.id, ticketIds));
}

describe("the dashboard's sales of a member's parties", () => {
  it("counts live tickets, check-ins and revenue per currency, for the member's own parties only", async () => {
    const at = await party("Sales Night");
    const database = await openDatabase();
    await database.update(ticketTypes).set({ currency: "EUR" }).where(eq(ticketTypes.id, at.typeId));
    const first = await ticketFor(at, "First Holder");
    const second = await ticketFor(at, "Second Holder");
    const gone = await ticketFor(at, "Gone Holder");
    await paid([first.ticketId, second.ticketId, gone.ticketId], 1500);
    expect((await cancelTicket(gone.holder, gone.ticketId)).ok).toBe(true);
    const checkedIn = await checkInTicket(at.organiser, at.partyId, {
      code: ticketCode({ id: first.ticketId, holderEmail: first.holder.email }),
    });
    expect(checkedIn.ok).toBe(true);

    // A second type in another currency, none of it sold: no revenue in dollars.
    await database
      .insert(ticketTypes)
      .values({ eventId: at.partyId, name: "Visitor", quantity: 10, currency: "USD", includesSeat: false });

    // The same member's party without ticket types, and a party of someone else's.
    await database.insert(events).values({
      organizationName: "No Tickets Yet",
      description: "",
      startDate: new Date(Date.now() + 86_400_000),
      endDate: new Date(Date.now() + 2 * 86_400_000),
      timeZone: "Europe/Berlin",
      createdBy: at.organiser.userId,
    });
    const someoneElses = await party("Someone Else's");
    await ticketFor(someoneElses);

    const sales = await loadMyPartySales(at.organiser);
    expect(sales).toEqual({
      [at.partyId]: { sold: 2, checkedIn: 1, revenue: [{ currency: "EUR", cents: 3000 }] },
    });
    expect(partySalesText(sales![at.partyId]!)).toBe("2 sold · 1 checked in · €30");
    expect(await loadMyPartySales({ userId: randomUUID(), email: "nobody@example.com", isAdmin: false })).toEqual({});
  });

  it("writes nothing for revenue until some was paid, and each currency in its own way", () => {
    expect(partySalesText({ sold: 42, checkedIn: 17, revenue: [] })).toBe("42 sold · 17 checked in");
    expect(
      partySalesText({
        sold: 1200,
        checkedIn: 0,
        revenue: [
          { currency: "EUR", cents: 63000 },
          { currency: "USD", cents: 1234567 },
        ],
      }),
    ).toBe("1,200 sold · 0 checked in · €630 · $12,345.67");
    expect(partySalesText({ sold: 1, checkedIn: 0, revenue: [{ currency: "SEK", cents: 9950 }] })).toBe(
      "1 sold · 0 checked in · kr\u00a099.50",
    );
  });
});
