import { afterAll, it } from "vitest";

import { postgresUrlOrSkip } from "#test-support/database";
import { createScratchDatabase } from "#test-support/scratch";
import { useScratchSite } from "#test-support/scratch-site";

import { describeMyTickets } from "./my-tickets.cases";

const serverUrl = process.env.TEST_DATABASE_URL?.trim();
const scratch = serverUrl ? await createScratchDatabase(serverUrl, "lan_centers_test_my_tickets_") : undefined;
afterAll(async () => {
  await scratch?.drop();
});

useScratchSite("my-tickets-postgres", { DATABASE_URL: scratch?.url });

if (scratch) describeMyTickets("PostgreSQL");
else it("a member's tickets (PostgreSQL)", (context) => void postgresUrlOrSkip(context));
