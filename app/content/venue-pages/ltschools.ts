import { VENUE_PAGE_CARDS, pitch, stepsSection, type VenuePage } from "~/content/venue-pages";

/** /ltschools: its own module, so the page loads its own words and icons only. */
export const page: VenuePage = {
  ...VENUE_PAGE_CARDS.ltschools,
  title: "A game library your school controls",
  description:
    "Steam PC Cafe for schools: a licensed game library with content controls, students on their own Steam accounts, game caching and installation in under 30 minutes.",
  intro:
    "Run an esports club or a gaming programme with confidence. Content controls let you choose which titles your stations offer, and installation takes under 30 minutes.",
  venueNoun: "school",
  highlights: [pitch.contentControls, pitch.quickInstall, pitch.newTitles],
  sections: [
    {
      kind: "text",
      id: "content-controls",
      eyebrow: "Content controls",
      title: "You decide what students can play",
      paragraphs: [
        "Every school has its own standards. With content controls, staff choose which titles from the Steam PC Cafe library appear on the school's stations, so every game fits the age of your students and the purpose of the room.",
        "New titles are added to the library bi-weekly; you stay in charge of which ones your students see.",
      ],
      points: [
        "Pick the titles your stations offer",
        "Suited to clubs, classes and after-school programmes",
        "Students sign in with their own Steam accounts",
      ],
    },
    {
      kind: "features",
      id: "why-schools",
      eyebrow: "For schools",
      title: "Simple for staff, exciting for students",
      features: [pitch.library, pitch.caching, pitch.quickInstall, pitch.community],
    },
    stepsSection("school"),
  ],
  signUpTo: "/registration-choice",
};
