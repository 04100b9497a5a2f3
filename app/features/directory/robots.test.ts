import { describe, expect, it } from "vitest";

import { robotsText } from "./robots";

describe("robotsText", () => {
  it("allows the site, keeps crawlers out of private areas and the API, and names the sitemap", () => {
    const text = robotsText("https://lancenters.example");
    const lines = text.split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const path of ["/dashboard", "/admin/", "/contacts", "/api/", "/payment", "/dev/", "/edit-lan-party/"]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain("Allow: /api/v1/");
    expect(lines.filter((line) => line.startsWith("Disallow: /lancenters") || line === "Disallow: /")).toEqual([]);
    expect(lines).toContain("Sitemap: https://lancenters.example/sitemap.xml");
  });
});
