import { describe, expect, it } from "vitest";

import type { NetworkInsights } from "./insight-report";
import { emptyCounts } from "./insight-values";
import { networkCsvHref, networkCsvPart, networkInsightsCsv } from "./network-insights-csv";

const report: NetworkInsights = {
  period: 7,
  from: "2026-11-15",
  to: "2026-11-16",
  days: [
    { day: "2026-11-15", counts: { ...emptyCounts(), views: 3, visitors: 2, share: 1 } },
    { day: "2026-11-16", counts: emptyCounts() },
  ],
  totals: { ...emptyCounts(), views: 3, visitors: 2, share: 1 },
  previousTotals: emptyCounts(),
  topVenues: [
    { id: "a", name: 'Arena, "the" best', slug: "arena-1", views: 3, visitors: 2 },
    { id: "b", name: "=HYPERLINK(1)", slug: "b-2", views: 1, visitors: 1 },
  ],
  unmetSearches: [{ place: "Austin, TX", latitude: 30.27, longitude: -97.74, count: 7, lastDay: "2026-11-16" }],
};

describe("networkInsightsCsv", () => {
  it("writes one row per day, every metric a column, with CRLF line ends", () => {
    const { fileName, body } = networkInsightsCsv(report, "days");
    expect(fileName).toBe("lan-centers-insights-days-2026-11-15-to-2026-11-16.csv");
    const lines = body.split("\r\n");
    expect(lines).toEqual([
      'day (UTC),Page views,Unique visitors,Shown in the map\'s list,Opened on the map,Shown on game pages,"Shown in ""open now"" results",Website clicks,Direction requests,Phone calls,Shares',
      "2026-11-15,3,2,0,0,0,0,0,0,0,1",
      "2026-11-16,0,0,0,0,0,0,0,0,0,0",
      "",
    ]);
  });

  it("ranks the venues, quoting names and neutralising formulas", () => {
    const { body } = networkInsightsCsv(report, "venues");
    expect(body).toBe(
      "rank,venue,page,page views,unique visitors\r\n" +
        '1,"Arena, ""the"" best",/lancenters/arena-1,3,2\r\n' +
        "2,'=HYPERLINK(1),/lancenters/b-2,1,1\r\n",
    );
  });

  it("keeps negative coordinates numbers", () => {
    const { fileName, body } = networkInsightsCsv(report, "unmet");
    expect(fileName).toBe("lan-centers-insights-unmet-2026-11-15-to-2026-11-16.csv");
    expect(body).toBe(
      'place,latitude,longitude,searches,last searched (UTC)\r\n"Austin, TX",30.27,-97.74,7,2026-11-16\r\n',
    );
  });

  it("writes only the header for an empty table", () => {
    expect(networkInsightsCsv({ ...report, topVenues: [] }, "venues").body).toBe(
      "rank,venue,page,page views,unique visitors\r\n",
    );
  });
});

describe("networkCsvPart", () => {
  it("reads the part, the days when none, null when unknown", () => {
    expect(networkCsvPart("unmet")).toBe("unmet");
    expect(networkCsvPart("venues")).toBe("venues");
    expect(networkCsvPart(null)).toBe("days");
    expect(networkCsvPart("")).toBe("days");
    expect(networkCsvPart("contacts")).toBeNull();
    expect(networkCsvHref("venues", 30)).toBe("/admin/insights.csv?days=30&part=venues");
  });
});
