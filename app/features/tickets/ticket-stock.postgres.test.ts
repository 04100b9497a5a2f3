import { afterAll, it } from "vitest";

import { postgresUrlOrSkip } from "#test-support/database";
import { createScratchDatabase } from "#test-support/scratch";
import { useScratchSite } from "#test-support/scratch-site";

import { describePaidTickets } from "./paid-tickets.cases";
import { describeTicketStock } from "./ticket-stock.cases";
import { describeWaitlist } from "./waitlist.cases";

const serverUrl = process.env.TEST_DATABASE_URL?.trim();
const scratch = serverUrl ? await createScratchDatabase(serverUrl, "lan_centers_test_ticket_stock_") : undefined;
afterAll(async () => {
  await scratch?.drop();
});

// Paid tickets go through the local test checkout, which PostgreSQL does not turn on by default.
useScratchSite("ticket-stock-postgres", { DATABASE_URL: scratch?.url, PAYMENTS_MODE: "test" });

if (scratch) {
  describeTicketStock("PostgreSQL");
  describeWaitlist("PostgreSQL");
  describePaidTickets("PostgreSQL");
} else it("a ticket type's stock (PostgreSQL)", (context) => void postgresUrlOrSkip(context));
