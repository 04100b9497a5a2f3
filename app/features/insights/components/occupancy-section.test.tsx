// @vitest-environment happy-dom
import { act } from "react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import { useReactRoot } from "#test-support/react-root";

import { type CenterOccupancy, HOURS_IN_WEEK } from "../occupancy";
import { OccupancySection } from "./occupancy-section";

const view = useReactRoot();

async function render(occupancy: CenterOccupancy[]) {
  const Stub = createRoutesStub([
    {
      path: "/dashboard",
      Component: () => <OccupancySection occupancy={occupancy} period={30} from="2026-10-31" to="2026-11-29" />,
    },
  ]);
  await act(async () => view.root.render(<Stub initialEntries={["/dashboard?tab=insights"]} />));
}

/** Friday 20:00–23:00 at 85 %, a quiet Monday morning, the rest unreported. */
function fridayNights(): CenterOccupancy {
  const week: (number | null)[] = Array.from({ length: HOURS_IN_WEEK }, () => null);
  for (const hour of [20, 21, 22]) week[4 * 24 + hour] = 85;
  week[10] = 12;
  return {
    id: "c1",
    name: "Frag Hall",
    timeZone: "America/New_York",
    busiest: { day: 4, startHour: 20, hours: 3, percent: 85 },
    week,
  };
}

const silent: CenterOccupancy = { id: "c2", name: "Quiet Corner", timeZone: "UTC", busiest: null, week: null };

describe("OccupancySection", () => {
  it("says one center's busiest stretch and shows its week as a table, with the numbers in the cells", async () => {
    await render([fridayNights()]);
    const section = view.container.querySelector('[data-section="occupancy"]')!;
    expect(section.querySelector("h3")?.textContent).toBe("Busy hours");
    expect(section.querySelector('[data-occupancy="busiest"]')?.textContent).toBe(
      "Busiest Friday 20:00–23:00 (85\u00a0% of PCs in use)",
    );
    const table = section.querySelector('table[data-table="occupancy"]')!;
    expect(table.querySelector("caption")?.textContent).toBe("Share of PCs in use by day and hour");
    expect(section.textContent).toContain("Oct 31 – Nov 29, 2026, in America/New York time.");
    // The scrolling box is named by the caption, so a screen reader announces what it holds.
    const box = section.querySelector('[role="region"]')!;
    expect(box.getAttribute("aria-labelledby")).toBe(table.querySelector("caption")!.id);
    expect(table.querySelectorAll("thead th")).toHaveLength(25);
    expect([...table.querySelectorAll("tbody th")].map((cell) => cell.textContent)).toEqual([
      "Mon",
      "Tue",
      "Wed",
      "Thu",
      "Fri",
      "Sat",
      "Sun",
    ]);
    // Each cell says its figure; the colour only repeats it. The busiest hours say so too.
    expect(table.querySelector('[data-hour="0-10"]')?.textContent).toBe("12");
    expect(table.querySelector('[data-hour="4-21"]')?.textContent).toBe("85 (busiest)");
    expect(table.querySelector('[data-hour="4-23"]')?.textContent).toBe("–no report");
    expect([...table.querySelectorAll("[data-busiest]")].map((cell) => cell.getAttribute("data-hour"))).toEqual([
      "4-20",
      "4-21",
      "4-22",
    ]);
  });

  it("outlines a stretch that runs from Sunday night into Monday", async () => {
    const center = { ...fridayNights(), busiest: { day: 6, startHour: 23, hours: 2, percent: 90 } };
    await render([center]);
    expect(
      [...view.container.querySelectorAll("[data-busiest]")].map((cell) => cell.getAttribute("data-hour")),
    ).toEqual(["0-0", "6-23"]);
  });

  it("sends a center with no live numbers to its Live PCs page", async () => {
    await render([silent]);
    const note = view.container.querySelector('[data-occupancy="none"]')!;
    expect(note.textContent).toBe("No live numbers yet: connect your venue software on the Live PCs page.");
    expect(note.querySelector("a")?.getAttribute("href")).toBe("/edit-lan-center/c2/live");
    expect(view.container.querySelector("table")).toBeNull();
  });

  it("lists each center's busiest stretch when several are shown, each linking to its own hours", async () => {
    await render([{ ...fridayNights(), week: null }, silent]);
    const items = [...view.container.querySelectorAll("li[data-center]")];
    expect(items.map((item) => item.textContent)).toEqual([
      "Frag HallBusiest Friday 20:00–23:00 (85\u00a0% of PCs in use). See every hour of Frag Hall",
      "Quiet CornerNo live numbers yet: connect your venue software on the Live PCs page.",
    ]);
    expect(items[0]!.querySelector("a")?.getAttribute("href")).toBe("/dashboard?tab=insights&days=30&venue=c1");
    expect(view.container.querySelector("table")).toBeNull();
  });

  it("shows nothing when the owner has no centers", async () => {
    await render([]);
    expect(view.container.querySelector('[data-section="occupancy"]')).toBeNull();
  });
});
