import { useScratchSite } from "#test-support/scratch-site";

import { describeDoor } from "./door.cases";

useScratchSite("door");

describeDoor("PGlite");
