import { useScratchSite } from "#test-support/scratch-site";

import { describePaidTickets } from "./paid-tickets.cases";
import { describeTicketStock } from "./ticket-stock.cases";
import { describeWaitlist } from "./waitlist.cases";

useScratchSite("ticket-stock");

describeTicketStock("PGlite");
describeWaitlist("PGlite");
describePaidTickets("PGlite");
