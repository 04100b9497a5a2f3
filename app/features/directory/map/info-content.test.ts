// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";

import { buildInfoContent } from "./info-content";

describe("buildInfoContent", () => {
  it("shows the name, the description and both links, the website in a new tab", () => {
    const element = buildInfoContent({
      name: "Pixel <b>Palace</b>",
      description: "Forty PCs.",
      website: "https://pixel.example",
      href: "/lancenters/pixel",
      testId: "map-info",
    });
    expect(element.dataset.testid).toBe("map-info");
    // Text, never HTML.
    expect(element.querySelector("b")).toBeNull();
    expect(element.textContent).toContain("Pixel <b>Palace</b>");
    expect(element.textContent).toContain("Forty PCs.");
    const website = [...element.querySelectorAll("a")].find((link) => link.textContent?.startsWith("Visit Website"));
    expect(website?.getAttribute("href")).toBe("https://pixel.example/");
    expect(website?.target).toBe("_blank");
    expect(website?.rel).toContain("noopener");
    const details = [...element.querySelectorAll("a")].find((link) => link.textContent === "View details");
    expect(details?.getAttribute("href")).toBe("/lancenters/pixel");
  });

  it("shows whether the center is open and its price, as text", () => {
    const element = buildInfoContent({
      name: "Pixel",
      status: { open: true, text: "Open now · closes 2 AM" },
      price: "$5–8/hr",
      description: "Forty PCs.",
    });
    const facts = element.querySelector(".lan-map-info-facts");
    expect(facts?.textContent).toBe("Open now · closes 2 AM · $5–8/hr");
    expect(facts?.querySelector("[data-state]")?.getAttribute("data-state")).toBe("open");

    const closed = buildInfoContent({
      name: "Pixel",
      status: { open: false, text: "Closed · opens at 4 PM" },
      description: null,
    });
    expect(closed.querySelector(".lan-map-info-facts")?.textContent).toBe("Closed · opens at 4 PM");
    expect(closed.querySelector("[data-state]")?.getAttribute("data-state")).toBe("closed");
    const priceOnly = buildInfoContent({ name: "Pixel", price: "€4/hr", description: null });
    expect(priceOnly.querySelector(".lan-map-info-facts")?.textContent).toBe("€4/hr");
    expect(buildInfoContent({ name: "Pixel", description: null }).querySelector(".lan-map-info-facts")).toBeNull();
  });

  it("shows the live numbers behind a dot, green with PCs free and amber when full, and nothing without them", () => {
    const element = buildInfoContent({
      name: "Pixel",
      status: { open: true, text: "Open now · closes 2 AM" },
      live: { text: "12 of 40 PCs free · 2 min ago", free: 12 },
      description: "Forty PCs.",
    });
    const live = element.querySelector<HTMLElement>('[data-testid="live-stations"]');
    expect(live?.textContent).toBe("12 of 40 PCs free · 2 min ago");
    expect(live?.dataset.free).toBe("yes");
    expect(live?.className).toContain("text-emerald-300");
    const dot = live?.querySelector("span");
    expect(dot?.getAttribute("aria-hidden")).toBe("true");
    expect(dot?.className).toContain("bg-emerald-400");
    // Under the name and the hours, above the description.
    expect([...element.children].map((child) => child.className.split(" ")[0])).toEqual([
      "lan-map-info-name",
      "lan-map-info-facts",
      "lan-map-info-live",
      "lan-map-info-description",
    ]);

    const full = buildInfoContent({
      name: "Pixel",
      live: { text: "0 of 40 PCs free · just now", free: 0 },
      description: null,
    });
    expect(full.querySelector<HTMLElement>('[data-testid="live-stations"]')?.dataset.free).toBe("no");
    expect(full.querySelector(".lan-map-info-live-dot")?.className).toContain("bg-amber-400");
    expect(
      buildInfoContent({ name: "Pixel", description: null }).querySelector('[data-testid="live-stations"]'),
    ).toBeNull();
  });

  it("says the description is loading, and links no unsafe website", () => {
    const element = buildInfoContent({ name: "Pixel", description: null, website: "javascript:alert(1)" });
    expect(element.textContent).toContain("Loading details");
    expect(element.querySelectorAll("a")).toHaveLength(0);
    expect(element.dataset.testid).toBeUndefined();
  });
});
