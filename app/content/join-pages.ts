import { JOIN_PAGES, type JoinPage } from "#db/schema/values";

/**
 * The Join Our Network pages (spec section 2): one record per route, one page component
 * (app/routes/marketing/join.tsx) that picks its record from the path. Plain data, read at build
 * time: these pages are prerendered.
 *
 * Which route shows which variant (the spec leaves the mapping open; README says the same):
 *
 * | route              | variant            | what differs                                          |
 * | ------------------ | ------------------ | ----------------------------------------------------- |
 * | /signup            | `video`            | the default: blurred background video, dark panels    |
 * | /signup-early      | `white-panel`      | background video, the form on a white panel           |
 * | /signup-lp         | `video`            | the default look, worded for LAN party organisers     |
 * | /signup-gizmo      | `gizmo`            | 'Gizmo Partnership': co-branded LAN Centers × Gizmo   |
 * | /signup-valhallan  | `partner-backdrop` | partner wordmark over a backdrop image (no video)     |
 * | /signup-contender  | `partner`          | partner wordmark over the background video            |
 *
 * Each page has its own HubSpot form setting: with HUBSPOT_PORTAL_ID and that setting both set,
 * the page embeds the HubSpot form; otherwise it shows our own lead form (stored in `leads`).
 * Partner wordmarks are plain typographic artwork of ours (public/media/partners/), not the
 * partners' brand logos.
 */

export type JoinVariant = "video" | "white-panel" | "gizmo" | "partner" | "partner-backdrop";

/** The settings that hold each page's HubSpot form id (app/lib/env.server.ts). */
export type HubSpotFormSetting =
  | "HUBSPOT_FORM_SIGNUP"
  | "HUBSPOT_FORM_SIGNUP_EARLY"
  | "HUBSPOT_FORM_SIGNUP_LP"
  | "HUBSPOT_FORM_SIGNUP_GIZMO"
  | "HUBSPOT_FORM_SIGNUP_VALHALLAN"
  | "HUBSPOT_FORM_SIGNUP_CONTENDER";

/** Which icon a benefit shows (the page maps these to lucide icons). */
export type BenefitIcon =
  "library" | "showcase" | "chat" | "listing" | "cache" | "steam" | "controls" | "new-titles" | "install";

export type Benefit = { icon: BenefitIcon; title: string; text: string };

export type Partner = {
  name: string;
  /** Our typographic wordmark for the partner (an SVG of ours), with its intrinsic size. */
  logo: { src: string; width: number; height: number };
};

export type JoinPageContent = {
  page: JoinPage;
  variant: JoinVariant;
  /** Document title and description. */
  title: string;
  description: string;
  eyebrow: string;
  heading: string;
  intro: string;
  /** The form panel's heading and the submit button's label. */
  formHeading: string;
  submitLabel: string;
  benefits: readonly Benefit[];
  partner?: Partner;
  /** A full-page image instead of the background video (the `partner-backdrop` variant). */
  backdrop?: string;
  hubspotFormSetting: HubSpotFormSetting;
};

/** The spec's pitch, shown under 'Included in your Early Access Subscription:'. */
const EARLY_ACCESS_BENEFITS: readonly Benefit[] = [
  {
    icon: "library",
    title: "The Steam PC Cafe game library",
    text: "A large library of licensed titles on every station, ready for commercial play.",
  },
  {
    icon: "showcase",
    title: "Game showcases",
    text: "New and upcoming games presented to your players, straight from the studios.",
  },
  {
    icon: "chat",
    title: "Community chat on Discord",
    text: "Trade tips with other venue owners and organisers, and reach our team directly.",
  },
  {
    icon: "listing",
    title: "A featured listing",
    text: "Your venue on the LAN Centers map and directory, where players look for a place to play.",
  },
  {
    icon: "cache",
    title: "Game caching",
    text: "Each game downloads once to your venue's cache and installs on every station from there, saving bandwidth.",
  },
  {
    icon: "steam",
    title: "Players' own Steam accounts",
    text: "Players sign in with their own Steam accounts and keep their friends, progress and achievements.",
  },
  {
    icon: "controls",
    title: "Content controls for schools",
    text: "Schools and libraries choose which titles their stations offer.",
  },
  {
    icon: "new-titles",
    title: "New titles bi-weekly",
    text: "Fresh games join the library every two weeks, at no extra cost.",
  },
  {
    icon: "install",
    title: "Installation in under 30 minutes",
    text: "From sign-up to the first match in under 30 minutes, with our team on hand.",
  },
];

const PARTNER_LOGO_SIZE = { width: 240, height: 64 } as const;

export const JOIN_PAGE_CONTENT: Record<JoinPage, JoinPageContent> = {
  signup: {
    page: "signup",
    variant: "video",
    title: "Join Our Network | LAN Centers",
    description:
      "Bring the Steam PC Cafe game library to your venue: Early Access pricing, installation in under 30 minutes, new titles bi-weekly.",
    eyebrow: "Early Access",
    heading: "Join Our Network",
    intro:
      "Bring the Steam PC Cafe game library to your LAN center, campus, library or café. Tell us about your venue and our team will get you set up: installation takes under 30 minutes.",
    formHeading: "Request your Early Access",
    submitLabel: "Join Our Network",
    benefits: EARLY_ACCESS_BENEFITS,
    hubspotFormSetting: "HUBSPOT_FORM_SIGNUP",
  },
  "signup-early": {
    page: "signup-early",
    variant: "white-panel",
    title: "Early Access to Steam PC Cafe | LAN Centers",
    description:
      "Be among the first venues on Steam PC Cafe: Early Access pricing that costs about the same as adding one AAA game per month.",
    eyebrow: "Early Access",
    heading: "Get Early Access to Steam PC Cafe",
    intro:
      "Early Access pricing costs about the same as adding one AAA game per month. Leave your details and our team will walk you through the rest, from sign-up to installation in under 30 minutes.",
    formHeading: "Claim your Early Access spot",
    submitLabel: "Request Early Access",
    benefits: EARLY_ACCESS_BENEFITS,
    hubspotFormSetting: "HUBSPOT_FORM_SIGNUP_EARLY",
  },
  "signup-lp": {
    page: "signup-lp",
    variant: "video",
    title: "Steam PC Cafe for LAN Parties | LAN Centers",
    description:
      "Run your LAN party on the Steam PC Cafe library: every station ready in under 30 minutes, players on their own Steam accounts.",
    eyebrow: "For LAN parties",
    heading: "Power Your LAN Party with Steam PC Cafe",
    intro:
      "Pop-up or monthly, your event gets a licensed game library on every station. Set up in under 30 minutes, cache downloads once for the whole hall, and let players bring their own Steam accounts.",
    formHeading: "Tell us about your LAN party",
    submitLabel: "Join Our Network",
    benefits: EARLY_ACCESS_BENEFITS,
    hubspotFormSetting: "HUBSPOT_FORM_SIGNUP_LP",
  },
  "signup-gizmo": {
    page: "signup-gizmo",
    variant: "gizmo",
    title: "Gizmo Partnership | LAN Centers",
    description:
      "Centers running Gizmo can add the Steam PC Cafe game library through the LAN Centers network, with Early Access pricing.",
    eyebrow: "LAN Centers × Gizmo",
    heading: "Gizmo Partnership",
    intro:
      "Already running your center on Gizmo? Add the Steam PC Cafe game library beside it: your stations stay as they are, and players sign in with their own Steam accounts.",
    formHeading: "Join through the Gizmo Partnership",
    submitLabel: "Join Our Network",
    benefits: EARLY_ACCESS_BENEFITS,
    partner: { name: "Gizmo", logo: { src: "/media/partners/gizmo.svg", ...PARTNER_LOGO_SIZE } },
    hubspotFormSetting: "HUBSPOT_FORM_SIGNUP_GIZMO",
  },
  "signup-valhallan": {
    page: "signup-valhallan",
    variant: "partner-backdrop",
    title: "Valhallan Partnership | LAN Centers",
    description: "Valhallan venues: add the Steam PC Cafe game library through the LAN Centers network.",
    eyebrow: "Valhallan Partnership",
    heading: "Valhallan Venues, Welcome to the Network",
    intro:
      "As a Valhallan venue you can add the Steam PC Cafe game library with Early Access pricing. Tell us about your location and we'll take it from there.",
    formHeading: "Join as a Valhallan venue",
    submitLabel: "Join Our Network",
    benefits: EARLY_ACCESS_BENEFITS,
    partner: { name: "Valhallan", logo: { src: "/media/partners/valhallan.svg", ...PARTNER_LOGO_SIZE } },
    backdrop: "/media/partners/valhallan-backdrop.svg",
    hubspotFormSetting: "HUBSPOT_FORM_SIGNUP_VALHALLAN",
  },
  "signup-contender": {
    page: "signup-contender",
    variant: "partner",
    title: "Contender Partnership | LAN Centers",
    description: "Contender centers: add the Steam PC Cafe game library through the LAN Centers network.",
    eyebrow: "Contender Partnership",
    heading: "Contender Centers, Level Up Your Library",
    intro:
      "Contender centers can add the Steam PC Cafe game library with Early Access pricing: licensed titles on every station, new games bi-weekly, and installation in under 30 minutes.",
    formHeading: "Join as a Contender center",
    submitLabel: "Join Our Network",
    benefits: EARLY_ACCESS_BENEFITS,
    partner: { name: "Contender", logo: { src: "/media/partners/contender.svg", ...PARTNER_LOGO_SIZE } },
    hubspotFormSetting: "HUBSPOT_FORM_SIGNUP_CONTENDER",
  },
};

/** The join page a path names ("/signup-lp", "/signup-lp/", "/signup-lp.data"), or undefined. */
export function joinPageOfPath(pathname: string): JoinPage | undefined {
  const name =
    pathname
      .replace(/\.data$/, "")
      .replace(/\/+$/, "")
      .split("/")
      .pop() ?? "";
  return JOIN_PAGES.find((page) => page === name);
}

/** A join page's content by its path; the default page for a path that is none of them. */
export function joinPageContent(pathname: string): JoinPageContent {
  return JOIN_PAGE_CONTENT[joinPageOfPath(pathname) ?? "signup"];
}
