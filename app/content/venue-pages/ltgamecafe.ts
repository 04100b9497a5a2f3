import { VENUE_PAGE_CARDS, pitch, plansSection, stepsSection, type VenuePage } from "~/content/venue-pages";

/** /ltgamecafe: its own module, so the page loads its own words and icons only. */
export const page: VenuePage = {
  ...VENUE_PAGE_CARDS.ltgamecafe,
  title: "Keep your game cafe's library fresh",
  description:
    "Steam PC Cafe for game cafes: a large licensed game library with new titles bi-weekly, game caching, showcases, community chat and a featured listing. Installed in under 30 minutes.",
  intro:
    "Regulars want something new to play. Steam PC Cafe adds titles to your library bi-weekly, caches each game once for every station, and lists your cafe where players look for a place to play.",
  venueNoun: "game cafe",
  highlights: [pitch.newTitles, pitch.quickInstall, pitch.earlyAccessPricing],
  sections: [
    {
      kind: "features",
      id: "why-game-cafes",
      eyebrow: "For game cafes",
      title: "More games, less admin",
      text: "Licensing, downloads and promotion handled, so you can look after your players.",
      features: [
        pitch.library,
        pitch.newTitles,
        pitch.caching,
        pitch.showcases,
        pitch.featuredListing,
        pitch.community,
      ],
    },
    plansSection("game cafe"),
    stepsSection("game cafe"),
  ],
  signUpTo: "/registration-choice",
};
