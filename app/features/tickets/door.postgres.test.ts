import { afterAll, it } from "vitest";

import { postgresUrlOrSkip } from "#test-support/database";
import { createScratchDatabase } from "#test-support/scratch";
import { useScratchSite } from "#test-support/scratch-site";

import { describeDoor } from "./door.cases";

const serverUrl = process.env.TEST_DATABASE_URL?.trim();
const scratch = serverUrl ? await createScratchDatabase(serverUrl, "lan_centers_test_door_") : undefined;
afterAll(async () => {
  await scratch?.drop();
});

useScratchSite("door-postgres", { DATABASE_URL: scratch?.url });

if (scratch) describeDoor("PostgreSQL");
else it("check-in at the door (PostgreSQL)", (context) => void postgresUrlOrSkip(context));
