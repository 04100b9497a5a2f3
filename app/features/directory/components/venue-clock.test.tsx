// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

import type { OpeningHours } from "~/features/venues/opening-hours";

import { CenterHours } from "./center-hours";
import { OpenStatus } from "./open-status";
import { VenueClock } from "./venue-clock";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

/** Every day 4 PM to 2 AM, closed on Mondays. */
const HOURS: OpeningHours = {
  week: [
    { kind: "closed" },
    ...Array.from({ length: 6 }, () => ({
      kind: "spans" as const,
      spans: [{ open: "16:00", close: "02:00", overnight: true }],
    })),
  ],
  exceptions: [],
};

function Page() {
  return (
    <VenueClock>
      <OpenStatus hours={HOURS} timeZone="America/Chicago" />
      <CenterHours hours={HOURS} timeZone="America/Chicago" />
    </VenueClock>
  );
}

let root: Root | null = null;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
  vi.useRealTimers();
});

const status = () => document.querySelector('[data-testid="open-status"]');
const today = () => document.querySelector('tr[aria-current="date"] th')?.firstChild?.textContent;

describe("VenueClock", () => {
  it("hydrates what the server rendered, then shows the browser's time, and keeps it current", async () => {
    vi.useFakeTimers();
    // The server renders on Tuesday 10 AM in Austin: closed, opens at 4 PM.
    vi.setSystemTime(new Date("2027-01-12T16:00:00Z"));
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    expect(status()?.textContent).toBe("Opens at 4 PM");
    expect(status()?.getAttribute("data-state")).toBe("closed");

    // The visitor's clock says Saturday 1 AM in Austin: open since Friday afternoon.
    vi.setSystemTime(new Date("2027-01-16T07:00:00Z"));
    const problems: unknown[] = [];
    const consoleError = vi.spyOn(console, "error").mockImplementation((...args) => problems.push(args));
    await act(async () => {
      root = hydrateRoot(container, <Page />, {
        onRecoverableError: (error) => problems.push(error),
      });
    });
    consoleError.mockRestore();
    expect(problems).toEqual([]);
    expect(status()?.textContent).toBe("Open now · closes 2 AM");
    expect(status()?.getAttribute("data-state")).toBe("open");
    expect(status()?.className).toContain("emerald");
    // Saturday 1 AM is still Friday's night out, but the calendar's today is Saturday.
    expect(today()).toBe("Saturday");
    expect(document.querySelectorAll('tr[aria-current="date"]')).toHaveLength(1);

    // An hour later, the minute's tick has caught up.
    await act(async () => {
      vi.advanceTimersByTime(60 * 60_000);
    });
    expect(status()?.textContent).toBe("Opens at 4 PM");
    expect(status()?.className).not.toContain("emerald");
  });

  it("uses the browser's clock at once when the page is rendered after a navigation", async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2027-01-16T07:00:00Z"));
    const container = document.createElement("div");
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      root.render(<Page />);
    });
    expect(status()?.textContent).toBe("Open now · closes 2 AM");
  });
});
