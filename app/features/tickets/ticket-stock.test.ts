import { useScratchSite } from "#test-support/scratch-site";

import { describeTicketStock } from "./ticket-stock.cases";

useScratchSite("ticket-stock");

describeTicketStock("PGlite");
