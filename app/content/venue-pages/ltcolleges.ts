import { VENUE_PAGE_CARDS, pitch, quickFacts, stepsSection, type VenuePage } from "~/content/venue-pages";

/** /ltcolleges: its own module, so the page loads its own words and icons only. */
export const page: VenuePage = {
  ...VENUE_PAGE_CARDS.ltcolleges,
  title: "Steam PC Cafe for colleges",
  description:
    "Steam PC Cafe for colleges: a large licensed game library for esports programmes, gaming lounges and student events, with students on their own Steam accounts and game caching for the campus network.",
  intro:
    "Give your esports programme, gaming lounge or student union a large licensed game library. Students sign in with their own Steam accounts, and new titles arrive bi-weekly.",
  venueNoun: "campus",
  highlights: quickFacts,
  sections: [
    {
      kind: "features",
      id: "why-colleges",
      eyebrow: "For colleges",
      title: "A game library that fits campus life",
      text: "From varsity esports practice to a Friday-night lounge, one subscription covers the venue.",
      features: [
        pitch.library,
        { ...pitch.ownAccounts, text: "Students sign in with their own Steam accounts: no shared logins to manage." },
        {
          ...pitch.caching,
          text: "Games download once to a local cache, so a full lab doesn't strain the campus network.",
        },
        pitch.contentControls,
        pitch.showcases,
        { ...pitch.community, text: "Connect with other venues and organisers to plan events and share what works." },
      ],
    },
    stepsSection("campus venue"),
  ],
  signUpTo: "/registration-choice",
};
