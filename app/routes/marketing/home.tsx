import {
  ArrowRight,
  BadgeCheck,
  Building2,
  ExternalLink,
  Gamepad2,
  Globe,
  Headset,
  MapPin,
  MessagesSquare,
  Trophy,
  type LucideIcon,
} from "lucide-react";

import { lazy, Suspense, useEffect } from "react";
import { Link, useLocation, useNavigate } from "react-router";

import { BackgroundVideo } from "~/components/layout/background-video";
import { Badge } from "~/components/ui/badge";
import { ButtonLink } from "~/components/ui/button";
import { Card, CardDescription, CardTitle } from "~/components/ui/card";
import { IconBadge } from "~/components/marketing/feature-card";
import { FeatureGrid } from "~/components/marketing/feature-grid";
import { NumberedSteps } from "~/components/marketing/numbered-steps";
import { PageEyebrow } from "~/components/marketing/page-hero";
import { GameCoverStrip } from "~/components/marketing/game-cover-strip";
import { SectionHeading } from "~/components/marketing/section-heading";
import { COVER_STRIP_GAMES } from "~/content/cover-strip";
import {
  HOME_HIGHLIGHTS,
  HOME_NETWORK_REASONS,
  HOME_STEAM_PC_CAFE_FEATURES,
  HOME_STEPS,
  HOME_VENUE_KINDS,
  IGAMES_URL,
} from "~/content/home-page";
import { media } from "~/content/media";
import { useCurrentViewer } from "~/lib/current-viewer";
import { usePublicSettings } from "~/lib/use-public-settings";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  { title: "LAN Centers | Building the LAN Center Industry Together" },
  {
    name: "description",
    content:
      "License the Steam PC Cafe game library for your LAN center or LAN party: installation in under 30 minutes, new titles every two weeks, and a network of venues that grows together.",
  },
];

// Far below the fold: their code arrives after the page's first script (the HTML has them at once).
const HomePlans = lazy(() => import("~/features/subscriptions/components/home-plans"));

export default function Home() {
  const settings = usePublicSettings();
  const viewer = useCurrentViewer();
  const location = useLocation();
  const navigate = useNavigate();

  // The fragment never reaches the server (and this page is prerendered): look in the browser. The
  // check is imported only for an address that carries a query or fragment at all.
  useEffect(() => {
    if (!location.search && !location.hash) return;
    let current = true;
    void import("~/features/accounts/recovery-link").then(({ recoveryRedirectTarget }) => {
      const target = recoveryRedirectTarget(location);
      if (current && target) navigate(target, { replace: true });
    });
    return () => {
      current = false;
    };
  }, [location, navigate]);

  const discordUrl = settings?.socialLinks.find((link) => link.label === "Discord")?.href;
  // Signed in: straight to registering a venue; otherwise an account comes first.
  const getStartedTo = viewer ? "/register-lan-center" : "/signup-form";

  return (
    <>
      <BackgroundVideo />

      <section className="mx-auto max-w-7xl px-4 pt-16 pb-20 sm:px-6 sm:pt-24 lg:grid lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-center lg:gap-12 lg:px-8 lg:pt-28 lg:pb-28 xl:grid-cols-[minmax(0,1fr)_28rem]">
        <div className="max-w-3xl">
          <PageEyebrow icon={Gamepad2}>Steam PC Cafe licensing for gaming venues</PageEyebrow>
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

          <dl className="mt-14 grid max-w-3xl grid-cols-3 gap-2 sm:mt-16 sm:gap-4">
            {HOME_HIGHLIGHTS.map((highlight) => (
              <div
                key={highlight.label}
                className="flex flex-col rounded-2xl border border-white/10 bg-surface-900/70 px-2.5 py-3 backdrop-blur-sm sm:px-5 sm:py-4"
              >
                <dt className="text-xs text-slate-300 sm:text-sm">{highlight.label}</dt>
                <dd className="order-first font-display text-base font-bold whitespace-nowrap text-white min-[400px]:text-lg sm:text-2xl">
                  {highlight.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>

        <ListingPreview />
      </section>

      <section aria-labelledby="cover-strip-heading" className="pb-8">
        <GameCoverStrip games={COVER_STRIP_GAMES} headingId="cover-strip-heading" />
      </section>

      <section
        aria-labelledby="steam-pc-cafe-heading"
        className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8"
      >
        <SectionHeading
          id="steam-pc-cafe-heading"
          eyebrow="Steam PC Cafe"
          title="The full Steam experience, licensed for your venue"
          text="Everything your players expect from Steam, with the licensing, caching and controls a venue needs."
        />
        <div className="mt-12">
          <FeatureGrid features={HOME_STEAM_PC_CAFE_FEATURES} />
        </div>
      </section>

      <section aria-labelledby="community-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <SectionHeading
          id="community-heading"
          eyebrow="Showcases and community"
          title="New games, shown where players meet"
          text="Membership is more than a licence: new titles are showcased at member venues, and owners and organisers help each other in one community."
        />
        <div className="mt-12 grid gap-5 lg:grid-cols-3">
          <Card as="article" padding="lg" className="border-accent-400/30 lg:col-span-3">
            <div className="flex flex-col gap-6 md:flex-row md:items-center">
              <span
                aria-hidden="true"
                className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-linear-to-br from-accent-400/25 to-glow-500/25 text-accent-200 ring-1 ring-white/10"
              >
                <Trophy className="size-7" />
              </span>
              <div>
                <CardTitle as="h3" className="text-xl">
                  iGames Showcase
                </CardTitle>
                <CardDescription>
                  Game showcases bring new and upcoming titles of the library to member venues, so your players try them
                  first and your events always have something new. New titles join the library bi-weekly.
                </CardDescription>
              </div>
            </div>
          </Card>
          <CommunityCard
            icon={MessagesSquare}
            title="Our Discord server"
            text="Talk with other LAN center owners and LAN party organisers, share what works, and reach our team."
            href={discordUrl}
            linkLabel="Join the Discord server"
          />
          <CommunityCard
            icon={Globe}
            title="iGames.gg"
            text="The home of the iGames network: the games, the showcases and the venues that play them."
            href={IGAMES_URL}
            linkLabel="Visit iGames.gg"
          />
          <CommunityCard
            icon={MapPin}
            title="A featured listing"
            text="Verified venues are listed in the directory and on the map, so players nearby find you."
            to="/lancenters"
            linkLabel="Find LAN Centers"
          />
        </div>
      </section>

      <section aria-labelledby="how-it-works-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <SectionHeading
          id="how-it-works-heading"
          eyebrow="How it works"
          title="From sign-up to the first match"
          text="Each venue has its own listing and its own monthly subscription, managed from your dashboard."
        />
        <div className="mt-12">
          <NumberedSteps steps={HOME_STEPS} />
        </div>
        <div className="mt-10 rounded-2xl border border-white/10 bg-surface-900/70 p-6 backdrop-blur-sm sm:p-8">
          <h3 className="flex items-center gap-2 text-base font-semibold text-white">
            <Building2 aria-hidden="true" className="size-5 text-accent-300" />
            Made for every kind of venue
          </h3>
          <ul className="mt-4 flex flex-wrap gap-2">
            {HOME_VENUE_KINDS.map((kind) => (
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
        <div className="mt-12">
          <FeatureGrid features={HOME_NETWORK_REASONS} highlighted />
        </div>
        <p className="mt-8 flex items-center gap-2 text-sm text-slate-300">
          <Headset aria-hidden="true" className="size-4 shrink-0 text-accent-300" />
          Questions before you join? Write to us or book a short call with our team below.
        </p>
      </section>

      <section
        id="choose-your-plan"
        aria-labelledby="choose-your-plan-heading"
        className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8"
      >
        <SectionHeading
          id="choose-your-plan-heading"
          eyebrow="Pricing"
          title="Choose Your Plan"
          text="One monthly subscription per venue. Early Access pricing costs about the same as adding one AAA game a month."
        />
        <Suspense fallback={null}>
          <HomePlans getStartedTo={getStartedTo} />
        </Suspense>
        <div className="mt-12 flex justify-center">
          <ButtonLink to="/signup-form" size="lg">
            Join Our Network
            <ArrowRight aria-hidden="true" className="size-5" />
          </ButtonLink>
        </div>
      </section>
    </>
  );
}

/** A card of the community section whose link leads on (in a new tab when it leaves the site). */
function CommunityCard({
  icon,
  title,
  text,
  linkLabel,
  href,
  to,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  linkLabel: string;
} & ({ href: string | undefined; to?: never } | { to: string; href?: never })) {
  return (
    <Card as="article" className="flex flex-col">
      <IconBadge icon={icon} />
      <CardTitle className="mt-4">{title}</CardTitle>
      <CardDescription>{text}</CardDescription>
      <div className="mt-auto pt-5">
        {to ? (
          <ButtonLink to={to} variant="secondary" size="sm">
            {linkLabel}
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        ) : href ? (
          <ButtonLink href={href} newTab variant="secondary" size="sm">
            {linkLabel}
            <ExternalLink aria-hidden="true" className="size-4" />
          </ButtonLink>
        ) : null}
      </div>
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
