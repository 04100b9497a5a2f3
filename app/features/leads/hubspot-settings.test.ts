import { describe, expect, it } from "vitest";

import { publicSettings } from "~/lib/public-settings.server";

describe("the join pages' HubSpot settings", () => {
  it("are null without a portal id, whatever form ids are set: every page shows our own form", () => {
    expect(publicSettings({ HUBSPOT_FORM_SIGNUP: "abc" }).hubspot).toBeNull();
  });

  it("give each page the form id of its own setting, and none to a page without one", () => {
    const { hubspot } = publicSettings({
      HUBSPOT_PORTAL_ID: "1234567",
      HUBSPOT_FORM_SIGNUP: "form-default",
      HUBSPOT_FORM_SIGNUP_LP: "form-lp",
      HUBSPOT_FORM_SIGNUP_GIZMO: "  ",
    });
    expect(hubspot).toEqual({ portalId: "1234567", forms: { signup: "form-default", "signup-lp": "form-lp" } });
  });

  it("refuse a portal id that is not a number, naming the setting", () => {
    expect(() => publicSettings({ HUBSPOT_PORTAL_ID: "portal" })).toThrow(/HUBSPOT_PORTAL_ID/);
  });
});
