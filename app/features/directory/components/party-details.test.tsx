import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";

import type { CenterProfile, PublicCenterPage } from "~/features/directory/load-public-center.server";
import type { PublicPartiesPage } from "~/features/directory/list-public-parties.server";
import type { PublicParty } from "~/features/directory/load-public-party.server";
import type { PublicPartySummary } from "~/features/directory/party-summaries.server";

import { CenterDetails } from "./center-details";
import { PartiesOverview } from "./party-overview";
import { PartyCard } from "./party-card";
import { PartyDetails } from "./party-details";

// The map is a browser-only widget with its own tests; here it only has to be asked for.
vi.mock("./places-map", () => ({
  PlacesMap: ({ label, places }: { label: string; places: unknown[] }) => (
    <div data-testid="map" aria-label={label} data-count={places.length} />
  ),
}));

function render(node: React.ReactNode): string {
  return renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);
}

function jsonLdOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  if (!match) throw new Error("No JSON-LD");
  return JSON.parse(match[1]!) as Record<string, unknown>;
}

const summary: PublicPartySummary = {
  id: "0d6f0d3e-1d47-4a4c-9f0e-1f2a3b4c5d6e",
  name: "Frag Fest",
  description: "A weekend of games <b>not bold</b>",
  startDate: "2026-12-05T16:00:00.000Z",
  endDate: "2026-12-07T00:00:00.000Z",
  timeZone: "America/Chicago",
  center: { slug: "pixel-arena-abc123", name: "Pixel Arena" },
  customLocation: "Back room",
  latitude: 30.27,
  longitude: -97.74,
};

describe("PartyCard", () => {
  it("shows the dates in the party's zone, the linked center, plain text and a details link", () => {
    const html = render(<PartyCard party={summary} />);
    expect(html).toContain("Sat, Dec 5, 2026, 10:00 AM CST");
    expect(html).toContain("Sun, Dec 6, 2026, 6:00 PM CST");
    expect(html).toContain('href="/lancenters/pixel-arena-abc123"');
    expect(html).toContain("Back room");
    expect(html).toContain("&lt;b&gt;not bold&lt;/b&gt;");
    expect(html).toMatch(/href="\/lanparties\/0d6f0d3e-1d47-4a4c-9f0e-1f2a3b4c5d6e"[^>]*>View details/);
  });
});

/** A center that has given none of its profile's facts. */
const NO_PROFILE: CenterProfile = {
  timeZone: "America/Chicago",
  openingHours: null,
  phone: null,
  pcCount: null,
  consoleCount: null,
  vrCount: null,
  simCount: null,
  hardware: null,
  priceMinCents: null,
  priceMaxCents: null,
  currency: null,
  priceText: null,
  passes: null,
  amenities: [],
  games: [],
  fullLibrary: false,
};

describe("CenterDetails", () => {
  const page: PublicCenterPage = {
    center: {
      id: "c1",
      slug: "pixel-arena-abc123",
      name: "Pixel </script> Arena",
      description: "Forty stations.",
      address: "1 Main St, Austin",
      website: "javascript:alert(1)",
      imageUrl: null,
      shownImageUrl: "/media/venue-fallback.svg",
      photos: [],
      latitude: 30.27,
      longitude: -97.74,
      venueType: "game_cafe",
      adminCreated: false,
      pageUrl: "http://localhost:3000/lancenters/pixel-arena-abc123",
      ...NO_PROFILE,
    },
    parties: [],
    live: null,
    mapPlaces: [{ key: "center", name: "Pixel </script> Arena", latitude: 30.27, longitude: -97.74, kind: "center" }],
  };

  it("shows the center with the fallback image, badges, map and empty party list, without unsafe links", () => {
    const html = render(<CenterDetails page={page} />);
    expect(html).toMatch(/<h1[^>]*>Pixel &lt;\/script&gt; Arena<\/h1>/);
    expect(html).toContain("Game Cafe");
    expect(html).toContain("Verified");
    expect(html).toMatch(/<img src="\/media\/venue-fallback.svg" alt="[^"]+" width="800" height="450"/);
    expect(html).not.toContain("javascript:");
    expect(html).not.toContain("Visit Website");
    expect(html).toContain('aria-label="Map of Pixel &lt;/script&gt; Arena"');
    expect(html).toContain("No upcoming LAN parties at or near this center.");
    const data = jsonLdOf(html);
    expect(data).toMatchObject({ "@type": "LocalBusiness", name: "Pixel </script> Arena", url: page.center.pageUrl });
    // Without profile facts the page is what it was: no status, no cards, no call link.
    expect(html).not.toContain('data-testid="open-status"');
    for (const heading of ["Hours", "Stations &amp; prices", "Amenities", "Games at this venue"]) {
      expect(html).not.toMatch(new RegExp(`<h2[^>]*>(<svg.*?</svg>)?${heading}</h2>`));
    }
    expect(html).not.toContain("tel:");
    expect(data).not.toHaveProperty("openingHoursSpecification");
  });

  it("links a web address in a new tab and lists the parties", () => {
    const html = render(
      <CenterDetails
        page={{ ...page, center: { ...page.center, website: "https://pixel.example.com" }, parties: [summary] }}
      />,
    );
    expect(html).toMatch(
      /<a [^>]*target="_blank" rel="noopener noreferrer" href="https:\/\/pixel.example.com">Visit Website/,
    );
    expect(html).toContain("Frag Fest");
    expect(html).not.toContain("No upcoming LAN parties at or near this center.");
  });
});

describe("PartyDetails", () => {
  const party: PublicParty = {
    ...summary,
    website: "https://fragfest.example.com",
    imageUrl: null,
    photos: [],
    heroImageUrl: "https://img.example.com/hero.jpg",
    landingPageContent: "First paragraph.\n\n<script>alert(1)</script>",
    center: { slug: "pixel-arena-abc123", name: "Pixel Arena", address: "1 Main St" },
    community: { name: "Austin Gamers", website: null },
    ended: false,
    pageUrl: "http://localhost:3000/lanparties/0d6f0d3e-1d47-4a4c-9f0e-1f2a3b4c5d6e",
    path: "/lanparties/0d6f0d3e-1d47-4a4c-9f0e-1f2a3b4c5d6e",
    calendarPath: "/lanparties/0d6f0d3e-1d47-4a4c-9f0e-1f2a3b4c5d6e/calendar.ics",
  };

  it("shows the party, its landing text as plain paragraphs, the calendar link and Event data", () => {
    const html = render(<PartyDetails page={{ party, mapPlaces: [], tickets: [], seats: null }} />);
    expect(html).toMatch(/<h1[^>]*>Frag Fest<\/h1>/);
    expect(html).toContain("<p");
    expect(html).toContain("First paragraph.");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toMatch(/href="\/lanparties\/[^"]+\/calendar.ics" download=""[^>]*>.*Add to calendar \(.ics\)/);
    expect(html).toContain('src="https://img.example.com/hero.jpg"');
    expect(html).not.toContain("Past event");
    expect(html).not.toContain('data-testid="map"');
    expect(jsonLdOf(html)).toMatchObject({
      "@type": "Event",
      startDate: "2026-12-05T10:00:00-06:00",
      eventStatus: "https://schema.org/EventScheduled",
      location: { name: "Pixel Arena" },
      organizer: { name: "Austin Gamers" },
    });
  });

  it("says when the party has ended", () => {
    const html = render(
      <PartyDetails page={{ party: { ...party, ended: true }, mapPlaces: [], tickets: [], seats: null }} />,
    );
    expect(html).toContain("Past event");
  });
});

describe("PartiesOverview", () => {
  const empty: PublicPartiesPage = { upcoming: [], upcomingCount: 0, page: 1, pageCount: 1, past: [], mapPlaces: [] };

  it("offers to register a party when none is upcoming", () => {
    const html = render(<PartiesOverview data={empty} />);
    expect(html).toContain("No upcoming LAN parties at the moment.");
    expect(html).toContain('href="/register-lan-party"');
    expect(html).not.toContain("Past LAN Parties");
  });

  it("shows the upcoming page with its pager and map, and the past ones apart", () => {
    const html = render(
      <PartiesOverview
        data={{
          ...empty,
          upcoming: [summary],
          upcomingCount: 21,
          page: 1,
          pageCount: 2,
          past: [{ ...summary, id: "past-1", name: "Old Fest" }],
          mapPlaces: [{ key: "p", name: "Frag Fest", latitude: 30, longitude: -97, kind: "party" }],
        }}
      />,
    );
    expect(html).toContain("21 LAN parties");
    expect(html).toContain('href="/lanparties?page=2"');
    expect(html).toContain('aria-label="Map of upcoming LAN parties"');
    expect(html).toMatch(/Past LAN Parties.*Old Fest/s);
  });
});
