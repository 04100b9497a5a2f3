import { check, index, pgTable, text, uuid } from "drizzle-orm/pg-core";

import { createdAt, isOneOf } from "./columns";
import { JOIN_PAGES } from "./values";

/** Sign-up requests from the Join Our Network pages' own form (used when no HubSpot form is set). */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The join page it was sent from ("signup-lp"). */
    page: text("page").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    venueName: text("venue_name").notNull(),
    phone: text("phone"),
    message: text("message"),
    createdAt: createdAt(),
  },
  (t) => [check("leads_page_check", isOneOf(t.page, JOIN_PAGES)), index("leads_created_at_idx").on(t.createdAt.desc())],
);
