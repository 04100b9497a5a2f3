// @vitest-environment happy-dom
import { act } from "react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import { useReactRoot } from "#test-support/react-root";

import type { NetworkInsights } from "../insight-report";
import { addDays, emptyCounts } from "../insight-values";
import { NetworkInsightsView, type NetworkInsightsState } from "./network-insights-view";

const view = useReactRoot();

async function render(insights: NetworkInsightsState) {
  const Stub = createRoutesStub([
    { path: "/admin/insights", Component: () => <NetworkInsightsView insights={insights} /> },
  ]);
  await act(async () => view.root.render(<Stub initialEntries={["/admin/insights?days=7"]} />));
}

function week(): NetworkInsights {
  const days = Array.from({ length: 7 }, (_, index) => ({ day: addDays("2026-11-15", index), counts: emptyCounts() }));
  days[5]!.counts.views = 10;
  days[5]!.counts.visitors = 2;
  days[6]!.counts.views = 5;
  days[6]!.counts.visitors = 4;
  return {
    period: 7,
    from: "2026-11-15",
    to: "2026-11-21",
    days,
    totals: { ...emptyCounts(), views: 15, visitors: 6, phone: 3 },
    previousTotals: { ...emptyCounts(), views: 10, visitors: 8, phone: 3 },
    topVenues: [{ id: "b", name: "Bunker", slug: "bunker-1", views: 10, visitors: 2 }],
    unmetSearches: [{ place: "Fargo, ND", latitude: 46.88, longitude: -96.79, count: 5, lastDay: "2026-11-21" }],
  };
}

/** A summary card's figure and its change against the period before. */
function card(key: string) {
  const item = view.container.querySelector(`li[data-metric="${key}"]`);
  return {
    value: item?.querySelector("[data-value]")?.textContent,
    change: item?.querySelector("[data-change]")?.textContent,
  };
}

describe("NetworkInsightsView", () => {
  it("shows the totals against the period before, the chart with its words, and the tables", async () => {
    await render({ state: "ready", report: week() });

    // The owner's cards, over the whole network.
    expect(view.container.querySelector("section h2")?.textContent).toBe("Network totals (Nov 15 – Nov 21, 2026)");
    expect(card("views")).toEqual({ value: "15", change: "+50% vs previous 7 days" });
    expect(card("visitors")).toEqual({ value: "6", change: "-25% vs previous 7 days" });
    expect(card("phone")).toEqual({ value: "3", change: "No change vs previous 7 days" });
    expect(card("map")).toEqual({ value: "0", change: "No change vs previous 7 days" });

    // The owner's chart: its words, and each day's values.
    expect(view.container.querySelector("#network-daily-heading")?.textContent).toBe(
      "Page views and unique visitors per day",
    );
    const chart = view.container.querySelector('svg[data-chart="views-and-visitors"]');
    expect(chart?.getAttribute("aria-label")).toBe(
      "Daily page views (bars) and unique visitors (line), Nov 15 – Nov 21, 2026: 15 page views and 6 unique visitors in all; the busiest day was Nov 20 with 10 page views.",
    );
    const chartDays = [...(chart?.querySelectorAll("g[data-day]") ?? [])].map((group) => [
      group.getAttribute("data-day"),
      group.getAttribute("data-views"),
      group.getAttribute("data-visitors"),
    ]);
    expect(chartDays).toHaveLength(7);
    expect(chartDays.slice(-2)).toEqual([
      ["2026-11-20", "10", "2"],
      ["2026-11-21", "5", "4"],
    ]);

    const tables = [...view.container.querySelectorAll("table")];
    expect(tables.map((table) => table.querySelector("caption")?.textContent)).toEqual([
      "Daily counts, Nov 15 – Nov 21, 2026 (UTC days)",
      "Most viewed venues, most first",
      "Places searched with no venue within 50 km, most first",
    ]);
    // Each table scrolls in a box that its caption names.
    const boxNames = tables.map((table) => table.closest('[role="region"]')?.getAttribute("aria-labelledby"));
    expect(boxNames).toEqual(tables.map((table) => table.querySelector("caption")?.id));
    expect(boxNames.every(Boolean)).toBe(true);
    // The owner's table: oldest day first, every metric, the chart's numbers, the period's totals.
    const daily = tables[0]!;
    expect(daily.querySelector("tbody tr")?.getAttribute("data-day")).toBe("2026-11-15");
    expect(daily.querySelectorAll("thead th[data-metric]")).toHaveLength(10);
    const lastDay = daily.querySelector('tbody tr[data-day="2026-11-21"]');
    expect(lastDay?.querySelector("time")?.textContent).toBe("Sat, Nov 21");
    expect(lastDay?.querySelector('td[data-metric="views"]')?.textContent).toBe("5");
    expect(lastDay?.querySelector('td[data-metric="visitors"]')?.textContent).toBe("4");
    expect(daily.querySelector('tfoot td[data-metric="views"]')?.textContent).toBe("15");
    expect(tables[1]!.querySelector("a")?.getAttribute("href")).toBe("/lancenters/bunker-1");
    expect(tables[2]!.querySelector("tbody th")?.textContent).toContain("Fargo, ND");
    expect(tables[2]!.querySelector("tbody time")?.textContent).toBe("Nov 21, 2026");

    const downloads = [...view.container.querySelectorAll("a")].filter((link) =>
      link.textContent?.startsWith("Download CSV"),
    );
    expect(downloads.map((link) => [link.getAttribute("href"), link.textContent])).toEqual([
      ["/admin/insights.csv?days=7&part=days", "Download CSV of every count, day by day"],
      ["/admin/insights.csv?days=7&part=venues", "Download CSV of the most viewed venues"],
      ["/admin/insights.csv?days=7&part=unmet", "Download CSV of the searches with no venue within 50 km"],
    ]);

    // The owner's period links, leading to this page rather than to the dashboard.
    const periods = [...view.container.querySelectorAll("ul[aria-labelledby] a")];
    expect(periods.map((link) => [link.getAttribute("href"), link.getAttribute("aria-current")])).toEqual([
      ["/admin/insights?days=7", "true"],
      ["/admin/insights?days=30", null],
      ["/admin/insights?days=90", null],
    ]);
    expect(periods[0]?.textContent).toBe("Last\u00a07 days");
  });

  it("says when nothing was counted, and says so in each table", async () => {
    const report = week();
    const empty: NetworkInsights = {
      ...report,
      days: report.days.map((entry) => ({ ...entry, counts: emptyCounts() })),
      totals: emptyCounts(),
      topVenues: [],
      unmetSearches: [],
    };
    await render({ state: "ready", report: empty });
    expect(view.container.textContent).toContain("Nothing counted in these days yet");
    expect(view.container.textContent).toContain("No venue page was opened in these days.");
    expect(view.container.querySelectorAll("table")).toHaveLength(1);
  });

  it("explains a refusal and an outage without a number", async () => {
    await render({ state: "forbidden" });
    expect(view.container.querySelector("h1")?.textContent).toBe("Administrators only");
    await render({ state: "error", message: "The network's insights could not be loaded.", period: 30 });
    expect(view.container.querySelector('[role="alert"]')?.textContent).toContain("could not be loaded");
    expect(view.container.querySelector("table")).toBeNull();
  });
});
