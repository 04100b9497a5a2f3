import { VENUE_PAGE_CARDS, pitch, stepsSection, type VenuePage } from "~/content/venue-pages";

/** /ltlibraries: its own module, so the page loads its own words and icons only. */
export const page: VenuePage = {
  ...VENUE_PAGE_CARDS.ltlibraries,
  title: "Games for every patron at your library",
  description:
    "Steam PC Cafe for libraries: a licensed game library for community programmes, with content controls, patrons on their own Steam accounts and game caching for a shared connection.",
  intro:
    "Bring people together around games. Steam PC Cafe gives your library a licensed game library for clubs, events and drop-in play, with content controls to keep every title right for your patrons.",
  venueNoun: "library",
  highlights: [pitch.contentControls, pitch.quickInstall, pitch.ownAccounts],
  sections: [
    {
      kind: "features",
      id: "why-libraries",
      eyebrow: "For libraries",
      title: "A new reason to visit the library",
      text: "Gaming programmes that bring in new patrons and give regulars something to look forward to.",
      features: [
        pitch.library,
        pitch.contentControls,
        {
          ...pitch.caching,
          text: "Games download once to a local cache, so play doesn't slow the connection patrons share.",
        },
        pitch.ownAccounts,
        pitch.newTitles,
        pitch.featuredListing,
      ],
    },
    stepsSection("library"),
  ],
  signUpTo: "/registration-choice",
};
