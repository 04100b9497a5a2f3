import { ArrowDown, Building2, ClipboardList } from "lucide-react";

import { FeatureGrid } from "~/components/marketing/feature-grid";
import { HighlightPanel } from "~/components/marketing/highlight-panel";
import { LinkCardGrid } from "~/components/marketing/link-card-grid";
import { MarketingSection } from "~/components/marketing/marketing-section";
import { PageHero } from "~/components/marketing/page-hero";
import { BackgroundVideo } from "~/components/layout/background-video";
import { ButtonLink } from "~/components/ui/button";
import { MEMBERSHIP_FEATURES, MEMBERSHIP_HIGHLIGHTS, VENUE_PAGE_CARD_LIST } from "~/content/venue-pages";
import type { Route } from "./+types/lantypes";

export const meta: Route.MetaFunction = () => [
  { title: "LAN Types | LAN Centers" },
  {
    name: "description",
    content:
      "Add the LAN Centers membership and Steam PC Cafe to your venue: game arenas, LAN parties, colleges, schools, libraries, hotels, game cafes and coffee shops.",
  },
];

const venueCards = VENUE_PAGE_CARD_LIST.map((page) => ({
  to: `/${page.path}`,
  icon: page.icon,
  title: page.name,
  text: page.blurb,
}));

/** The hub of the venue landing pages: what the membership adds, then one card per kind of venue. */
export default function LanTypes() {
  return (
    <>
      <BackgroundVideo />
      <PageHero
        icon={Building2}
        eyebrow="LAN Types"
        title="Add the membership and Steam PC Cafe to your LAN center"
        intro="Whatever kind of venue you run, the membership brings a large licensed game library, a community of venues and a featured place in the directory. Pick your kind of venue to see what it means for you."
        actions={
          <>
            <ButtonLink href="#venue-types" size="lg">
              <ArrowDown aria-hidden="true" className="size-5" />
              Find Your Venue Type
            </ButtonLink>
            <ButtonLink to="/registration-choice" variant="secondary" size="lg">
              <ClipboardList aria-hidden="true" className="size-5" />
              Register a Venue
            </ButtonLink>
          </>
        }
        aside={<HighlightPanel title="Every membership" highlights={MEMBERSHIP_HIGHLIGHTS} />}
      />

      <MarketingSection
        id="venue-types"
        eyebrow="Venue types"
        title="Made for every kind of venue"
        text="Each kind of venue uses the library its own way. Choose yours to see how."
      >
        <LinkCardGrid cards={venueCards} />
      </MarketingSection>

      <MarketingSection
        id="membership"
        eyebrow="The membership"
        title="What every venue gets"
        text="One monthly subscription per venue, with everything your players expect from Steam and everything a venue needs to run it."
      >
        <FeatureGrid features={MEMBERSHIP_FEATURES} />
      </MarketingSection>
    </>
  );
}
