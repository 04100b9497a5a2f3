import { VENUE_PAGE_CARDS, pitch, quickFacts, stepsSection, type VenuePage } from "~/content/venue-pages";

/** /ltcoffeeshops: its own module, so the page loads its own words and icons only. */
export const page: VenuePage = {
  ...VENUE_PAGE_CARDS.ltcoffeeshops,
  title: "Add gaming to your coffee shop",
  description:
    "Steam PC Cafe for coffee shops: a licensed game library with content management, players on their own Steam accounts, game caching and a simple setup in under 30 minutes.",
  intro:
    "Give customers a reason to stay for another cup. A few gaming stations and the Steam PC Cafe library turn a quiet corner into a place people come back to.",
  venueNoun: "coffee shop",
  highlights: quickFacts,
  sections: [
    {
      kind: "text",
      id: "introduction",
      eyebrow: "Introduction",
      title: "Introducing Steam PC Cafe for coffee shops",
      paragraphs: [
        "Steam PC Cafe is a licensed game library for venues. It brings the games your customers already play to stations in your shop, with the licences a business needs.",
        "You choose the space and the stations; we bring the games, the setup help and a community of venues that has done it before.",
      ],
    },
    {
      kind: "features",
      id: "why-choose",
      eyebrow: "Why choose it",
      title: "Why choose Steam PC Cafe",
      features: [pitch.library, pitch.ownAccounts, pitch.featuredListing, pitch.earlyAccessPricing],
    },
    stepsSection("coffee shop", "Three steps from sign-up to the first game, all managed from your dashboard."),
    {
      kind: "features",
      id: "library-and-content",
      eyebrow: "Library and content",
      title: "Game library and content management",
      text: "A growing library, with you in charge of what appears in your shop.",
      features: [pitch.newTitles, pitch.contentControls, pitch.caching],
    },
    {
      kind: "text",
      id: "simple-setup",
      eyebrow: "Setup",
      title: "Simple setup",
      paragraphs: [
        "Installation takes under 30 minutes. Each game downloads once to your local cache, so your shop's connection stays free for your customers.",
      ],
      points: [
        "Installed in under 30 minutes",
        "Our team on hand if you need it",
        "Each venue managed from one dashboard",
      ],
    },
  ],
  signUpTo: "/registration-choice",
};
