import { and, eq } from "drizzle-orm";

import type { Transaction } from "#db/database";
import { communities } from "#db/schema/venues";

export type { Transaction };

type NewCommunity = {
  name: string;
  description?: string | null;
  imageUrl?: string | null;
  website?: string | null;
  createdBy: string;
};

/**
 * The registration forms name a community: the member's own community with exactly that name is
 * reused, otherwise a new one is made, inside the caller's transaction. Another member's community
 * of the same name is never linked: its description and image are theirs to see and change.
 */
export async function findOrCreateCommunity(tx: Transaction, community: NewCommunity): Promise<string> {
  const [existing] = await tx
    .select({ id: communities.id })
    .from(communities)
    .where(and(eq(communities.name, community.name), eq(communities.createdBy, community.createdBy)))
    .limit(1);
  if (existing) return existing.id;
  const [created] = await tx.insert(communities).values(community).returning({ id: communities.id });
  return created!.id;
}
