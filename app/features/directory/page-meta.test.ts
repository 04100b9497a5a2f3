import { describe, expect, it } from "vitest";

import { absoluteUrl, pageMeta, trimDescription } from "./page-meta";

describe("trimDescription", () => {
  it("keeps a short text, on one line", () => {
    expect(trimDescription("Forty stations,\n\n  fast fibre.")).toBe("Forty stations, fast fibre.");
  });

  it("cuts a long text at a word, with an ellipsis, within the limit", () => {
    const text = "word ".repeat(60);
    const trimmed = trimDescription(text);
    expect(trimmed.length).toBeLessThanOrEqual(155);
    expect(trimmed).toMatch(/word…$/);
  });

  it("cuts a single very long word rather than emptying it", () => {
    expect(trimDescription("x".repeat(300), 20)).toBe(`${"x".repeat(19)}…`);
  });
});

describe("absoluteUrl", () => {
  it("makes paths absolute and leaves other addresses alone", () => {
    expect(absoluteUrl("https://lancenters.example/", "/lancenters/a-1")).toBe(
      "https://lancenters.example/lancenters/a-1",
    );
    expect(absoluteUrl("https://lancenters.example", "https://img.example.com/a.jpg")).toBe(
      "https://img.example.com/a.jpg",
    );
  });
});

describe("pageMeta", () => {
  const base = { title: "Pixel Arena", description: "Forty stations.", url: "https://lancenters.example/lancenters/p" };

  it("gives the title, description, Open Graph tags and a summary card", () => {
    expect(pageMeta(base)).toEqual([
      { title: "Pixel Arena | LAN Centers" },
      { name: "description", content: "Forty stations." },
      { property: "og:site_name", content: "LAN Centers" },
      { property: "og:title", content: "Pixel Arena | LAN Centers" },
      { property: "og:description", content: "Forty stations." },
      { property: "og:type", content: "website" },
      { property: "og:url", content: "https://lancenters.example/lancenters/p" },
      { name: "twitter:card", content: "summary" },
    ]);
  });

  it("adds the image and a large card when there is an image, and no canonical link", () => {
    const tags = pageMeta({ ...base, image: "https://img.example.com/a.jpg" });
    expect(tags).toContainEqual({ property: "og:image", content: "https://img.example.com/a.jpg" });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(JSON.stringify(tags)).not.toContain("canonical");
  });

  it("names a share card with its size and text, for Open Graph and the large Twitter card", () => {
    const card = {
      url: "https://lancenters.example/share/center/p.png?v=abc123",
      width: 1200,
      height: 630,
      alt: "Pixel Arena, a LAN center in Austin",
    };
    expect(pageMeta({ ...base, image: card }).slice(7)).toEqual([
      { property: "og:image", content: card.url },
      { property: "og:image:width", content: "1200" },
      { property: "og:image:height", content: "630" },
      { property: "og:image:alt", content: card.alt },
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:image", content: card.url },
      { name: "twitter:image:alt", content: card.alt },
    ]);
  });
});
