import { describe, expect, it } from "vitest";

import { recoveryRedirectTarget } from "./recovery-link";

describe("the home page's recovery redirect", () => {
  it.each([
    ["a recovery type in the fragment", "", "#type=recovery&token=abc"],
    ["an access token in the fragment", "", "#access_token=eyJ&refresh_token=r&expires_in=3600"],
    ["an error in the query", "?error=access_denied&error_description=Email+link+is+invalid", ""],
    ["an error code in the fragment", "", "#error_code=otp_expired"],
    ["a recovery type in the query, with a fragment", "?type=recovery", "#section"],
  ])("sends %s to /reset-password with query and fragment kept", (_label, search, hash) => {
    expect(recoveryRedirectTarget({ search, hash })).toBe(`/reset-password${search}${hash}`);
  });

  it.each([
    ["a plain visit", "", ""],
    ["another type", "?type=signup", ""],
    ["an in-page anchor", "", "#choose-your-plan"],
    ["campaign parameters", "?utm_source=newsletter&utm_campaign=error", ""],
  ])("leaves %s on the home page", (_label, search, hash) => {
    expect(recoveryRedirectTarget({ search, hash })).toBeNull();
  });
});
