import { afterAll, it } from "vitest";

import { postgresUrlOrSkip } from "#test-support/database";
import { createScratchDatabase } from "#test-support/scratch";
import { useScratchSite } from "#test-support/scratch-site";

import { describePartyMessage } from "./party-message.cases";

const serverUrl = process.env.TEST_DATABASE_URL?.trim();
const scratch = serverUrl ? await createScratchDatabase(serverUrl, "lan_centers_test_message_") : undefined;
afterAll(async () => {
  await scratch?.drop();
});

useScratchSite("party-message-postgres", { DATABASE_URL: scratch?.url });

if (scratch) describePartyMessage("PostgreSQL");
else it("a message to a party's attendees (PostgreSQL)", (context) => void postgresUrlOrSkip(context));
