import {
  BadgeCheck,
  BedDouble,
  BookOpen,
  CalendarSync,
  Clock,
  Coffee,
  Crown,
  GraduationCap,
  HardDriveDownload,
  Library,
  MessagesSquare,
  Monitor,
  PartyPopper,
  Presentation,
  School,
  ShieldCheck,
  Swords,
  Tag,
  Trophy,
  UserRound,
  Wifi,
  type LucideIcon,
} from "lucide-react";

import type { Feature } from "~/components/marketing/feature-card";
import type { Step } from "~/components/marketing/numbered-steps";
import type { Option } from "~/components/marketing/option-cards";
import { PLANS, formatPlanPrice } from "~/content/plans";
import { VENUE_PAGE_PATHS, type VenuePagePath } from "~/content/venue-page-paths";

/**
 * The venue landing pages (spec section 2, "Venue landing pages") and the cards of /lantypes: one
 * record per page, rendered by routes/marketing/venue-page.tsx. The copy stays within the spec's
 * pitch (sections 1 and 9): no figures, prices or promises beyond it. Each section's data has the
 * type its marketing component declares.
 */

/** What every section has: its anchor (also the heading's id stem), a short label and its h2. */
type SectionBase = { id: string; eyebrow: string; title: string; text?: string };

export type VenueSection =
  | (SectionBase & { kind: "features"; features: readonly Feature[] })
  | (SectionBase & { kind: "options"; options: readonly Option[] })
  | (SectionBase & { kind: "steps"; steps: readonly Step[] })
  | (SectionBase & { kind: "testimonial"; quote: string; attribution: string })
  | (SectionBase & { kind: "text"; paragraphs: readonly string[]; points?: readonly string[] });

/** Where a page's "Sign Up" leads: LAN party organisers have their own join page. */
export type SignUpTarget = "/registration-choice" | "/signup-lp";

export type VenuePage = {
  path: VenuePagePath;
  /** The card title on /lantypes and the first half of the page's <title>. */
  name: string;
  /** The card text on /lantypes. */
  blurb: string;
  icon: LucideIcon;
  /** The page's h1. */
  title: string;
  /** The meta description. */
  description: string;
  intro: string;
  /** "Ready to bring Steam PC Cafe to your {venueNoun}?" */
  venueNoun: string;
  /** Three facts for the hero's side panel. */
  highlights: readonly Feature[];
  sections: readonly VenueSection[];
  signUpTo: SignUpTarget;
};

/** The pitch's selling points, worded once; pages pick the ones that matter to them. */
const pitch = {
  library: {
    icon: Library,
    title: "A large game library",
    text: "The Steam PC Cafe library, licensed for play at your venue and ready on every station.",
  },
  ownAccounts: {
    icon: UserRound,
    title: "Players' own Steam accounts",
    text: "Players sign in with their own Steam accounts and keep their friends, progress and achievements.",
  },
  caching: {
    icon: HardDriveDownload,
    title: "Game caching",
    text: "Each game downloads once to your local cache and installs on every station from there, saving bandwidth.",
  },
  quickInstall: {
    icon: Clock,
    title: "Installed in under 30 minutes",
    text: "Installation takes under 30 minutes, with our team on hand if you need it.",
  },
  newTitles: {
    icon: CalendarSync,
    title: "New titles bi-weekly",
    text: "Fresh games are added to the library every two weeks, so there is always something new to play.",
  },
  contentControls: {
    icon: ShieldCheck,
    title: "Content controls",
    text: "Choose which titles your stations offer, so every game fits your players and your room.",
  },
  showcases: {
    icon: Presentation,
    title: "Game showcases",
    text: "Game showcases that put new titles in front of your players and give them a reason to visit.",
  },
  community: {
    icon: MessagesSquare,
    title: "Community chat",
    text: "A chat group of venue owners and organisers to swap ideas, ask questions and plan events together.",
  },
  featuredListing: {
    icon: BadgeCheck,
    title: "A featured listing",
    text: "A verified place in the LAN Centers directory and on its map, where players look for somewhere to play.",
  },
  earlyAccessPricing: {
    icon: Tag,
    title: "Priced like one AAA game a month",
    text: "During Early Access, the subscription costs about as much as adding one AAA game a month.",
  },
} satisfies Record<string, Feature>;

/** The usual side panel: the three facts every venue asks about first. */
const quickFacts: readonly Feature[] = [pitch.quickInstall, pitch.newTitles, pitch.ownAccounts];

/** The side panel of /lantypes. */
export const MEMBERSHIP_HIGHLIGHTS: readonly Feature[] = [...quickFacts, pitch.earlyAccessPricing];

/** The membership as a whole, for /lantypes. */
export const MEMBERSHIP_FEATURES: readonly Feature[] = [
  pitch.library,
  pitch.ownAccounts,
  pitch.caching,
  pitch.quickInstall,
  pitch.newTitles,
  pitch.contentControls,
  pitch.showcases,
  pitch.community,
  pitch.featuredListing,
];

function joinSteps(venue: string): Step[] {
  return [
    { title: "Create your account", text: "Sign up with your e-mail address and confirm it with a code." },
    { title: `Register your ${venue}`, text: `Add your ${venue} with its address and website, and choose a plan.` },
    {
      title: "Install and play",
      text: "Install the library in about 30 minutes; players sign in with their own Steam accounts.",
    },
  ];
}

function stepsSection(venue: string, text?: string): VenueSection {
  return {
    kind: "steps",
    id: "how-it-works",
    eyebrow: "Getting started",
    title: "How it works",
    text,
    steps: joinSteps(venue),
  };
}

/** The two plans of app/content/plans.ts as option cards: the page's prices stay the catalogue's. */
function planOptions(): Option[] {
  return PLANS.map((plan) => ({
    icon: plan.mostPopular ? Crown : BadgeCheck,
    name: plan.name,
    price: `${formatPlanPrice(plan)} / ${plan.interval}`,
    text: plan.description,
    points: plan.features,
    badge: plan.mostPopular ? "MOST POPULAR" : undefined,
  }));
}

function plansSection(venue: string): VenueSection {
  return {
    kind: "options",
    id: "plans",
    eyebrow: "Plans",
    title: "One subscription per venue",
    text: `Billed monthly. Each ${venue} has its own subscription, which you can cancel or resume from your dashboard.`,
    options: planOptions(),
  };
}

export const VENUE_PAGES: Record<VenuePagePath, VenuePage> = {
  ltgamearenas: {
    path: "ltgamearenas",
    name: "Game Arenas",
    blurb: "Give every station a large licensed library, cached locally, with showcases that fill your seats.",
    icon: Swords,
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
  },

  ltlanparties: {
    path: "ltlanparties",
    name: "LAN Parties",
    blurb:
      "Bring a licensed library to your event: cached once on site, and players sign in with their own Steam accounts.",
    icon: PartyPopper,
    title: "A licensed game library for your LAN party",
    description:
      "Steam PC Cafe for LAN parties: a large licensed game library, game caching to spare the event's bandwidth, players on their own Steam accounts, and a listing of your event on LAN Centers.",
    intro:
      "Spend the night playing, not downloading. Steam PC Cafe brings a large licensed library to your event, caches each game once on site, and lets every player sign in with their own Steam account.",
    venueNoun: "LAN party",
    highlights: [pitch.quickInstall, pitch.caching, pitch.ownAccounts],
    sections: [
      {
        kind: "features",
        id: "why-lan-parties",
        eyebrow: "For LAN parties",
        title: "Made for a night of games",
        text: "Everything an organiser needs to get a room of players into the same game.",
        features: [
          pitch.library,
          {
            ...pitch.caching,
            text: "Each game downloads once to the event's cache and installs on every machine from there, sparing the venue's connection.",
          },
          pitch.ownAccounts,
          pitch.quickInstall,
          {
            ...pitch.featuredListing,
            title: "Your event, listed",
            text: "Register your LAN party and, once our team has reviewed and verified it, it is listed on LAN Centers.",
          },
          pitch.community,
        ],
      },
      {
        kind: "testimonial",
        id: "organiser-story",
        eyebrow: "From an organiser",
        title: "What organisers say",
        // The spec asks for one organiser's quote without giving its words: replace this stand-in with a real
        // organiser's words (and their consent) before launch; keep the attribution generic.
        quote:
          "Setup used to mean hours of downloads before anyone could play. With the library cached on site, our stations were ready in about half an hour, and everyone just signed in with their own Steam account.",
        attribution: "LAN party organiser",
      },
      stepsSection("LAN party"),
    ],
    signUpTo: "/signup-lp",
  },

  ltcolleges: {
    path: "ltcolleges",
    name: "Colleges",
    blurb: "Power campus esports, gaming lounges and student events with a library students already know.",
    icon: GraduationCap,
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
  },

  ltschools: {
    path: "ltschools",
    name: "Schools",
    blurb: "A licensed library with content controls, so every title on your stations suits your students.",
    icon: School,
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
  },

  ltlibraries: {
    path: "ltlibraries",
    name: "Libraries",
    blurb: "Add gaming to your programmes: a curated library, controlled content and a place in the community.",
    icon: BookOpen,
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
  },

  lthotels: {
    path: "lthotels",
    name: "Hotels",
    blurb: "Gaming as a guest amenity: Connect, Premium and Game Arena options, with vendor partnerships.",
    icon: BedDouble,
    title: "Gaming your hotel guests will remember",
    description:
      "Steam PC Cafe for hotels: Connect, Premium and Game Arena options, vendor partnerships, a licensed game library and guests on their own Steam accounts.",
    intro:
      "Turn gaming into an amenity. Whether you start with a few stations or build a full arena, guests sign in with their own Steam accounts and play from a large licensed library.",
    venueNoun: "hotel",
    highlights: quickFacts,
    sections: [
      {
        kind: "options",
        id: "options",
        eyebrow: "Options",
        title: "Three ways to bring gaming to your hotel",
        text: "Start where your property is today and grow from there. We'll help you choose on a short call.",
        options: [
          {
            icon: Wifi,
            name: "Connect",
            text: "The simple start: connect gaming stations in a lounge or business area to the Steam PC Cafe library.",
            points: [
              "The licensed game library on every station",
              "Guests sign in with their own Steam accounts",
              "Installed in under 30 minutes",
            ],
          },
          {
            icon: Crown,
            name: "Premium",
            text: "Gaming as a premium amenity for the guests who want more from their stay.",
            points: [
              "Everything in Connect",
              "Content controls for family-friendly spaces",
              "Game caching to spare the hotel's connection",
            ],
          },
          {
            icon: Trophy,
            name: "Game Arena",
            text: "A dedicated gaming room for guests, groups and events, run like a LAN center.",
            points: [
              "Everything in Premium",
              "Game showcases and events for guests",
              "A featured listing in the LAN Centers directory",
            ],
          },
        ],
      },
      {
        kind: "text",
        id: "vendor-partnerships",
        eyebrow: "Vendor partnerships",
        title: "Works with the partners you already have",
        paragraphs: [
          "We work with hardware and venue vendors so gaming fits into your property instead of around it. Tell us who supplies your stations, network or guest services, and we'll plan the setup with them.",
          "Are you a vendor serving hotels? Talk to us about partnering to offer Steam PC Cafe to your clients.",
        ],
      },
      {
        kind: "features",
        id: "why-hotels",
        eyebrow: "For hotels",
        title: "Why hotels choose Steam PC Cafe",
        features: [pitch.library, pitch.ownAccounts, pitch.newTitles, pitch.caching],
      },
    ],
    signUpTo: "/registration-choice",
  },

  ltgamecafe: {
    path: "ltgamecafe",
    name: "Game Cafe",
    blurb: "Keep your game cafe's library fresh with titles added bi-weekly and a listing that brings players in.",
    icon: Monitor,
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
  },

  ltcoffeeshops: {
    path: "ltcoffeeshops",
    name: "Coffee Shops",
    blurb: "Add a gaming corner to your coffee shop: a managed library and a setup that takes under 30 minutes.",
    icon: Coffee,
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
  },
};

/** The pages in the order of VENUE_PAGE_PATHS (the /lantypes cards). */
export const VENUE_PAGE_LIST: readonly VenuePage[] = VENUE_PAGE_PATHS.map((path) => VENUE_PAGES[path]);

/** The page a URL path shows ("/lthotels", "/LTHotels/"), or undefined for any other path. */
export function venuePageForPathname(pathname: string): VenuePage | undefined {
  const path = pathname.replace(/^\/+|\/+$/g, "").toLowerCase();
  return VENUE_PAGE_LIST.find((page) => page.path === path);
}

/** "Hotels | LAN Centers" */
export function venuePageTitle(page: VenuePage): string {
  return `${page.name} | LAN Centers`;
}

/** The heading of the page's closing call to action. */
export function venueCallToActionTitle(page: VenuePage): string {
  return `Ready to bring Steam PC Cafe to your ${page.venueNoun}?`;
}
