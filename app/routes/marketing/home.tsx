import { ArrowRight, Headset, MapPin } from "lucide-react";

import { lazy, Suspense, useEffect } from "react";
import { useLocation, useNavigate } from "react-router";

import { BackgroundVideo } from "~/components/layout/background-video";
import { ButtonLink } from "~/components/ui/button";
import { CommunityCards } from "~/components/marketing/community-cards";
import { FeatureGrid } from "~/components/marketing/feature-grid";
import { GameCoverStrip } from "~/components/marketing/game-cover-strip";
import { HomeHero } from "~/components/marketing/home-hero";
import { HomeSection } from "~/components/marketing/home-section";
import { NumberedSteps } from "~/components/marketing/numbered-steps";
import { SectionHeading } from "~/components/marketing/section-heading";
import { VenueKindsPanel } from "~/components/marketing/venue-kinds-panel";
import { COVER_STRIP_GAMES } from "~/content/cover-strip";
import { withSteamHeaders } from "~/features/content/game-art.server";
import {
  HOME_COMMUNITY,
  HOME_HERO,
  HOME_NETWORK_REASONS,
  HOME_QUESTIONS_NOTE,
  HOME_SECTIONS,
  HOME_STEAM_PC_CAFE_FEATURES,
  HOME_STEPS,
  HOME_VENUE_KINDS,
} from "~/content/home-page";
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

/** Rendered at start with that start's settings (prerendered): Steam's art when STEAM_IMAGE_HOST is set. */
export function loader() {
  return { coverStrip: withSteamHeaders(COVER_STRIP_GAMES) };
}

// Far below the fold: their code arrives after the page's first script (the HTML has them at once).
const HomePlans = lazy(() => import("~/features/subscriptions/components/home-plans"));

export default function Home({ loaderData }: Route.ComponentProps) {
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

      <HomeHero
        {...HOME_HERO}
        actions={
          <>
            <ButtonLink to="/signup-form" size="lg">
              Join Our Network
              <ArrowRight aria-hidden="true" className="size-5" />
            </ButtonLink>
            <ButtonLink to="/lancenters" variant="secondary" size="lg">
              <MapPin aria-hidden="true" className="size-5" />
              Find LAN Centers
            </ButtonLink>
          </>
        }
      />

      <section aria-labelledby="cover-strip-heading" className="pb-8">
        <GameCoverStrip games={loaderData.coverStrip} headingId="cover-strip-heading" />
      </section>

      <HomeSection headingId="steam-pc-cafe-heading" heading={HOME_SECTIONS.steamPcCafe}>
        <div className="mt-12">
          <FeatureGrid features={HOME_STEAM_PC_CAFE_FEATURES} />
        </div>
      </HomeSection>

      <HomeSection headingId="community-heading" heading={HOME_SECTIONS.community}>
        <CommunityCards
          showcase={HOME_COMMUNITY.showcase}
          cards={[{ ...HOME_COMMUNITY.discord, href: discordUrl }, ...HOME_COMMUNITY.cards]}
        />
      </HomeSection>

      <HomeSection headingId="how-it-works-heading" heading={HOME_SECTIONS.howItWorks}>
        <div className="mt-12">
          <NumberedSteps steps={HOME_STEPS} />
        </div>
        <VenueKindsPanel {...HOME_VENUE_KINDS} />
      </HomeSection>

      <HomeSection headingId="why-choose-heading" heading={HOME_SECTIONS.whyChoose}>
        <div className="mt-12">
          <FeatureGrid features={HOME_NETWORK_REASONS} highlighted />
        </div>
        <p className="mt-8 flex items-center gap-2 text-sm text-slate-300">
          <Headset aria-hidden="true" className="size-4 shrink-0 text-accent-300" />
          {HOME_QUESTIONS_NOTE}
        </p>
      </HomeSection>

      {/* Written out, not a HomeSection: the plan cards' generated ids (useId) follow this nesting. */}
      <section
        id="choose-your-plan"
        aria-labelledby="choose-your-plan-heading"
        className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8"
      >
        <SectionHeading id="choose-your-plan-heading" {...HOME_SECTIONS.plans} />
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
