// @vitest-environment happy-dom
import { act } from "react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import { useReactRoot } from "#test-support/react-root";

import type { InsightVenue } from "../insight-report";
import type { InsightPeriod } from "../insight-values";
import { InsightsControls } from "./insights-controls";

const view = useReactRoot();

const VENUES: InsightVenue[] = [
  { id: "v1", name: "Pixel Palace", slug: "pixel-palace", listed: true, createdAt: "2026-01-01T00:00:00Z" },
  { id: "v2", name: "Waiting Room", slug: "waiting-room", listed: false, createdAt: "2026-01-01T00:00:00Z" },
];

async function render(venueId: string | null, period: InsightPeriod) {
  const Stub = createRoutesStub([
    { path: "/dashboard", Component: () => <InsightsControls venues={VENUES} venueId={venueId} period={period} /> },
  ]);
  await act(async () => view.root.render(<Stub initialEntries={["/dashboard?tab=insights"]} />));
}

/** The period links: where each leads, and which one is the period shown. */
function periodLinks() {
  const list = view.container.querySelector("ul[aria-labelledby]");
  const label = document.getElementById(list?.getAttribute("aria-labelledby") ?? "");
  return {
    label: label?.textContent,
    links: [...(list?.querySelectorAll("a") ?? [])].map((link) => [
      link.textContent,
      link.getAttribute("href"),
      link.getAttribute("aria-current"),
    ]),
  };
}

describe("InsightsControls", () => {
  it("links each period to the Insights tab, keeping the center chosen", async () => {
    await render("v1", 30);
    expect(periodLinks()).toEqual({
      label: "Period",
      links: [
        ["Last\u00a07 days", "/dashboard?tab=insights&days=7&venue=v1", null],
        ["Last\u00a030 days", "/dashboard?tab=insights&days=30&venue=v1", "true"],
        ["Last\u00a090 days", "/dashboard?tab=insights&days=90&venue=v1", null],
      ],
    });
    expect(view.container.querySelector<HTMLSelectElement>('select[name="venue"]')?.value).toBe("v1");
    expect(view.container.querySelector<HTMLInputElement>('input[name="days"]')?.value).toBe("30");
  });

  it("leaves the center out of the links when all of them are shown", async () => {
    await render(null, 90);
    expect(periodLinks().links.map(([, href, current]) => [href, current])).toEqual([
      ["/dashboard?tab=insights&days=7", null],
      ["/dashboard?tab=insights&days=30", null],
      ["/dashboard?tab=insights&days=90", "true"],
    ]);
    expect(view.container.querySelector("option[value='v2']")?.textContent).toBe("Waiting Room (not listed yet)");
  });
});
