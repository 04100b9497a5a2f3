import {
  BadgeCheck,
  BedDouble,
  BookOpen,
  CalendarSync,
  Clock,
  Coffee,
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
  UserRound,
  type LucideIcon,
} from "lucide-react";

import type { Feature, Option, Step } from "~/content/marketing-types";
import { VENUE_PAGE_PATHS, type VenuePagePath } from "~/content/venue-page-paths";

/**
 * The venue landing pages (spec section 2, "Venue landing pages") and the cards of /lantypes: one
 * record per page, each in its own module (app/content/venue-pages/{path}.ts), rendered by components/marketing/venue-page-view.tsx. The copy stays within the spec's
 * pitch (sections 1 and 9): no figures, prices or promises beyond it. Each section's data has the
 * type its marketing component declares.
 */

/** What every section has: its anchor (also the heading's id stem), a short label and its h2. */
type SectionBase = { id: string; eyebrow: string; title: string; text?: string };

export type VenueSection =
  | (SectionBase & { kind: "features"; features: readonly Feature[] })
  | (SectionBase & { kind: "options"; options: readonly Option[] })
  /** The plan catalogue (app/content/plans.ts), in the plan cards every page shares. */
  | (SectionBase & { kind: "plans" })
  | (SectionBase & { kind: "steps"; steps: readonly Step[] })
  | (SectionBase & { kind: "testimonial"; quote: string; attribution: string })
  | (SectionBase & { kind: "text"; paragraphs: readonly string[]; points?: readonly string[] });

/** Where a page's "Sign Up" leads: LAN party organisers have their own join page. */
export type SignUpTarget = "/registration-choice" | "/signup-lp";

/** What a /lantypes card shows of a page. */
export type VenuePageCard = {
  path: VenuePagePath;
  /** The card title on /lantypes and the first half of the page's <title>. */
  name: string;
  /** The card text on /lantypes. */
  blurb: string;
  icon: LucideIcon;
};

export type VenuePage = VenuePageCard & {
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
export const pitch = {
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
export const quickFacts: readonly Feature[] = [pitch.quickInstall, pitch.newTitles, pitch.ownAccounts];

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

export function stepsSection(venue: string, text?: string): VenueSection {
  return {
    kind: "steps",
    id: "how-it-works",
    eyebrow: "Getting started",
    title: "How it works",
    text,
    steps: joinSteps(venue),
  };
}

export function plansSection(venue: string): VenueSection {
  return {
    kind: "plans",
    id: "plans",
    eyebrow: "Plans",
    title: "One subscription per venue",
    text: `Billed monthly. Each ${venue} has its own subscription, which you can cancel or resume from your dashboard.`,
  };
}

/** The /lantypes cards, and the start of each page's record (app/content/venue-pages/{path}.ts). */
export const VENUE_PAGE_CARDS = {
  ltgamearenas: {
    path: "ltgamearenas",
    name: "Game Arenas",
    blurb: "Give every station a large licensed library, cached locally, with showcases that fill your seats.",
    icon: Swords,
  },
  ltlanparties: {
    path: "ltlanparties",
    name: "LAN Parties",
    blurb:
      "Bring a licensed library to your event: cached once on site, and players sign in with their own Steam accounts.",
    icon: PartyPopper,
  },
  ltcolleges: {
    path: "ltcolleges",
    name: "Colleges",
    blurb: "Power campus esports, gaming lounges and student events with a library students already know.",
    icon: GraduationCap,
  },
  ltschools: {
    path: "ltschools",
    name: "Schools",
    blurb: "A licensed library with content controls, so every title on your stations suits your students.",
    icon: School,
  },
  ltlibraries: {
    path: "ltlibraries",
    name: "Libraries",
    blurb: "Add gaming to your programmes: a curated library, controlled content and a place in the community.",
    icon: BookOpen,
  },
  lthotels: {
    path: "lthotels",
    name: "Hotels",
    blurb: "Gaming as a guest amenity: Connect, Premium and Game Arena options, with vendor partnerships.",
    icon: BedDouble,
  },
  ltgamecafe: {
    path: "ltgamecafe",
    name: "Game Cafe",
    blurb: "Keep your game cafe's library fresh with titles added bi-weekly and a listing that brings players in.",
    icon: Monitor,
  },
  ltcoffeeshops: {
    path: "ltcoffeeshops",
    name: "Coffee Shops",
    blurb: "Add a gaming corner to your coffee shop: a managed library and a setup that takes under 30 minutes.",
    icon: Coffee,
  },
} satisfies Record<VenuePagePath, VenuePageCard>;

/** The cards in the order of VENUE_PAGE_PATHS. */
export const VENUE_PAGE_CARD_LIST: readonly VenuePageCard[] = VENUE_PAGE_PATHS.map((path) => VENUE_PAGE_CARDS[path]);

/** "Hotels | LAN Centers" */
export function venuePageTitle(page: VenuePage): string {
  return `${page.name} | LAN Centers`;
}

/** The heading of the page's closing call to action. */
export function venueCallToActionTitle(page: VenuePage): string {
  return `Ready to bring Steam PC Cafe to your ${page.venueNoun}?`;
}
