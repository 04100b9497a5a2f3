import "#test-support/venue-site";

import { beforeAll, describe, expect, it } from "vitest";

import { createTestAccount } from "#test-support/venue-site";
import { media } from "~/content/media";

import { insertCenter, insertCommunity, insertParty } from "#test-support/directory-rows";
import { loadEventsFeed } from "./events-feed.server";
import { listFeaturedCenters } from "./list-featured-centers.server";
import { loadPublicCenter } from "./load-public-center.server";
import { loadPublicParty } from "./load-public-party.server";
import { loadLocationDetail } from "./location-detail.server";

/**
 * The forms store only http(s) addresses; a row written some other way (an import, a hand-made fix)
 * must still never reach a page or a feed as a `javascript:` link or a `data:` image.
 */
const SCRIPT_LINK = "javascript:alert(document.cookie)";
const DATA_IMAGE = "data:image/svg+xml,<svg onload=alert(1)>";

let centerSlug: string;
let partyId: string;

beforeAll(async () => {
  const owner = await createTestAccount();
  const community = await insertCommunity({ name: "Hostile Crew", website: "vbscript:msgbox(1)" });
  const center = await insertCenter(owner, {
    organizationName: "Hostile Links Arena",
    website: SCRIPT_LINK,
    imageUrl: DATA_IMAGE,
    featured: true,
    lat: 30.2,
    lng: -97.7,
  });
  centerSlug = center.slug;
  const party = await insertParty(owner, {
    website: ` ${SCRIPT_LINK}`,
    imageUrl: DATA_IMAGE,
    heroImageUrl: "javascript:alert(2)",
    communityId: community.id,
    startDate: new Date(Date.now() + 86_400_000),
    endDate: new Date(Date.now() + 2 * 86_400_000),
  });
  partyId = party.id;
});

describe("stored addresses that are not http(s)", () => {
  it("are left out of the center page, its API detail and the featured centers", async () => {
    const page = await loadPublicCenter(centerSlug);
    expect(page?.center).toMatchObject({ website: null, imageUrl: null, shownImageUrl: media.fallbackImages.venue });
    expect(page?.mapPlaces[0]?.website).toBeNull();
    expect(await loadLocationDetail(centerSlug)).toMatchObject({ website: null, imageUrl: null });
    const featured = await listFeaturedCenters();
    if (!featured.ok) throw new Error(featured.message);
    expect(featured.centers.find((center) => center.slug === centerSlug)).toMatchObject({
      website: null,
      imageUrl: null,
    });
  });

  it("are left out of the party page and the events feed", async () => {
    expect(await loadPublicParty(partyId)).toMatchObject({
      website: null,
      imageUrl: null,
      heroImageUrl: null,
      community: { name: "Hostile Crew", website: null },
    });
    const feed = await loadEventsFeed();
    expect(feed.events.find((event) => event.id === partyId)).toMatchObject({ website: null, imageUrl: null });
  });
});
