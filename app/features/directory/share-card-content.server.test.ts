import { describe, expect, it } from "vitest";

import {
  centerCardContent,
  cityOf,
  gameCardContent,
  partyCardContent,
  partyDatesText,
  shareCardPath,
  shareCardVersion,
} from "./share-card-content.server";

describe("cityOf", () => {
  it("takes the part before the state or ZIP code", () => {
    expect(cityOf("1200 Congress Ave, Austin, TX 78701")).toBe("Austin");
    expect(cityOf("1200 Congress Ave, Austin, TX")).toBe("Austin");
    expect(cityOf("5 Lake St, Suite 2, Minneapolis, MN 55401, USA")).toBe("Minneapolis");
    expect(cityOf("9 Elm Rd, Springfield, 62701")).toBe("Springfield");
  });

  it("takes the city after a postcode written first", () => {
    expect(cityOf("Hauptstraße 5, 10115 Berlin, Germany")).toBe("Berlin");
  });

  it("keeps the address when it cannot tell", () => {
    expect(cityOf("Hall B, Expo Grounds")).toBe("Hall B, Expo Grounds");
    expect(cityOf("  Downtown  ")).toBe("Downtown");
    expect(cityOf("")).toBe("");
  });
});

describe("partyDatesText", () => {
  it("gives the days in the party's zone, one day as one date", () => {
    expect(partyDatesText("2027-03-06T16:00:00Z", "2027-03-08T00:00:00Z", "America/Chicago")).toBe(
      "Sat, Mar 6 – Sun, Mar 7, 2027",
    );
    expect(partyDatesText("2027-03-06T16:00:00Z", "2027-03-06T23:00:00Z", "America/Chicago")).toBe("Sat, Mar 6, 2027");
    expect(partyDatesText("2027-03-06T16:00:00Z", "2027-03-06T16:00:00Z", "Not/AZone")).toBe("Sat, Mar 6, 2027");
  });
});

describe("share card versions", () => {
  const center = {
    name: "Pixel Arena",
    address: "1 Main St, Austin, TX",
    openingHours: null,
    timeZone: "America/Chicago",
    photos: [],
  };
  const now = new Date("2027-01-06T21:00:00Z");

  it("stay the same for the same drawing and change with anything drawn", () => {
    const version = shareCardVersion(centerCardContent(center, now));
    expect(version).toMatch(/^[\w-]{12}$/);
    expect(shareCardVersion(centerCardContent(center, new Date("2030-01-01T00:00:00Z")))).toBe(version);
    expect(shareCardVersion(centerCardContent({ ...center, name: "Pixel Arena 2" }, now))).not.toBe(version);
    expect(shareCardVersion(centerCardContent({ ...center, address: "1 Main St, Dallas, TX" }, now))).not.toBe(version);
    const cover = { id: "3f0c2d4e-0000-4000-8000-000000000001", width: 1600, height: 900, widths: [320, 640, 1280] };
    const withCover = centerCardContent({ ...center, photos: [cover] }, now);
    expect(withCover.cover).toEqual({ photoId: cover.id, fileName: "640.jpg" });
    expect(shareCardVersion(withCover)).not.toBe(version);
  });

  it("name the card in its address", () => {
    expect(shareCardPath("center", "pixel-arena-1a2b3c", "abc")).toBe("/share/center/pixel-arena-1a2b3c.png?v=abc");
  });

  it("describe each kind for people who cannot see the picture", () => {
    const party = partyCardContent({
      name: "Winter LAN",
      startDate: "2027-03-06T16:00:00Z",
      endDate: "2027-03-08T00:00:00Z",
      timeZone: "America/Chicago",
      center: { slug: "pixel-arena", name: "Pixel Arena", address: "1 Main St, Austin, TX" },
      customLocation: null,
      photos: [],
    });
    expect(party.alt).toBe("Winter LAN, a LAN party in Austin, Sat, Mar 6 – Sun, Mar 7, 2027");
    expect(gameCardContent({ name: "Deep Rock", publisher: "Coffee Stain" }).alt).toBe(
      "Where to play Deep Rock by Coffee Stain on LAN Centers",
    );
    expect(centerCardContent(center, now).alt).toBe("Pixel Arena, a LAN center in Austin");
  });
});
