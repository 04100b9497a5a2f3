import {
  Clock,
  Gamepad2,
  HardDriveDownload,
  KeyRound,
  Library,
  ShieldCheck,
  UserRound,
  UsersRound,
  Wrench,
} from "lucide-react";

import type { Feature } from "~/content/marketing-types";

/** The home page's words (spec section 2, "Home"): its route module lays them out. */

/** The iGames network's own site. */
export const IGAMES_URL = "https://igames.gg";

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

export const HOME_STEPS = [
  { title: "Create your account", text: "Sign up with your e-mail address and confirm it with a code." },
  { title: "Register your venue", text: "Add your LAN center or LAN party, with its address and website." },
  { title: "Subscribe and play", text: "Choose a monthly plan per venue and install the library in under 30 minutes." },
];

export const HOME_VENUE_KINDS = [
  "Game arenas",
  "LAN parties",
  "Colleges",
  "Schools",
  "Libraries",
  "Hotels",
  "Game cafes",
  "Coffee shops",
];

export const HOME_HIGHLIGHTS = [
  { value: "< 30 min", label: "to install" },
  { value: "Bi-weekly", label: "new titles" },
  { value: "Your own", label: "Steam accounts" },
];
