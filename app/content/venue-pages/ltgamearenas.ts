import { VENUE_PAGE_CARDS, pitch, plansSection, quickFacts, stepsSection, type VenuePage } from "~/content/venue-pages";

/** /ltgamearenas: its own module, so the page loads its own words and icons only. */
export const page: VenuePage = {
  ...VENUE_PAGE_CARDS.ltgamearenas,
  title: "A bigger game library for your game arena",
  description:
    "Steam PC Cafe for game arenas: a large licensed game library, players on their own Steam accounts, game caching, showcases and a featured listing. Installed in under 30 minutes.",
  intro:
    "Your players come for the stations and stay for the games. Steam PC Cafe puts a large licensed library on every machine, adds new titles bi-weekly and installs in under 30 minutes.",
  venueNoun: "game arena",
  highlights: quickFacts,
  sections: [
    {
      kind: "features",
      id: "why-arenas",
      eyebrow: "For game arenas",
      title: "Everything an arena needs to keep its seats full",
      text: "A library licensed for commercial play, the network to promote it, and the tools to run it.",
      features: [
        pitch.library,
        pitch.caching,
        pitch.ownAccounts,
        pitch.showcases,
        pitch.featuredListing,
        pitch.community,
      ],
    },
    stepsSection("game arena"),
    plansSection("game arena"),
  ],
  signUpTo: "/registration-choice",
};
