import { describe, expect, it } from "vitest";

import {
  contentSecurityPolicy,
  GOOGLE_MAPS_SOURCES,
  googleMapsConfigured,
  HUBSPOT_SOURCES,
  hubspotConfigured,
} from "./security-headers";

/** One directive's sources, by its name. */
function directive(policy: string, name: string): string[] {
  const found = policy.split("; ").find((part) => part.startsWith(`${name} `));
  return found ? found.split(" ").slice(1) : [];
}

describe("contentSecurityPolicy and HubSpot", () => {
  it("lets nothing of HubSpot's in without a portal id", () => {
    const policy = contentSecurityPolicy({ nonce: "abc" }, { hubspot: false });
    expect(policy).not.toMatch(/hsforms|hubspot|hscollectedforms/);
    expect(directive(policy, "script-src")).toEqual(["'self'", "'nonce-abc'"]);
    expect(directive(policy, "connect-src")).toEqual(["'self'"]);
    expect(directive(policy, "frame-src")).toEqual(["'self'"]);
  });

  it("allows HubSpot's form script, requests, frames and images with one, and nothing looser", () => {
    const policy = contentSecurityPolicy({ hashes: ["sha256-xyz"] }, { hubspot: true });
    expect(directive(policy, "script-src")).toEqual(["'self'", "'sha256-xyz'", ...HUBSPOT_SOURCES.script]);
    expect(directive(policy, "script-src")).toContain("https://js.hsforms.net");
    expect(directive(policy, "connect-src")).toEqual(["'self'", ...HUBSPOT_SOURCES.connect]);
    expect(directive(policy, "frame-src")).toEqual(["'self'", ...HUBSPOT_SOURCES.frame]);
    expect(directive(policy, "img-src")).toEqual(expect.arrayContaining([...HUBSPOT_SOURCES.img]));
    // Still no inline scripts, no eval, and no framing of our pages.
    expect(directive(policy, "script-src").join(" ")).not.toContain("unsafe");
    expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
    expect(directive(policy, "form-action")).toEqual(["'self'"]);
  });

  it("follows HUBSPOT_PORTAL_ID by default", () => {
    expect(hubspotConfigured({ HUBSPOT_PORTAL_ID: "1234567" })).toBe(true);
    expect(hubspotConfigured({ HUBSPOT_PORTAL_ID: " " })).toBe(false);
    expect(hubspotConfigured({})).toBe(false);

    const saved = process.env.HUBSPOT_PORTAL_ID;
    try {
      process.env.HUBSPOT_PORTAL_ID = "1234567";
      expect(contentSecurityPolicy({ hashes: [] })).toContain("https://js.hsforms.net");
      delete process.env.HUBSPOT_PORTAL_ID;
      expect(contentSecurityPolicy({ hashes: [] })).not.toContain("hsforms");
    } finally {
      if (saved === undefined) delete process.env.HUBSPOT_PORTAL_ID;
      else process.env.HUBSPOT_PORTAL_ID = saved;
    }
  });
});

describe("contentSecurityPolicy and Google Maps", () => {
  it("lets nothing of Google's in without a Maps key", () => {
    const policy = contentSecurityPolicy({ nonce: "abc" }, { hubspot: false, googleMaps: false });
    expect(policy).not.toMatch(/google|gstatic/);
    expect(directive(policy, "script-src")).toEqual(["'self'", "'nonce-abc'"]);
    expect(directive(policy, "font-src")).toEqual(["'self'"]);
    expect(directive(policy, "worker-src")).toEqual([]);
  });

  it("allows the Maps script, its requests, tiles, fonts and workers with one, and no eval", () => {
    const policy = contentSecurityPolicy({ nonce: "abc" }, { hubspot: false, googleMaps: true });
    expect(directive(policy, "script-src")).toEqual(["'self'", "'nonce-abc'", ...GOOGLE_MAPS_SOURCES.script]);
    expect(directive(policy, "script-src")).toContain("https://maps.googleapis.com");
    expect(directive(policy, "connect-src")).toEqual(["'self'", ...GOOGLE_MAPS_SOURCES.connect]);
    expect(directive(policy, "img-src")).toEqual(expect.arrayContaining([...GOOGLE_MAPS_SOURCES.img]));
    expect(directive(policy, "font-src")).toEqual(["'self'", "https://fonts.gstatic.com"]);
    expect(directive(policy, "style-src")).toContain("https://fonts.googleapis.com");
    expect(directive(policy, "worker-src")).toEqual(["'self'", "blob:"]);
    expect(directive(policy, "script-src").join(" ")).not.toContain("unsafe");
    expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
  });

  it("names a plain-http tile server in img-src, and only its origin", () => {
    const local = contentSecurityPolicy({ nonce: "abc" }, { mapTileUrl: "http://tiles.lan:8080/{z}/{x}/{y}.png" });
    expect(directive(local, "img-src")).toEqual(["'self'", "data:", "blob:", "https:", "http://tiles.lan:8080"]);
    const secure = contentSecurityPolicy(
      { nonce: "abc" },
      { mapTileUrl: "https://tile.openstreetmap.org/{z}/{x}/{y}.png" },
    );
    expect(directive(secure, "img-src")).toEqual(["'self'", "data:", "blob:", "https:"]);
    expect(directive(local, "script-src")).toEqual(["'self'", "'nonce-abc'"]);
  });

  it("adds both services' hosts when both are set", () => {
    const policy = contentSecurityPolicy({ hashes: [] }, { hubspot: true, googleMaps: true });
    expect(directive(policy, "script-src")).toEqual([
      "'self'",
      ...HUBSPOT_SOURCES.script,
      ...GOOGLE_MAPS_SOURCES.script,
    ]);
  });

  it("follows GOOGLE_MAPS_API_KEY by default", () => {
    expect(googleMapsConfigured({ GOOGLE_MAPS_API_KEY: "AIza-test" })).toBe(true);
    expect(googleMapsConfigured({ GOOGLE_MAPS_API_KEY: "  " })).toBe(false);
    expect(googleMapsConfigured({})).toBe(false);

    const saved = process.env.GOOGLE_MAPS_API_KEY;
    try {
      process.env.GOOGLE_MAPS_API_KEY = "AIza-test";
      expect(contentSecurityPolicy({ hashes: [] }, { hubspot: false })).toContain("https://maps.googleapis.com");
      delete process.env.GOOGLE_MAPS_API_KEY;
      expect(contentSecurityPolicy({ hashes: [] }, { hubspot: false })).not.toContain("googleapis");
    } finally {
      if (saved === undefined) delete process.env.GOOGLE_MAPS_API_KEY;
      else process.env.GOOGLE_MAPS_API_KEY = saved;
    }
  });
});

describe("contentSecurityPolicy and Steam's image host", () => {
  const img = (options: Parameters<typeof contentSecurityPolicy>[1]) =>
    directive(contentSecurityPolicy({ nonce: "abc" }, { hubspot: false, googleMaps: false, ...options }), "img-src");

  it("names the host's origin in img-src only when it is set, and nowhere else", () => {
    const without = img({ steamImageHost: "" });
    // A plain-http stand-in, as the browser tests use: `https:` alone would block it.
    const local = contentSecurityPolicy(
      { nonce: "abc" },
      { hubspot: false, googleMaps: false, steamImageHost: "http://127.0.0.1:4010/" },
    );
    expect(directive(local, "img-src")).toEqual([...without, "http://127.0.0.1:4010"]);
    expect(local.match(/127\.0\.0\.1:4010/g)).toHaveLength(1);
    // Only the origin: a path (a mirror's prefix) does not widen or narrow it.
    expect(img({ steamImageHost: "https://cdn.example.com/mirror/steam" })).toEqual([
      ...without,
      "https://cdn.example.com",
    ]);
    expect(without.some((source) => source.includes("127.0.0.1") || source.includes("example.com"))).toBe(false);
  });

  it("adds nothing for a value that is no http(s) address", () => {
    const without = img({ steamImageHost: "" });
    for (const bad of ["  ", "not a url", "ftp://files.example.com", "javascript:alert(1)"]) {
      expect(img({ steamImageHost: bad }), bad).toEqual(without);
    }
  });

  it("follows STEAM_IMAGE_HOST by default", () => {
    const saved = process.env.STEAM_IMAGE_HOST;
    try {
      process.env.STEAM_IMAGE_HOST = "http://steam-stand-in.test:8081";
      expect(contentSecurityPolicy({ hashes: [] })).toContain("http://steam-stand-in.test:8081");
      delete process.env.STEAM_IMAGE_HOST;
      expect(contentSecurityPolicy({ hashes: [] })).not.toContain("steam-stand-in");
    } finally {
      if (saved === undefined) delete process.env.STEAM_IMAGE_HOST;
      else process.env.STEAM_IMAGE_HOST = saved;
    }
  });
});
