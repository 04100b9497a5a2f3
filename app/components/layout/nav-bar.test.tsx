import { Window } from "happy-dom";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import type { Viewer } from "~/lib/viewer";
import { ErrorPage } from "./error-page";
import { NavBar } from "./nav-bar";

/**
 * The paths of the links a visitor can see. Both account sets are always in the markup, so that
 * nothing moves when a prerendered page learns who is signed in; the one that does not apply sits
 * in an `invisible` container (hidden from everyone, keyboard and screen readers included).
 */
function shownLinks(viewer: Viewer, viewerKnown = true) {
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <NavBar viewer={viewerKnown ? viewer : undefined} />
    </MemoryRouter>,
  );
  const document = new Window().document;
  document.body.innerHTML = html;
  const links = [...document.querySelectorAll("a[href]")].filter((link) => !link.closest(".invisible"));
  const buttons = [...document.querySelectorAll("button")].filter((button) => !button.closest(".invisible"));
  return {
    hrefs: new Set(links.map((link) => link.getAttribute("href"))),
    buttons: new Set(buttons.map((button) => button.textContent?.trim())),
  };
}

const member: Viewer = { email: "owner@example.com", name: "Olive Owner", isAdmin: false };
const admin: Viewer = { email: "admin@example.com", name: "Ada Admin", isAdmin: true };

describe("the navigation bar", () => {
  it("offers Sign In, and no account links, to a signed-out visitor", () => {
    const { hrefs, buttons } = shownLinks(null);
    expect(hrefs).toContain("/login");
    expect(hrefs).not.toContain("/dashboard");
    expect(hrefs).not.toContain("/contacts");
    expect(buttons).not.toContain("Log Out");
  });

  it("offers Dashboard and Log Out, but not Contacts, to a member", () => {
    const { hrefs, buttons } = shownLinks(member);
    expect(hrefs).toContain("/dashboard");
    expect(buttons).toContain("Log Out");
    expect(hrefs).not.toContain("/login");
    expect(hrefs).not.toContain("/contacts");
  });

  it("adds Contacts for an administrator", () => {
    const { hrefs } = shownLinks(admin);
    expect(hrefs).toContain("/contacts");
    expect(hrefs).toContain("/dashboard");
  });

  it("shows neither Sign In nor account links while a prerendered page has not asked yet", () => {
    const { hrefs, buttons } = shownLinks(null, false);
    expect(hrefs).not.toContain("/login");
    expect(hrefs).not.toContain("/dashboard");
    expect(buttons).not.toContain("Log Out");
    for (const path of ["/lancenters", "/lantypes", "/games", "/faq"]) expect(hrefs).toContain(path);
  });
});

describe("the error page", () => {
  it("says 'Unexpected Application Error!' with a way home for an unexpected error", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <ErrorPage status={500} />
      </MemoryRouter>,
    );
    expect(html).toMatch(/<h1[^>]*>Unexpected Application Error!<\/h1>/);
    expect(html).toContain('href="/"');
  });

  it("says the page was not found for a 404", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <ErrorPage status={404} />
      </MemoryRouter>,
    );
    expect(html).toMatch(/<h1[^>]*>Page not found<\/h1>/);
  });
});
