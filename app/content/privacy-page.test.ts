import { describe, expect, it } from "vitest";

import { PRIVACY_SECTIONS, type PolicyBlock } from "./privacy-page";

function text(blocks: readonly PolicyBlock[]): string {
  return blocks
    .map((block) =>
      typeof block === "string"
        ? block
        : "list" in block
          ? block.list.map((point) => (typeof point === "string" ? point : `${point.lead} ${point.text}`)).join("\n")
          : `${block.beforeContact} ${block.afterContact}`,
    )
    .join("\n");
}

describe("the Privacy Policy", () => {
  it("gives every section its own anchor", () => {
    const ids = PRIVACY_SECTIONS.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("says what is counted for venue owners, what is not, for how long and who sees it", () => {
    const section = PRIVACY_SECTIONS.find((entry) => entry.id === "venue-owner-insights");
    expect(section?.title).toBe("What we count for venue owners");
    const words = text(section!.blocks);
    // The promises the insights' code keeps (docs/decisions/018-insights.md): keep them in step.
    expect(words).toContain("Visitor hashes and the day’s salt: deleted after the next UTC day");
    expect(words).toContain("a visitor is one internet address for one day");
    expect(words).toContain("Each thing counts at most once per visitor, venue and day");
    expect(words).toMatch(/Daily counts .*kept for 25 months/);
    expect(words).toContain("about 1 km");
    expect(words).toContain("No cookies");
    expect(words).toContain("No third-party analytics");
    expect(words).toContain("No IP address or user agent");
    expect(words).toContain("Bots and crawlers are left out, and so is whatever one address sends past");
    // Before "How long we keep it", which points back to it.
    const order = PRIVACY_SECTIONS.map((entry) => entry.id);
    expect(order.indexOf("venue-owner-insights")).toBeLessThan(order.indexOf("retention"));
  });
});
