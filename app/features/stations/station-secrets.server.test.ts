import { randomBytes } from "node:crypto";

import { describe, expect, it } from "vitest";

import { openSecret, sealSecret } from "./station-secrets.server";

const key = randomBytes(32);
const context = { locationId: "6f1c2b0e-5d3a-4c7e-9a61-2f8b7d4e1a90", vendor: "ggleap" };

describe("vendor tokens at rest", () => {
  it("open with the key and the row they were sealed for, and never show the token", () => {
    const sealed = sealSecret("gg-live-token-123", context, key);
    expect(sealed).not.toContain("gg-live-token");
    expect(Buffer.from(sealed.split(".")[2]!, "base64url").toString("utf8")).not.toContain("token");
    expect(openSecret(sealed, context, key)).toBe("gg-live-token-123");
    // A fresh IV each time: the same token never looks the same twice.
    expect(sealSecret("gg-live-token-123", context, key)).not.toBe(sealed);
  });

  it("do not open with a changed byte, another key, or another center's or vendor's row", () => {
    const sealed = sealSecret("gg-live-token-123", context, key);
    const [iv, tag, body] = sealed.split(".") as [string, string, string];
    const flipped = Buffer.from(body, "base64url");
    flipped[0]! ^= 1;
    expect(openSecret([iv, tag, flipped.toString("base64url")].join("."), context, key)).toBeNull();
    const otherTag = Buffer.from(tag, "base64url");
    otherTag[3]! ^= 0x80;
    expect(openSecret([iv, otherTag.toString("base64url"), body].join("."), context, key)).toBeNull();
    expect(openSecret(sealed, context, randomBytes(32))).toBeNull();
    expect(openSecret(sealed, { ...context, locationId: "00000000-0000-4000-8000-000000000000" }, key)).toBeNull();
    expect(openSecret(sealed, { ...context, vendor: "icafecloud" }, key)).toBeNull();
    expect(openSecret("not.a-secret", context, key)).toBeNull();
    expect(openSecret(`${iv}.${tag}`, context, key)).toBeNull();
  });
});
