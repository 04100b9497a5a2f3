import { describe, expect, it } from "vitest";

import { safeRedirectTarget } from "./safe-redirect";

const origins = ["http://localhost:3000", "https://lancenters.example"];
const target = (value: string | null | undefined) => safeRedirectTarget(value, origins);

describe("safeRedirectTarget", () => {
  it("sends nothing, or an empty value, home", () => {
    expect(target(null)).toBe("/");
    expect(target(undefined)).toBe("/");
    expect(target("")).toBe("/");
  });

  it("refuses another origin", () => {
    expect(target("https://elsewhere.example/")).toBe("/");
    expect(target("https://lancenters.example.elsewhere.example/dashboard")).toBe("/");
    expect(target("http://lancenters.example/dashboard")).toBe("/"); // another scheme is another origin
    expect(target("https://user@elsewhere.example/")).toBe("/");
  });

  it("refuses protocol-relative addresses and the backslash forms browsers read as them", () => {
    expect(target("//evil.example")).toBe("/");
    expect(target("//evil.example/dashboard")).toBe("/");
    expect(target("/\\evil")).toBe("/");
    expect(target("/\\/evil.example")).toBe("/");
    expect(target("\\\\evil.example")).toBe("/");
  });

  it("refuses other schemes", () => {
    expect(target("javascript:alert(1)")).toBe("/");
    expect(target("JavaScript:alert(1)")).toBe("/");
    expect(target("data:text/html,<script>alert(1)</script>")).toBe("/");
    expect(target("mailto:someone@example.com")).toBe("/");
  });

  it("refuses whitespace and control characters browsers would strip", () => {
    expect(target("/\t/evil.example")).toBe("/");
    expect(target("/\n/evil.example")).toBe("/");
    expect(target(" https://elsewhere.example/")).toBe("/");
  });

  it("refuses malformed values", () => {
    expect(target("http://")).toBe("/");
    expect(target("not a url")).toBe("/");
    expect(target("dashboard")).toBe("/");
  });

  it("keeps a path of this site, with its query and fragment", () => {
    expect(target("/dashboard")).toBe("/dashboard");
    expect(target("/email-confirmation?type=email_change&email=a%40b.example#top")).toBe(
      "/email-confirmation?type=email_change&email=a%40b.example#top",
    );
    expect(target("/a/../privacy")).toBe("/privacy");
  });

  it("turns an absolute address of this site into its path", () => {
    expect(target("http://localhost:3000/dashboard?tab=email#x")).toBe("/dashboard?tab=email#x");
    expect(target("https://lancenters.example/privacy")).toBe("/privacy");
    expect(target("https://LANCENTERS.example:443/privacy")).toBe("/privacy");
  });

  it("uses the fallback it is given", () => {
    expect(safeRedirectTarget("//evil.example", origins, "/dashboard")).toBe("/dashboard");
  });
});
