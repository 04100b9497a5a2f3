import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { BAD_INPUT_SEED } from "../../../tests/support/hostile-input";

import type { Route } from "./+types/confirm";

const site = "http://localhost:3000";
process.env.PUBLIC_URL = site;
process.env.AUTH_SECRET = "test-secret-that-is-long-enough-0123456789";

const { loader } = await import("./confirm");

/** The Location /auth/confirm answers for a confirmation_url given exactly as `value`. */
function locationFor(value: string): string {
  const request = new Request(`${site}/auth/confirm?confirmation_url=${encodeURIComponent(value)}`);
  const response = loader({ request, params: {}, context: {} } as unknown as Route.LoaderArgs);
  expect(response.status).toBe(302);
  return response.headers.get("Location") ?? "";
}

/** Where a browser goes when it is sent this Location from a page of the site. */
const browserTarget = (location: string) => new URL(location, `${site}/auth/confirm`);

describe("/auth/confirm", () => {
  it.each([
    "/.//evil.example",
    "/..//evil.example",
    "/./\\evil.example",
    "/a/..//evil.example",
    "/.\\/evil.example",
    `${site}/.//evil.example/p`,
    `${site}/..//evil.example/p`,
    `${site}/./\\evil.example`,
  ])("keeps %s on the site: dot segments are resolved before the check", (value) => {
    expect(locationFor(value)).toBe("/");
  });

  it("still sends a page of the site on, normalised", () => {
    expect(locationFor("/./email-confirmation?type=email_change")).toBe("/email-confirmation?type=email_change");
    expect(locationFor(`${site}/a/../account-confirmation`)).toBe("/account-confirmation");
  });

  it("answers a Location on the site's own origin, whatever the path is made of", () => {
    const piece = fc.constantFrom(
      "/",
      "//",
      ".",
      "..",
      "\\",
      "%2F",
      "%2f",
      "%5C",
      "%2e",
      "%2E%2E",
      "\t",
      "\n",
      "\r",
      "\u0000",
      "\u001f",
      "\u007f",
      " ",
      "@",
      ":",
      "?",
      "#",
      "evil.example",
      "dashboard",
      "http:",
      "https://evil.example",
      `${site}`,
    );
    const path = fc.array(piece, { minLength: 1, maxLength: 12 }).map((pieces) => pieces.join(""));
    const value = fc.oneof(
      path.map((rest) => `/${rest}`),
      path.map((rest) => `${site}/${rest}`),
      path,
    );
    fc.assert(
      fc.property(value, (confirmationUrl) => {
        const location = locationFor(confirmationUrl);
        expect(location.startsWith("/")).toBe(true);
        expect(location).not.toMatch(/^\/[/\\]/);
        expect(browserTarget(location).origin).toBe(site);
      }),
      { seed: BAD_INPUT_SEED, numRuns: 2000 },
    );
  });
});
