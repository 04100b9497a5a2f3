import { describe, expect, it } from "vitest";

import { contentSecurityPolicy, HUBSPOT_SOURCES, hubspotConfigured } from "./security-headers";

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
