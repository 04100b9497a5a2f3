import { describe, expect, it } from "vitest";

import { VENUE_PAGE_PATHS } from "~/content/venue-page-paths";
import { VENUE_PAGE_LIST, VENUE_PAGES } from "~/content/all-venue-pages";
import { VENUE_PAGE_CARD_LIST, venuePageTitle, type VenuePage, type VenueSection } from "~/content/venue-pages";

function sectionsOf<Kind extends VenueSection["kind"]>(path: (typeof VENUE_PAGE_PATHS)[number], kind: Kind) {
  return VENUE_PAGES[path].sections.filter(
    (section): section is Extract<VenueSection, { kind: Kind }> => section.kind === kind,
  );
}

describe("venue pages", () => {
  it("has one page per venue path, under its own path", () => {
    expect(VENUE_PAGE_LIST.map((page) => page.path)).toEqual([...VENUE_PAGE_PATHS]);
    for (const path of VENUE_PAGE_PATHS) expect(VENUE_PAGES[path].path).toBe(path);
    // The /lantypes cards are the pages' own first fields.
    expect(VENUE_PAGE_CARD_LIST.map((card) => card.name)).toEqual(VENUE_PAGE_LIST.map((page) => page.name));
  });

  it("names the /lantypes cards as the spec does", () => {
    expect(VENUE_PAGE_LIST.map((page) => page.name)).toEqual([
      "Game Arenas",
      "LAN Parties",
      "Colleges",
      "Schools",
      "Libraries",
      "Hotels",
      "Game Cafe",
      "Coffee Shops",
    ]);
  });

  it("gives every page its own h1, <title> and description", () => {
    const fields: Record<string, (page: VenuePage) => string> = {
      h1: (page) => page.title,
      title: venuePageTitle,
      description: (page) => page.description,
    };
    for (const [field, read] of Object.entries(fields)) {
      const values = VENUE_PAGE_LIST.map(read);
      expect(new Set(values).size, field).toBe(values.length);
    }
    expect(venuePageTitle(VENUE_PAGES.lthotels)).toBe("Hotels | LAN Centers");
  });

  it("sends Sign Up to /signup-lp from the LAN Parties page and to /registration-choice from the others", () => {
    for (const page of VENUE_PAGE_LIST) {
      expect(page.signUpTo, page.path).toBe(page.path === "ltlanparties" ? "/signup-lp" : "/registration-choice");
    }
  });

  it("keeps section anchors unique within a page", () => {
    for (const page of VENUE_PAGE_LIST) {
      const ids = page.sections.map((section) => section.id);
      expect(new Set(ids).size, page.path).toBe(ids.length);
    }
  });

  it("has the page-specific content the spec names", () => {
    expect(
      sectionsOf("lthotels", "options").flatMap((section) => section.options.map((option) => option.name)),
    ).toEqual(["Connect", "Premium", "Game Arena"]);
    expect(VENUE_PAGES.lthotels.sections.some((section) => section.title.includes("partners"))).toBe(true);

    const testimonials = VENUE_PAGE_LIST.flatMap((page) =>
      page.sections.filter((section) => section.kind === "testimonial").map(() => page.path),
    );
    expect(testimonials).toEqual(["ltlanparties"]);
    expect(sectionsOf("ltlanparties", "testimonial")[0]?.attribution).toBe("LAN party organiser");

    expect(VENUE_PAGES.ltcoffeeshops.sections.map((section) => section.title)).toEqual([
      "Introducing Steam PC Cafe for coffee shops",
      "Why choose Steam PC Cafe",
      "How it works",
      "Game library and content management",
      "Simple setup",
    ]);
    expect(sectionsOf("ltschools", "text")[0]?.id).toBe("content-controls");
  });

  it("quotes no price of its own: the plans section shows the catalogue's plan cards", () => {
    const withPlans = VENUE_PAGE_LIST.filter((page) => page.sections.some((section) => section.kind === "plans"));
    expect(withPlans.map((page) => page.path).sort()).toEqual(["ltgamearenas", "ltgamecafe"]);
    // No dollar amount anywhere in the copy: prices come from app/content/plans.ts only.
    expect(JSON.stringify(VENUE_PAGE_LIST).match(/\$\d+/g) ?? []).toEqual([]);
  });
});
