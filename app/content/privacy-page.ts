/**
 * The Privacy Policy's words: app/routes/marketing/privacy.tsx lays them out, one section per
 * entry of PRIVACY_SECTIONS, listed in that order under "On this page".
 */

/** A point of a list: plain, or opening on a bold lead-in ("Your account:"). */
export type PolicyPoint = string | { lead: string; text: string };

/**
 * A paragraph, a bulleted list, or a paragraph with the site's contact address (a setting, so the
 * page puts it in) between its two parts.
 */
export type PolicyBlock = string | { list: readonly PolicyPoint[] } | { beforeContact: string; afterContact: string };

export type PolicySectionContent = { id: string; title: string; blocks: readonly PolicyBlock[] };

export const PRIVACY_PAGE = {
  eyebrow: "Legal",
  title: "Privacy Policy",
  /** Change it with the policy: the contact section promises so. */
  updated: { dateTime: "2026-11-25", text: "25 November 2026" },
  intro:
    "LAN Centers (“we”, “us”) runs this directory and sign-up site for LAN centers and LAN parties. This page explains, in plain words, what we know about you, why, and what you can ask us to do with it.",
  /** Where to write when no contact address is set. */
  contactFallback: "the address in the footer",
};

export const PRIVACY_SECTIONS: readonly PolicySectionContent[] = [
  {
    id: "what-we-collect",
    title: "What we collect",
    blocks: [
      "We collect only what the site needs to work:",
      {
        list: [
          {
            lead: "Your account:",
            text: "your e-mail address and your name. Your password is stored only as a one-way hash; nobody, including us, can read it.",
          },
          {
            lead: "The venues you register:",
            text: "the details of each LAN center or LAN party (name, address and map position, website, description, picture, dates of an event) and the contact person you give us for it (name, e-mail address, phone number).",
          },
          {
            lead: "Your subscriptions:",
            text: "from our payment provider we receive the status of each venue’s subscription (active, cancelled, payment failed), its plan and its billing period. Card numbers are entered on the payment provider’s page and never reach us; we do not see or store them.",
          },
          {
            lead: "Visits and searches, as counts:",
            text: "how often each venue’s page is opened and the places searched on the map, counted per venue and per day without cookies and without keeping your IP address (see “What we count for venue owners”).",
          },
          {
            lead: "Technical records:",
            text: "like every website, our servers note the IP address and time of requests. We use them to keep the site secure, for example to slow down repeated sign-in attempts.",
          },
        ],
      },
    ],
  },
  {
    id: "why-we-use-it",
    title: "Why we use it",
    blocks: [
      {
        list: [
          "To run your account: sign you in, send the codes that confirm your e-mail address or reset your password, and show your venues on your dashboard.",
          "To list verified venues in the public directory and on the map, so players can find them.",
          "To take and manage the monthly subscription of each venue.",
          "To show venue owners how players find their venue, and to see where players look for a LAN center and find none.",
          "To answer your questions and to help you set up the Steam PC Cafe library.",
        ],
      },
      "We do not sell your information, we do not use it for advertising, and we do not send marketing e-mail you did not ask for.",
    ],
  },
  {
    id: "who-sees-it",
    title: "Who sees your information",
    blocks: [
      {
        list: [
          {
            lead: "Everyone",
            text: "can see the public listing of a verified venue: its name, address, map position, website, description and picture.",
          },
          {
            lead: "Our administrators only",
            text: "can see the contact person, e-mail address and phone number you register for a venue. They use them to verify venues and to help you.",
          },
          {
            lead: "Service providers",
            text: "who work for us see what their job needs: the payment provider (payments), the e-mail provider (the messages we send you) and our hosting provider. The map on the LAN Centers page is drawn with tiles from a map provider, which receives your IP address as any website you load does.",
          },
        ],
      },
    ],
  },
  {
    id: "cookies",
    title: "Cookies",
    blocks: [
      "We use two cookies, and only for your account:",
      {
        list: [
          {
            lead: "A session cookie",
            text: "that keeps you signed in. It is set when you sign in and removed when you log out.",
          },
          {
            lead: "A short-lived step cookie",
            text: "that carries you through the steps of confirming a new account and of resetting your password: the e-mail address the code was sent to and, during a reset, the code you entered. It is signed so nobody can alter it, and it expires after one hour at most.",
          },
        ],
      },
      "Both are strictly necessary for your account to work, so we do not ask for consent. We use no analytics, tracking or advertising cookies.",
    ],
  },
  {
    id: "venue-owner-insights",
    title: "What we count for venue owners",
    blocks: [
      "Owners of a LAN center can see how players find it. For that we count visits and searches, as totals per venue and per day (UTC). We count; we do not follow anyone.",
      "What we count, per venue and per day. Each thing counts at most once per visitor, venue and day, however often it happens:",
      {
        list: [
          {
            lead: "Visitors:",
            text: "a visitor is one internet address for one day. To tell a second visit from a first, we make a one-way hash of your IP address (of an IPv6 address, its first half, the part that names your network) mixed with a random value (a salt) that changes every day. Your browser plays no part, so people who share one address (a household, an office, a venue’s network) count as one visitor. The hash is never stored with your IP address, and it is deleted with its salt after a day, so it cannot be traced back to you or linked to another day.",
          },
          { lead: "Page views", text: "of the venue’s page: the visitors who opened it that day." },
          {
            lead: "Appearances:",
            text: "how often the venue was shown in the map’s list, opened in its bubble on the map, listed on a game’s page, or shown in “open now” results.",
          },
          { lead: "Clicks", text: "on the venue’s website, directions, phone number and share buttons." },
          {
            lead: "Searches on the map:",
            text: "the places and filters searched (a city, a game, “open now”), the place rounded to about 1 km, and how many verified venues were within 50 km of it. A typed place is kept only as our own place search found it (“Austin, TX”), never as the words typed. A search from “your location” is rounded the same way.",
          },
        ],
      },
      "What we do not count or keep:",
      {
        list: [
          "No cookies: counting sets none, and reads none.",
          "No third-party analytics: we count on our own servers, and no analytics company receives anything.",
          "No IP address or user agent (your browser’s name and version) is stored.",
          "No tracking across sites: we do not follow you to other websites, nor link your visits from one day to the next.",
          "Bots and crawlers are left out, and so is whatever one address sends past a reasonable number of reports in ten minutes (that number is kept under the day’s hash, not the address, and deleted within two days).",
          "Nothing is tied to an account: signed-in visitors, owners included, are counted exactly like everyone else.",
        ],
      },
      "How long we keep it:",
      {
        list: [
          {
            lead: "Visitor hashes and the day’s salt:",
            text: "deleted after the next UTC day, with the record of what each hash was already counted for.",
          },
          {
            lead: "Daily counts",
            text: "(searches included): kept for 25 months, so that a month can be compared with the same month a year before, then deleted.",
          },
        ],
      },
      "Who sees it:",
      {
        list: [
          { lead: "The owner of a venue", text: "sees that venue’s own figures, and no other venue’s." },
          {
            lead: "Our administrators",
            text: "see totals for the whole network, the most viewed venues, and the places searched with no venue within 50 km, where a new one is wanted.",
          },
        ],
      },
      "These are counts only: nobody, including us, can tell from them who visited.",
    ],
  },
  {
    id: "retention",
    title: "How long we keep it, and deleting it",
    blocks: [
      "We keep your account and your venues while your account is open. You can delete a venue from your dashboard at any time; its listing disappears at once. To close your account and delete everything we hold about you, write to us from the address of the account. We then delete it within 30 days, except payment records we are required by law to keep for accounting. Technical records are kept for a short time only; the counts behind venue owners’ figures, as “What we count for venue owners” says.",
    ],
  },
  {
    id: "your-rights",
    title: "Your rights",
    blocks: [
      "You can ask us for a copy of the information we hold about you, ask us to correct it or to delete it, and object to how we use it. You can change your e-mail address and correct your venues yourself from your dashboard. For anything else, write to us: we answer every request.",
    ],
  },
  {
    id: "contact",
    title: "Contact",
    blocks: [
      { beforeContact: "Questions about this policy or your information: write to ", afterContact: "." },
      "If this policy changes, we update this page and the date at the top.",
    ],
  },
];
