import "#test-support/venue-site";

import { eq } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it, vi } from "vitest";

import { BAD_INPUT_SEED, storableText } from "../../../tests/support/hostile-input";
import { communities, events, locationContacts, locations } from "#db/schema/venues";
import { openDatabase } from "~/lib/db.server";

import type { Actor } from "~/features/accounts/actor";
import { registerLanCenter } from "./register-lan-center.server";
import { registerLanParty } from "./register-lan-party.server";
import { lanCenterSchema, lanPartySchema, LIMITS } from "./schemas";
import { updateLanCenter } from "./update-lan-center.server";
import { createTestAccount } from "#test-support/venue-site";
import * as mail from "./venue-mail.server";

/**
 * Hostile but valid text (markup, javascript: words, RTL, zero-width, astral, control characters)
 * goes through the venue services onto the embedded database and comes back exactly as the form's
 * schema passed it: nothing is stripped, encoded or lost on the way. Escaping is the pages' job.
 */

const runs = { seed: BAD_INPUT_SEED, numRuns: 15 };

const hostileCenter = fc.record({
  ownerName: storableText(LIMITS.personName),
  communityName: storableText(LIMITS.name),
  communityDescription: storableText(300),
  organizationName: storableText(LIMITS.name),
  address: storableText(LIMITS.address),
  description: storableText(300),
  website: storableText(60).map((tail) => `https://x.example/${encodeURIComponent(tail)}?q="><script>`),
});

let member: Actor;

beforeAll(async () => {
  member = await createTestAccount();
  vi.spyOn(mail, "notifyAdministratorsOfRegistration").mockResolvedValue();
});

async function counts() {
  const database = await openDatabase();
  return Promise.all([locations, communities, locationContacts, events].map((table) => database.$count(table)));
}

describe("the venue services under hostile text", () => {
  it("store a center's text verbatim, registering and editing, and make a URL-safe slug of any name", async () => {
    await fc.assert(
      fc.asyncProperty(hostileCenter, hostileCenter, async (posted, edited) => {
        const input = lanCenterSchema.parse({ ...posted, latitude: "-0", longitude: "179.999999" });
        const result = await registerLanCenter(member, input);
        expect(result.ok).toBe(true);
        if (!result.ok) return;

        const database = await openDatabase();
        const [center] = await database.select().from(locations).where(eq(locations.id, result.id));
        expect(center).toMatchObject({
          organizationName: input.organizationName,
          address: input.address,
          description: input.description,
          website: input.website,
        });
        expect(center!.slug).toMatch(/^[a-z0-9-]+$/);
        const [community] = await database.select().from(communities).where(eq(communities.id, center!.communityId!));
        expect(community).toMatchObject({ name: input.communityName, description: input.communityDescription });
        const [contact] = await database
          .select()
          .from(locationContacts)
          .where(eq(locationContacts.locationId, result.id));
        expect(contact).toMatchObject({ ownerName: input.ownerName, organizationName: input.organizationName });

        const update = lanCenterSchema.parse({ ...edited, latitude: "90", longitude: "-180" });
        expect((await updateLanCenter(member, result.id, update)).ok).toBe(true);
        const [after] = await database.select().from(locations).where(eq(locations.id, result.id));
        expect(after).toMatchObject({ organizationName: update.organizationName, description: update.description });
      }),
      runs,
    );
  });

  it("store a party's text verbatim", async () => {
    await fc.assert(
      fc.asyncProperty(hostileCenter, async (posted) => {
        const input = lanPartySchema.parse({
          eventName: posted.organizationName,
          description: posted.description,
          startDate: "2027-05-01T18:00",
          endDate: "2027-05-02T12:00",
          timeZone: "America/Chicago",
          location: posted.address,
          website: posted.website,
          communityName: posted.communityName,
          ownerName: posted.ownerName,
        });
        const result = await registerLanParty(member, input);
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        const database = await openDatabase();
        const [party] = await database.select().from(events).where(eq(events.id, result.id));
        expect(party).toMatchObject({
          organizationName: input.eventName,
          description: input.description,
          customLocation: input.location,
          website: input.website,
        });
      }),
      runs,
    );
  });

  it("store nothing for an edit of someone else's center or an unknown id, whatever the text", async () => {
    const owner = await createTestAccount();
    const input = lanCenterSchema.parse({
      communityName: "Crew",
      organizationName: "Theirs",
      address: "1 Main St",
      latitude: "1",
      longitude: "1",
      description: "Theirs",
    });
    const registered = await registerLanCenter(owner, input);
    if (!registered.ok) throw new Error("the owner's center was not registered");
    const before = await counts();
    await fc.assert(
      fc.asyncProperty(
        hostileCenter,
        fc.oneof(fc.constant(registered.id), fc.uuid(), fc.string({ maxLength: 80 })),
        async (posted, id) => {
          const update = lanCenterSchema.parse({ ...posted, latitude: "1", longitude: "1" });
          const result = await updateLanCenter(member, id, update);
          expect(result.ok).toBe(false);
        },
      ),
      runs,
    );
    expect(await counts()).toEqual(before);
    const database = await openDatabase();
    const [theirs] = await database.select().from(locations).where(eq(locations.id, registered.id));
    expect(theirs).toMatchObject({ organizationName: "Theirs", description: "Theirs" });
  });
});
