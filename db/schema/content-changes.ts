import { bigserial, pgTable, timestamp } from "drizzle-orm/pg-core";

/**
 * One row per statement that changed what the public pages show (games, the FAQ, venues and their
 * games, events, photos, subscriptions, communities), written by the statement triggers of migration
 * 0010. The shared-page cache (server/shared-pages.ts) reads its count and newest id as the content's
 * version, so every server process over the database sees a change at once. Append-only rows, not a
 * counter row: writers never wait on each other, and the count tells apart a change committed late
 * behind a newer id. Rows older than a day are pruned (app/lib/content-version.server.ts).
 */
export const contentChanges = pgTable("content_changes", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
});
