import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text } from "drizzle-orm/pg-core";

import { user } from "./auth";
import { createdAt, isOneOf, updatedAt } from "./columns";
import { PROFILE_ROLES } from "./values";

/**
 * The product's own facts about an account (the brief's `user_{product}`), one row per Better Auth
 * user. The role is decided on the server; ADMIN_EMAILS also makes an account an administrator.
 */
export const userProfiles = pgTable(
  "user_profiles",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    userEmail: text("user_email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    /** First plus last name, kept so it can be changed on its own later. */
    displayName: text("display_name").notNull(),
    role: text("role").notNull().default("user"),
    /** The monthly insights e-mail; the mail's unsubscribe link and the dashboard turn it off. */
    insightsDigest: boolean("insights_digest").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("user_profiles_role_check", isOneOf(t.role, PROFILE_ROLES)),
    // The sign-up form's "is this e-mail taken" check matches case-insensitively.
    index("user_profiles_user_email_lower_idx").on(sql`lower(${t.userEmail})`),
  ],
);
