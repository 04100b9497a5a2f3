import {
  Clock,
  Gamepad2,
  Globe,
  HardDriveDownload,
  KeyRound,
  Library,
  MapPin,
  MessagesSquare,
  ShieldCheck,
  Trophy,
  UserRound,
  UsersRound,
  Wrench,
} from "lucide-react";

import type { Feature } from "~/content/marketing-types";

/**
 * The home page's words (spec section 2, "Home"): its route module lays them out, with the home
 * sections of app/components/marketing.
 */

/** The iGames network's own site. */
export const IGAMES_URL = "https://igames.gg";

/** The opening: an h1 that ends on an accented word, key facts, and a sample directory card beside it. */
export const HOME_HERO = {
  icon: Gamepad2,
  eyebrow: "Steam PC Cafe licensing for gaming venues",
  title: "Building the LAN Center Industry",
  titleAccent: "Together",
  intro:
    "Bring the Steam PC Cafe game library to your LAN center, LAN party, campus or café. Installation takes under 30 minutes, players sign in with their own Steam accounts, and new titles arrive bi-weekly.",
  highlights: [
    { value: "< 30 min", label: "to install" },
    { value: "Bi-weekly", label: "new titles" },
    { value: "Your own", label: "Steam accounts" },
  ],
  listingPreview: {
    name: "Your LAN Center",
    badge: "Verified",
    text: "Steam PC Cafe library · Featured in the directory and on the map",
    perks: ["Game caching", "Content controls", "Community chat"],
  },
};

/** The heading of each section under the hero, top to bottom. */
export const HOME_SECTIONS = {
  steamPcCafe: {
    eyebrow: "Steam PC Cafe",
    title: "The full Steam experience, licensed for your venue",
    text: "Everything your players expect from Steam, with the licensing, caching and controls a venue needs.",
  },
  community: {
    eyebrow: "Showcases and community",
    title: "New games, shown where players meet",
    text: "Membership is more than a licence: new titles are showcased at member venues, and owners and organisers help each other in one community.",
  },
  howItWorks: {
    eyebrow: "How it works",
    title: "From sign-up to the first match",
    text: "Each venue has its own listing and its own monthly subscription, managed from your dashboard.",
  },
  whyChoose: {
    eyebrow: "The network",
    title: "Why Choose Our Network",
    text: "More than a licence: a community of venues that helps each other grow.",
  },
  plans: {
    eyebrow: "Pricing",
    title: "Choose Your Plan",
    text: "One monthly subscription per venue. Early Access pricing costs about the same as adding one AAA game a month.",
  },
};

export const HOME_STEAM_PC_CAFE_FEATURES: Feature[] = [
  {
    icon: UserRound,
    title: "The full Steam experience",
    text: "Players sign in with their own Steam accounts and keep their friends, progress and achievements.",
  },
  {
    icon: Library,
    title: "An instant game library",
    text: "A large library of licensed titles, ready on every station the moment it is set up.",
  },
  {
    icon: KeyRound,
    title: "Streamlined licensing",
    text: "One monthly subscription per venue. Early Access pricing costs about the same as adding one AAA game a month.",
  },
  {
    icon: HardDriveDownload,
    title: "A local content cache",
    text: "Each game downloads once to your venue's cache and installs on every station from there, saving bandwidth.",
  },
  {
    icon: Clock,
    title: "30-minute installation",
    text: "Most venues go from sign-up to the first match in under 30 minutes, with our team on hand if you need it.",
  },
  {
    icon: ShieldCheck,
    title: "Content controls",
    text: "Schools and libraries choose which titles their stations offer, so every game fits the room.",
  },
];

export const HOME_NETWORK_REASONS: Feature[] = [
  {
    icon: Gamepad2,
    title: "Licensed games",
    text: "Every title is licensed for commercial play through Steam PC Cafe, and new titles are added bi-weekly.",
  },
  {
    icon: UsersRound,
    title: "Community support",
    text: "A chat community of venue owners and organisers, game showcases, and a featured listing that brings players in.",
  },
  {
    icon: Wrench,
    title: "Professional tools",
    text: "A dashboard for your venues and subscriptions, a verified place on the map, and professional support.",
  },
];

export const HOME_COMMUNITY = {
  showcase: {
    icon: Trophy,
    title: "iGames Showcase",
    text: "Game showcases bring new and upcoming titles of the library to member venues, so your players try them first and your events always have something new. New titles join the library bi-weekly.",
  },
  /** Its address is a setting (the public social links), so the page adds it. */
  discord: {
    icon: MessagesSquare,
    title: "Our Discord server",
    text: "Talk with other LAN center owners and LAN party organisers, share what works, and reach our team.",
    linkLabel: "Join the Discord server",
  },
  cards: [
    {
      icon: Globe,
      title: "iGames.gg",
      text: "The home of the iGames network: the games, the showcases and the venues that play them.",
      href: IGAMES_URL,
      linkLabel: "Visit iGames.gg",
    },
    {
      icon: MapPin,
      title: "A featured listing",
      text: "Verified venues are listed in the directory and on the map, so players nearby find you.",
      to: "/lancenters",
      linkLabel: "Find LAN Centers",
    },
  ],
};

export const HOME_STEPS = [
  { title: "Create your account", text: "Sign up with your e-mail address and confirm it with a code." },
  { title: "Register your venue", text: "Add your LAN center or LAN party, with its address and website." },
  { title: "Subscribe and play", text: "Choose a monthly plan per venue and install the library in under 30 minutes." },
];

export const HOME_VENUE_KINDS = {
  title: "Made for every kind of venue",
  kinds: ["Game arenas", "LAN parties", "Colleges", "Schools", "Libraries", "Hotels", "Game cafes", "Coffee shops"],
  link: { to: "/lantypes", label: "Explore LAN types" },
};

export const HOME_QUESTIONS_NOTE = "Questions before you join? Write to us or book a short call with our team below.";
