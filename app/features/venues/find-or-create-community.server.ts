import { eq } from "drizzle-orm";

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
 * The registration forms name a community: the one with exactly that name is reused (communities
 * are shared groups), otherwise a new one is made, inside the caller's transaction.
 */
export async function findOrCreateCommunity(tx: Transaction, community: NewCommunity): Promise<string> {
  const [existing] = await tx
    .select({ id: communities.id })
    .from(communities)
    .where(eq(communities.name, community.name))
    .limit(1);
  if (existing) return existing.id;
  const [created] = await tx.insert(communities).values(community).returning({ id: communities.id });
  return created!.id;
}
