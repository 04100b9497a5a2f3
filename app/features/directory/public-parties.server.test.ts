import "#test-support/venue-site";

import { beforeAll, describe, expect, it } from "vitest";

import type { Actor } from "~/features/accounts/actor";
import { createTestAccount } from "#test-support/venue-site";

import { insertCenter, insertCommunity, insertParty } from "#test-support/directory-rows";
import { listPublicParties, PARTIES_PER_PAGE, PAST_PARTIES_SHOWN, readPageNumber } from "./list-public-parties.server";
import { loadPublicParty, loadPublicPartyPage } from "./load-public-party.server";
import { buildPartyCalendar, calendarFileName, loadPartyCalendar } from "./party-calendar.server";

const NOW = new Date("2030-01-01T00:00:00Z");

let owner: Actor;

beforeAll(async () => {
  owner = await createTestAccount();
});

/** A party `days` after (or before, when negative) NOW, lasting a day. */
function inDays(days: number) {
  const startDate = new Date(NOW.getTime() + days * 86_400_000);
  return { startDate, endDate: new Date(startDate.getTime() + 86_400_000) };
}

/** The text of an iCalendar file with its folded lines joined again (RFC 5545, 3.1). */
function unfold(text: string): string {
  return text.replace(/\r\n[ \t]/g, "");
}

describe("readPageNumber", () => {
  it("reads whole numbers from 1 and the first page for anything else", () => {
    expect(readPageNumber("3")).toBe(3);
    for (const value of [null, "", "0", "-2", "1.5", "abc", "9".repeat(20)]) expect(readPageNumber(value)).toBe(1);
  });
});

describe("listPublicParties", () => {
  it("splits verified parties into upcoming (by start, ongoing included) and past (newest first)", async () => {
    const center = await insertCenter(owner, { organizationName: "Pixel Arena", lat: 30.2672, lng: -97.7431 });
    const pendingCenter = await insertCenter(owner, { verified: false });
    const later = await insertParty(owner, { ...inDays(20), locationId: center.id });
    const soon = await insertParty(owner, { ...inDays(2), customLocation: "Town hall" });
    const ongoing = await insertParty(owner, {
      startDate: new Date(NOW.getTime() - 3_600_000),
      endDate: new Date(NOW.getTime() + 3_600_000),
      lat: 40.7,
      lng: -74,
    });
    const recent = await insertParty(owner, inDays(-3));
    const older = await insertParty(owner, inDays(-30));
    await insertParty(owner, { ...inDays(5), verified: false });
    await insertParty(owner, { ...inDays(-5), verified: false });
    const atPending = await insertParty(owner, { ...inDays(8), locationId: pendingCenter.id });

    const result = await listPublicParties({ now: NOW });
    expect(result.upcoming.map((party) => party.id)).toEqual([ongoing.id, soon.id, atPending.id, later.id]);
    expect(result).toMatchObject({ upcomingCount: 4, page: 1, pageCount: 1 });
    expect(result.past.map((party) => party.id)).toEqual([recent.id, older.id]);
    expect(result.upcoming[3]!.center).toEqual({ slug: center.slug, name: "Pixel Arena" });
    // A pending center is not named, and gives no position.
    expect(result.upcoming[2]).toMatchObject({ center: null, latitude: null });
    expect(result.mapPlaces.map((place) => place.key)).toEqual([`party-${ongoing.id}`, `party-${later.id}`]);
    expect(result.mapPlaces[1]).toMatchObject({ latitude: 30.2672, href: `/lanparties/${later.id}` });
  });

  it("pages the upcoming parties 20 at a time, keeps a page past the end on the last, and shows 12 past ones", async () => {
    const now = new Date("2040-01-01T00:00:00Z");
    const day = (days: number) => {
      const startDate = new Date(now.getTime() + days * 86_400_000);
      return { startDate, endDate: new Date(startDate.getTime() + 3_600_000) };
    };
    for (let i = 1; i <= PARTIES_PER_PAGE + 3; i++) await insertParty(owner, day(i));
    for (let i = 1; i <= PAST_PARTIES_SHOWN + 2; i++) await insertParty(owner, day(-i));

    const first = await listPublicParties({ now, page: 1 });
    expect(first.upcoming).toHaveLength(PARTIES_PER_PAGE);
    expect(first).toMatchObject({ upcomingCount: PARTIES_PER_PAGE + 3, pageCount: 2 });
    expect(first.past).toHaveLength(PAST_PARTIES_SHOWN);

    const second = await listPublicParties({ now, page: 2 });
    expect(second.upcoming).toHaveLength(3);
    expect(second.upcoming[0]!.startDate).toBe(day(PARTIES_PER_PAGE + 1).startDate.toISOString());
    expect((await listPublicParties({ now, page: 99 })).page).toBe(2);
  });
});

describe("loadPublicParty", () => {
  it("gives a verified party with its center, community, landing text and absolute address", async () => {
    const center = await insertCenter(owner, {
      organizationName: "Pixel Arena",
      address: "1 Main St",
      lat: 30,
      lng: -97,
    });
    const community = await insertCommunity({ website: "https://gamers.example.com" });
    const party = await insertParty(owner, {
      organizationName: "Frag Fest",
      locationId: center.id,
      communityId: community.id,
      hasLandingPage: true,
      landingPageContent: "Bring your rig.\n\nDoors at ten.",
      imageUrl: "https://img.example.com/a.jpg",
    });
    const loaded = await loadPublicParty(party.id, new Date("2027-01-01T00:00:00Z"));
    expect(loaded).toMatchObject({
      name: "Frag Fest",
      center: { slug: center.slug, name: "Pixel Arena", address: "1 Main St" },
      community: { name: "Austin Gamers", website: "https://gamers.example.com" },
      landingPageContent: "Bring your rig.\n\nDoors at ten.",
      latitude: 30,
      longitude: -97,
      ended: false,
      pageUrl: `http://localhost:3000/lanparties/${party.id}`,
      calendarPath: `/lanparties/${party.id}/calendar.ics`,
    });
  });

  it("hides landing text without a landing page, and marks an ended party", async () => {
    const party = await insertParty(owner, { ...inDays(-2), landingPageContent: "Draft", hasLandingPage: false });
    const page = await loadPublicPartyPage(party.id, NOW);
    expect(page?.party).toMatchObject({ landingPageContent: null, ended: true, center: null });
    expect(page?.mapPlaces).toEqual([]);
  });

  it("is null for an unverified, unknown or malformed id", async () => {
    const pending = await insertParty(owner, { verified: false });
    expect(await loadPublicParty(pending.id)).toBeNull();
    expect(await loadPublicParty("0d6f0d3e-1d47-4a4c-9f0e-1f2a3b4c5d6e")).toBeNull();
    for (const malformed of ["not-a-uuid", "1 or 1=1", "", undefined])
      expect(await loadPublicParty(malformed)).toBeNull();
  });
});

describe("party calendar", () => {
  it("names the file after the party", () => {
    expect(calendarFileName("Frag Fest: Winter Édition 2027!")).toBe("frag-fest-winter-edition-2027.ics");
    expect(calendarFileName("★★★")).toBe("lan-party.ics");
  });

  it("is one VEVENT in UTC with escaped, folded text, the page address and the position", async () => {
    const center = await insertCenter(owner, { organizationName: "Pixel Arena", address: "1 Main St, Austin" });
    const party = await insertParty(owner, {
      organizationName: "Frag Fest; Winter, Edition",
      description: `Bring your rig, your headset; and snacks.\n${"A very long line of text. ".repeat(6)}`,
      locationId: center.id,
      lat: 30.2672,
      lng: -97.7431,
      startDate: new Date("2027-12-06T16:00:00Z"),
      endDate: new Date("2027-12-08T00:00:00Z"),
    });
    const calendar = await loadPartyCalendar(party.id);
    expect(calendar?.fileName).toBe("frag-fest-winter-edition.ics");
    const body = calendar!.body;

    expect(body.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(body).toMatch(/\r\n[ \t]/);
    const text = unfold(body);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(text).toContain(`UID:${party.id}@localhost:3000\r\n`);
    expect(text).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
    expect(text).toContain("DTSTART:20271206T160000Z\r\n");
    expect(text).toContain("DTEND:20271208T000000Z\r\n");
    expect(text).toContain("SUMMARY:Frag Fest\\; Winter\\, Edition\r\n");
    expect(text).toContain("DESCRIPTION:Bring your rig\\, your headset\\; and snacks.\\nA very long line");
    expect(text).toContain("LOCATION:Pixel Arena\\, 1 Main St\\, Austin\r\n");
    expect(text).toContain(`URL:http://localhost:3000/lanparties/${party.id}\r\n`);
    expect(text).toContain("GEO:30.2672;-97.7431\r\n");
  });

  it("leaves out the place and position when unknown, and is null for an unverified party", async () => {
    const party = await insertParty(owner);
    const loaded = await loadPublicParty(party.id);
    const text = unfold(buildPartyCalendar(loaded!, "lancenters.example"));
    expect(text).toContain(`UID:${party.id}@lancenters.example`);
    expect(text).not.toContain("LOCATION:");
    expect(text).not.toContain("GEO:");

    const pending = await insertParty(owner, { verified: false });
    expect(await loadPartyCalendar(pending.id)).toBeNull();
  });
});
