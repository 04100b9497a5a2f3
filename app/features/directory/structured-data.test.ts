import { describe, expect, it } from "vitest";

import { centerJsonLd, partyJsonLd, serializeJsonLd, zonedIsoDateTime, type PartyJsonLdInput } from "./structured-data";

describe("serializeJsonLd", () => {
  it("escapes what could end the script element, and stays the same JSON", () => {
    const value = { "@type": "Thing", name: "</script><script>alert(1)</script> & <!-- \u2028" };
    const text = serializeJsonLd(value);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(text).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe("zonedIsoDateTime", () => {
  it("writes the instant with the offset of the zone at that date", () => {
    expect(zonedIsoDateTime("2026-12-06T16:00:00.000Z", "America/Chicago")).toBe("2026-12-06T10:00:00-06:00");
    // Daylight time in summer.
    expect(zonedIsoDateTime(new Date("2026-07-04T16:00:00Z"), "America/Chicago")).toBe("2026-07-04T11:00:00-05:00");
    expect(zonedIsoDateTime("2026-12-06T16:00:00Z", "Asia/Kolkata")).toBe("2026-12-06T21:30:00+05:30");
  });

  it("falls back to UTC for a zone the runtime does not know", () => {
    expect(zonedIsoDateTime("2026-12-06T16:00:00Z", "Mars/Olympus")).toBe("2026-12-06T16:00:00+00:00");
  });
});

describe("centerJsonLd", () => {
  const center = {
    name: "Pixel Arena",
    description: "Forty stations.",
    address: "1 Main St, Austin, TX",
    website: "https://pixel.example.com",
    imageUrl: "https://img.example.com/a.jpg",
    latitude: 30.27,
    longitude: -97.74,
    pageUrl: "http://localhost:3000/lancenters/pixel-arena-abc123",
  };

  it("is a LocalBusiness with a postal address, its website, image and position", () => {
    expect(centerJsonLd(center)).toEqual({
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      "@id": center.pageUrl,
      name: "Pixel Arena",
      description: "Forty stations.",
      address: { "@type": "PostalAddress", streetAddress: "1 Main St, Austin, TX" },
      url: "https://pixel.example.com",
      image: "https://img.example.com/a.jpg",
      geo: { "@type": "GeoCoordinates", latitude: 30.27, longitude: -97.74 },
    });
  });

  it("points at its page without a website, and leaves out an unknown image and position", () => {
    const data = centerJsonLd({ ...center, website: "javascript:alert(1)", imageUrl: null, latitude: null });
    expect(data.url).toBe(center.pageUrl);
    expect(data).not.toHaveProperty("image");
    expect(data).not.toHaveProperty("geo");
  });
});

describe("partyJsonLd", () => {
  const party: PartyJsonLdInput = {
    name: "Frag Fest",
    description: "A weekend of games",
    startDate: "2026-12-06T16:00:00.000Z",
    endDate: "2026-12-08T00:00:00.000Z",
    timeZone: "America/Chicago",
    place: { name: "Pixel Arena", address: "1 Main St", latitude: 30.27, longitude: -97.74 },
    pageUrl: "http://localhost:3000/lanparties/0d6f0d3e-1d47-4a4c-9f0e-1f2a3b4c5d6e",
    imageUrl: null,
    organizer: { name: "Austin Gamers", url: "https://gamers.example.com" },
  };

  it("is a scheduled, in-person Event with zoned dates, a place and an organizer", () => {
    const data = partyJsonLd(party);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Event",
      name: "Frag Fest",
      startDate: "2026-12-06T10:00:00-06:00",
      endDate: "2026-12-07T18:00:00-06:00",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      url: party.pageUrl,
      location: {
        "@type": "Place",
        name: "Pixel Arena",
        address: { "@type": "PostalAddress", streetAddress: "1 Main St" },
        geo: { "@type": "GeoCoordinates", latitude: 30.27, longitude: -97.74 },
      },
      organizer: { "@type": "Organization", name: "Austin Gamers", url: "https://gamers.example.com" },
    });
    expect(data).not.toHaveProperty("image");
  });

  it("leaves out an unknown organizer and position", () => {
    const data = partyJsonLd({
      ...party,
      organizer: null,
      place: { name: "Town hall", address: null, latitude: null, longitude: null },
    });
    expect(data).not.toHaveProperty("organizer");
    expect(data.location).toEqual({ "@type": "Place", name: "Town hall" });
  });
});
