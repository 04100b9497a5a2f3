import { eq, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

import type { Actor } from "~/features/accounts/actor";

/**
 * The `where` part that limits a venue query to what the actor may touch: their own rows, or
 * every row for an administrator. Goes into the query itself, so no read or write can skip it.
 */
export function ownedBy(createdBy: AnyPgColumn, actor: Actor): SQL | undefined {
  return actor.isAdmin ? undefined : eq(createdBy, actor.userId);
}
