import {
  ArrowRight,
  BadgeCheck,
  Building2,
  Clock,
  Gamepad2,
  HardDriveDownload,
  Headset,
  KeyRound,
  Library,
  MapPin,
  ShieldCheck,
  UserRound,
  UsersRound,
  Wrench,
  type LucideIcon,
} from "lucide-react";

import { Link } from "react-router";

import { BackgroundVideo } from "~/components/layout/background-video";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { Card, CardDescription, CardTitle } from "~/components/ui/card";
import { media } from "~/content/media";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  { title: "LAN Centers | Building the LAN Center Industry Together" },
  {
    name: "description",
    content:
      "License the Steam PC Cafe game library for your LAN center or LAN party: installation in under 30 minutes, new titles every two weeks, and a network of venues that grows together.",
  },
];

type Feature = { icon: LucideIcon; title: string; text: string };

const steamPcCafeFeatures: Feature[] = [
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

const networkReasons: Feature[] = [
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

const steps = [
  { title: "Create your account", text: "Sign up with your e-mail address and confirm it with a code." },
  { title: "Register your venue", text: "Add your LAN center or LAN party, with its address and website." },
  { title: "Subscribe and play", text: "Choose a monthly plan per venue and install the library in under 30 minutes." },
];

const venueKinds = [
  "Game arenas",
  "LAN parties",
  "Colleges",
  "Schools",
  "Libraries",
  "Hotels",
  "Game cafes",
  "Coffee shops",
];

const highlights = [
  { value: "< 30 min", label: "to install" },
  { value: "Bi-weekly", label: "new titles" },
  { value: "Your own", label: "Steam accounts" },
];

export default function Home() {
  return (
    <>
      <BackgroundVideo />

      <section className="mx-auto max-w-7xl px-4 pt-16 pb-20 sm:px-6 sm:pt-24 lg:grid lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-center lg:gap-12 lg:px-8 lg:pt-28 lg:pb-28 xl:grid-cols-[minmax(0,1fr)_28rem]">
        <div className="max-w-3xl">
          <p className="inline-flex items-center gap-2 rounded-full border border-accent-400/30 bg-surface-900/70 px-3 py-1 text-sm font-medium text-accent-200">
            <Gamepad2 aria-hidden="true" className="size-4" />
            Steam PC Cafe licensing for gaming venues
          </p>
          <h1 className="mt-6 font-display text-4xl font-extrabold tracking-tight text-balance text-white sm:text-6xl lg:text-7xl">
            Building the LAN Center Industry <span className="text-accent-300">Together</span>
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-slate-200 sm:text-xl">
            Bring the Steam PC Cafe game library to your LAN center, LAN party, campus or café. Installation takes under
            30 minutes, players sign in with their own Steam accounts, and new titles arrive bi-weekly.
          </p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to="/signup-form" size="lg">
              Join Our Network
              <ArrowRight aria-hidden="true" className="size-5" />
            </ButtonLink>
            <ButtonLink to="/lancenters" variant="secondary" size="lg">
              <MapPin aria-hidden="true" className="size-5" />
              Find LAN Centers
            </ButtonLink>
          </div>

          <dl className="mt-14 grid max-w-3xl grid-cols-3 gap-3 sm:mt-16 sm:gap-4">
            {highlights.map((highlight) => (
              <div
                key={highlight.label}
                className="flex flex-col rounded-2xl border border-white/10 bg-surface-900/70 px-3 py-3 backdrop-blur-sm sm:px-5 sm:py-4"
              >
                <dt className="text-xs text-slate-300 sm:text-sm">{highlight.label}</dt>
                <dd className="order-first font-display text-lg font-bold text-white sm:text-2xl">{highlight.value}</dd>
              </div>
            ))}
          </dl>
        </div>

        <ListingPreview />
      </section>

      <section
        aria-labelledby="steam-pc-cafe-heading"
        className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8"
      >
        <SectionHeading
          id="steam-pc-cafe-heading"
          eyebrow="Steam PC Cafe"
          title="A whole game library, licensed for your venue"
          text="Everything your players expect from Steam, with the licensing, caching and controls a venue needs."
        />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {steamPcCafeFeatures.map((feature) => (
            <FeatureCard key={feature.title} feature={feature} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="how-it-works-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <SectionHeading
          id="how-it-works-heading"
          eyebrow="How it works"
          title="From sign-up to the first match"
          text="Each venue has its own listing and its own monthly subscription, managed from your dashboard."
        />
        <ol className="mt-12 grid gap-5 md:grid-cols-3">
          {steps.map((step, index) => (
            <Card as="li" key={step.title} className="relative">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-accent-400 font-display text-lg font-bold text-surface-950"
              >
                {index + 1}
              </span>
              <CardTitle className="mt-4">{step.title}</CardTitle>
              <CardDescription>{step.text}</CardDescription>
            </Card>
          ))}
        </ol>
        <div className="mt-10 rounded-2xl border border-white/10 bg-surface-900/70 p-6 backdrop-blur-sm sm:p-8">
          <h3 className="flex items-center gap-2 text-base font-semibold text-white">
            <Building2 aria-hidden="true" className="size-5 text-accent-300" />
            Made for every kind of venue
          </h3>
          <ul className="mt-4 flex flex-wrap gap-2">
            {venueKinds.map((kind) => (
              <li
                key={kind}
                className="rounded-full border border-surface-600 bg-surface-800/80 px-3 py-1 text-sm text-slate-200"
              >
                {kind}
              </li>
            ))}
          </ul>
          <Link
            to="/lantypes"
            className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-accent-300 hover:text-accent-200"
          >
            Explore LAN types
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </section>

      <section aria-labelledby="why-choose-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <SectionHeading
          id="why-choose-heading"
          eyebrow="The network"
          title="Why Choose Our Network"
          text="More than a licence: a community of venues that helps each other grow."
        />
        <ul className="mt-12 grid gap-5 md:grid-cols-3">
          {networkReasons.map((reason) => (
            <FeatureCard key={reason.title} feature={reason} highlighted />
          ))}
        </ul>
        <p className="mt-8 flex items-center gap-2 text-sm text-slate-300">
          <Headset aria-hidden="true" className="size-4 shrink-0 text-accent-300" />
          Questions before you join? Write to us or book a short call with our team below.
        </p>
      </section>
    </>
  );
}

function SectionHeading({ id, eyebrow, title, text }: { id: string; eyebrow: string; title: string; text: string }) {
  return (
    <div className="max-w-2xl">
      <p className="text-sm font-semibold tracking-widest text-accent-300 uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 font-display text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
        {title}
      </h2>
      <p className="mt-4 text-base leading-relaxed text-pretty text-slate-300 sm:text-lg">{text}</p>
    </div>
  );
}

function FeatureCard({ feature, highlighted = false }: { feature: Feature; highlighted?: boolean }) {
  const Icon = feature.icon;
  return (
    <Card as="li" className={highlighted ? "border-accent-400/30" : undefined}>
      <span
        aria-hidden="true"
        className="flex size-11 items-center justify-center rounded-xl bg-linear-to-br from-accent-400/20 to-glow-500/20 text-accent-300 ring-1 ring-white/10"
      >
        <Icon className="size-5" />
      </span>
      <CardTitle className="mt-4">{feature.title}</CardTitle>
      <CardDescription>{feature.text}</CardDescription>
    </Card>
  );
}

/** A sample directory card beside the hero on wide screens: shows what a member venue gets. */
function ListingPreview() {
  return (
    <div aria-hidden="true" className="relative hidden lg:block">
      <div className="absolute -inset-10 rounded-[3rem] bg-linear-to-br from-accent-500/25 to-glow-500/25 blur-3xl" />
      <div className="relative rotate-2 overflow-hidden rounded-2xl border border-white/10 bg-surface-900/95 shadow-2xl shadow-black/50">
        <img
          src={media.fallbackImages.venue}
          alt=""
          width={800}
          height={450}
          loading="lazy"
          className="aspect-video w-full object-cover"
        />
        <div className="p-5">
          <div className="flex items-center justify-between gap-3">
            <p className="font-display text-lg font-semibold text-white">Your LAN Center</p>
            <Badge tone="success" icon={<BadgeCheck />}>
              Verified
            </Badge>
          </div>
          <p className="mt-2 text-sm leading-relaxed text-slate-300">
            Steam PC Cafe library · Featured in the directory and on the map
          </p>
          <ul className="mt-4 flex flex-wrap gap-2">
            {["Game caching", "Content controls", "Community chat"].map((perk) => (
              <li key={perk} className="rounded-md bg-surface-800 px-2 py-1 text-xs text-slate-200">
                {perk}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
