import { describe, expect, it } from "vitest";

import type { OwnerInsights } from "./insight-report";
import { emptyCounts, type MetricCounts } from "./insight-values";
import { ownerInsightsCsv, ownerInsightsCsvFileName } from "./owner-insights-csv";

function counts(values: Partial<MetricCounts>): MetricCounts {
  return { ...emptyCounts(), ...values };
}

function report(overrides: Partial<OwnerInsights> = {}): OwnerInsights {
  return {
    period: 7,
    from: "2026-03-01",
    to: "2026-03-03",
    days: [
      { day: "2026-03-01", counts: counts({ views: 12, visitors: 9, map_list: 40, website: 2 }) },
      { day: "2026-03-02", counts: counts({}) },
      { day: "2026-03-03", counts: counts({ views: 1, visitors: 1, map_bubble: 3, open_now: 5, share: 1 }) },
    ],
    totals: counts({ views: 13, visitors: 10 }),
    previousTotals: counts({}),
    venues: [
      { id: "a1", name: "Pixel Palace", slug: "pixel-palace", listed: true, createdAt: "2026-01-01T00:00:00.000Z" },
      { id: "b2", name: "Byte Barn", slug: "byte-barn", listed: true, createdAt: "2026-01-02T00:00:00.000Z" },
    ],
    venueId: "a1",
    searches: [],
    firstCountedDay: "2026-02-01",
    occupancy: [],
    ...overrides,
  };
}

describe("ownerInsightsCsv", () => {
  it("writes the day, then one column per metric with its label, one CRLF row per day", () => {
    const { body } = ownerInsightsCsv(report());
    const lines = body.split("\r\n");
    expect(lines).toEqual([
      'day (UTC),Page views,Unique visitors,Shown in the map\'s list,Opened on the map,Shown on game pages,"Shown in ""open now"" results",Website clicks,Direction requests,Phone calls,Shares',
      "2026-03-01,12,9,40,0,0,0,2,0,0,0",
      "2026-03-02,0,0,0,0,0,0,0,0,0,0",
      "2026-03-03,1,1,0,3,0,5,0,0,0,1",
      "",
    ]);
  });

  it("names the file after the center's slug, or 'all', and the days", () => {
    expect(ownerInsightsCsvFileName(report())).toBe("insights-pixel-palace-2026-03-01-2026-03-03.csv");
    expect(ownerInsightsCsvFileName(report({ venueId: null }))).toBe("insights-all-2026-03-01-2026-03-03.csv");
  });

  it("keeps the name safe in a header whatever the slug holds", () => {
    const odd = report({
      venues: [{ id: "a1", name: "Odd", slug: 'a"b\r\nc', listed: true, createdAt: "2026-01-01T00:00:00.000Z" }],
    });
    expect(ownerInsightsCsvFileName(odd)).toBe("insights-a-b-c-2026-03-01-2026-03-03.csv");
  });
});
