import { useScratchSite } from "#test-support/scratch-site";

import { describeCodeTries } from "./code-tries.cases";

useScratchSite("code-tries", { RATE_LIMIT_SCALE: "1000" });

describeCodeTries("PGlite");
