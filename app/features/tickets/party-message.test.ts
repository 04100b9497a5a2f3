import { useScratchSite } from "#test-support/scratch-site";

import { describePartyMessage } from "./party-message.cases";

useScratchSite("party-message");

describePartyMessage("PGlite");
