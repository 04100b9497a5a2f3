import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import type { PublicCenter, PublicCenterPage } from "~/features/directory/load-public-center.server";
import type { LiveStations } from "~/features/stations/station-values";
import type { OpeningHours } from "~/features/venues/opening-hours";

import { CenterDetails } from "./center-details";

vi.mock("./places-map", () => ({ PlacesMap: () => <div data-testid="map" /> }));

const spans = (...pairs: [string, string, boolean?][]) => ({
  kind: "spans" as const,
  spans: pairs.map(([open, close, overnight = false]) => ({ open, close, overnight })),
});

const HOURS: OpeningHours = {
  week: [
    { kind: "closed" },
    { kind: "open24" },
    spans(["10:00", "14:00"], ["16:00", "22:00"]),
    spans(["12:00", "00:00", true]),
    spans(["16:00", "02:00", true]),
    spans(["12:00", "03:00", true]),
    spans(["10:00", "20:00"]),
  ],
  exceptions: [
    { date: "2027-01-01", hours: { kind: "closed" }, note: "New Year's Day" },
    { date: "2027-01-08", hours: spans(["18:00", "02:00", true]), note: "Tournament night" },
    { date: "2027-12-24", hours: spans(["10:00", "16:00"]), note: "Christmas Eve" },
  ],
};

const center: PublicCenter = {
  id: "c1",
  slug: "pixel-arena-abc123",
  name: "Pixel Arena",
  description: "Forty stations.",
  address: "1 Main St, Austin",
  website: null,
  imageUrl: null,
  shownImageUrl: "/media/venue-fallback.svg",
  photos: [],
  latitude: 30.27,
  longitude: -97.74,
  venueType: "game_cafe",
  adminCreated: false,
  pageUrl: "http://localhost:3000/lancenters/pixel-arena-abc123",
  timeZone: "America/Chicago",
  openingHours: HOURS,
  phone: "+1 (512) 555-0100",
  pcCount: 24,
  consoleCount: 4,
  vrCount: null,
  simCount: 1,
  hardware: "RTX 4070 · 240 Hz monitors",
  priceMinCents: 500,
  priceMaxCents: 800,
  currency: "USD",
  priceText: "$5–8/hr",
  passes: "Day pass $25\nMonthly $60",
  amenities: ["parking", "food_drinks"],
  games: [
    { slug: "counter-strike-2", name: "Counter-Strike 2" },
    { slug: "dota-2", name: "Dota 2" },
  ],
  fullLibrary: false,
};

function render(shown: PublicCenter, at: string, live: LiveStations | null = null): string {
  vi.useFakeTimers({ now: new Date(at) });
  const page: PublicCenterPage = { center: shown, parties: [], mapPlaces: [], live };
  return renderToStaticMarkup(
    <MemoryRouter>
      <CenterDetails page={page} />
    </MemoryRouter>,
  );
}

function statusOf(html: string) {
  const match = /<p data-testid="open-status" data-state="(\w+)"[^>]*>.*?<\/svg>(.*?)<\/p>/s.exec(html);
  return match ? { state: match[1], text: match[2] } : null;
}

function jsonLdOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  return JSON.parse(match![1]!) as Record<string, unknown>;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the center page's profile", () => {
  it("says whether it is open on the venue's clock, whatever the server's zone", () => {
    // Thursday 11 PM in Austin (Friday 05:00 UTC): Thursday's hours run to midnight.
    expect(statusOf(render(center, "2027-01-15T05:00:00Z"))).toEqual({
      state: "open",
      text: "Open now · closes midnight",
    });
    // Saturday 10 AM in Austin: opens at noon.
    expect(statusOf(render(center, "2027-01-16T16:00:00Z"))).toEqual({ state: "closed", text: "Opens at noon" });
    // Monday 9 AM: closed all day, open all Tuesday.
    expect(statusOf(render(center, "2027-01-11T15:00:00Z"))).toEqual({
      state: "closed",
      text: "Closed today · opens tomorrow at midnight",
    });
  });

  it("shows today's special date, its note beside the status", () => {
    // Friday 8 Jan, 7 PM in Austin: the special hours (from 6 PM) apply.
    const html = render(center, "2027-01-09T01:00:00Z");
    expect(statusOf(html)).toEqual({ state: "open", text: "Open now · closes 2 AM" });
    expect(html).toMatch(/data-testid="open-status-note"[^>]*>Today: Tournament night</);
  });

  it("lists the week from Monday with today marked, the zone, and the special dates to come", () => {
    const html = render(center, "2027-01-09T01:00:00Z");
    const rows = [...html.matchAll(/<tr([^>]*)><th scope="row"[^>]*>(\w+)/g)];
    expect(rows.map((row) => row[2])).toEqual([
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
      "Sunday",
    ]);
    expect(rows.filter((row) => row[1]!.includes('aria-current="date"')).map((row) => row[2])).toEqual(["Friday"]);
    expect(html).toMatch(/Friday.*?<td[^>]*>4 PM–2 AM<\/td>/s);
    expect(html).toMatch(/Monday.*?<td[^>]*>Closed<\/td>/s);
    expect(html).toMatch(/Tuesday.*?<td[^>]*>Open 24 hours<\/td>/s);
    expect(html).toMatch(/Wednesday.*?<td[^>]*>10 AM–2 PM, 4 PM–10 PM<\/td>/s);
    expect(html).toContain("Times are local to the venue: <span>Central Time (America/Chicago)</span>");
    expect(html).toContain("Fri, Jan 8, 2027");
    expect(html).toContain("Christmas Eve");
    expect(html).not.toContain("New Year&#x27;s Day");
  });

  it("shows the stations, prices, passes, amenities, games and a call link", () => {
    const html = render(center, "2027-01-09T01:00:00Z");
    expect(html).toMatch(/>24<\/span><span[^>]*>Gaming PCs</);
    expect(html).toMatch(/>4<\/span><span[^>]*>Consoles</);
    expect(html).toMatch(/>1<\/span><span[^>]*>Racing simulators</);
    expect(html).not.toContain("VR stations");
    expect(html).toContain("RTX 4070 · 240 Hz monitors");
    expect(html).toContain("$5–8/hr");
    expect(html).toContain("Day pass $25\nMonthly $60");
    expect(html).toMatch(/Food and drinks<\/li>.*Parking<\/li>/s);
    expect(html).toContain('href="/games/counter-strike-2"');
    expect(html).toContain('href="/games/dota-2"');
    expect(html).not.toContain("The full Steam PC Cafe library");
    expect(html).toMatch(/<a [^>]*href="tel:\+15125550100"[^>]*>.*Call/s);
  });

  it("offers the full library, and leaves out the cards a center did not fill", () => {
    const html = render(
      {
        ...center,
        openingHours: null,
        pcCount: null,
        consoleCount: null,
        simCount: null,
        hardware: null,
        priceText: null,
        passes: null,
        amenities: [],
        games: [],
        fullLibrary: true,
        phone: null,
      },
      "2027-01-09T01:00:00Z",
    );
    expect(html).toMatch(/<a [^>]*href="\/games"[^>]*>The full Steam PC Cafe library<\/a>/);
    expect(html).not.toContain('data-testid="open-status"');
    for (const heading of ["Hours", "Stations &amp; prices", "Amenities"])
      expect(html).not.toContain(`${heading}</h2>`);
    expect(html).toContain("Games at this venue</h2>");
  });

  it("announces the phone, prices, amenities and the hours still to come in its JSON-LD", () => {
    const data = jsonLdOf(render(center, "2027-01-09T01:00:00Z"));
    expect(data).toMatchObject({ telephone: "+1 (512) 555-0100", priceRange: "$5–8/hr" });
    expect(data.amenityFeature).toHaveLength(2);
    const specifications = data.openingHoursSpecification as { validFrom?: string }[];
    expect(specifications.filter((entry) => entry.validFrom).map((entry) => entry.validFrom)).toEqual([
      "2027-01-08",
      "2027-12-24",
    ]);
  });

  it("shows the free PCs and how old the numbers are, and leaves them out of the JSON-LD", () => {
    const live: LiveStations = {
      free: 12,
      total: 40,
      noun: "PCs",
      byKind: { pc: { total: 40, free: 12 } },
      reportedAt: "2027-01-09T00:58:00Z",
    };
    const html = render(center, "2027-01-09T01:00:00Z", live);
    expect(html).toContain('data-testid="live-stations"');
    expect(html.replace(/<!-- -->/g, "")).toMatch(/12 of 40 PCs free<span[^>]*>· 2 min ago<\/span>/);
    expect(JSON.stringify(jsonLdOf(html))).not.toMatch(/free|12 of 40/i);
  });

  it("shows nothing of numbers older than 10 minutes", () => {
    const stale: LiveStations = { free: 3, total: 40, noun: "PCs", byKind: {}, reportedAt: "2027-01-09T00:49:00Z" };
    expect(render(center, "2027-01-09T01:00:00Z", stale)).not.toContain("live-stations");
  });
});
