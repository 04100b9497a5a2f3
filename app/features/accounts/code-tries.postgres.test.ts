import { afterAll, it } from "vitest";

import { postgresUrlOrSkip } from "#test-support/database";

import { createScratchDatabase } from "#test-support/scratch";
import { useScratchSite } from "#test-support/scratch-site";

import { describeCodeTries } from "./code-tries.cases";

const serverUrl = process.env.TEST_DATABASE_URL?.trim();
const scratch = serverUrl ? await createScratchDatabase(serverUrl, "lan_centers_test_code_tries_") : undefined;
afterAll(async () => {
  await scratch?.drop();
});

useScratchSite("code-tries-postgres", { RATE_LIMIT_SCALE: "1000", DATABASE_URL: scratch?.url });

if (scratch) describeCodeTries("PostgreSQL");
else it("tries of a mailed code (PostgreSQL)", (context) => void postgresUrlOrSkip(context));
