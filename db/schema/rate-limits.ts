import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Fixed-window counters for the abuse limits (sign-in, sign-up, code requests and checks, the
 * e-mail availability check). They live in the database so that several server processes agree.
 * `key` names the rule and the subject, e.g. `sign-in:ip:203.0.113.9` or `sign-in:email:a@b.c`.
 */
export const rateLimitCounters = pgTable("rate_limit_counters", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
});
