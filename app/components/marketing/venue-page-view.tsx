import { ArrowRight, LayoutGrid } from "lucide-react";
import { Fragment } from "react";

import { BackgroundVideo } from "~/components/layout/background-video";
import { CallToAction } from "~/components/layout/call-to-action";
import { FeatureGrid } from "~/components/marketing/feature-grid";
import { HighlightPanel } from "~/components/marketing/highlight-panel";
import { MarketingSection } from "~/components/marketing/marketing-section";
import { NumberedSteps } from "~/components/marketing/numbered-steps";
import { OptionCards } from "~/components/marketing/option-cards";
import { PageHero } from "~/components/marketing/page-hero";
import { PlanCards } from "~/components/marketing/plan-card";
import { ProsePanel } from "~/components/marketing/prose-panel";
import { TestimonialQuote } from "~/components/marketing/testimonial-quote";
import { ButtonLink } from "~/components/ui/button";
import { venueCallToActionTitle, venuePageTitle, type VenuePage, type VenueSection } from "~/content/venue-pages";
import { usePublicSettings } from "~/lib/use-public-settings";

/** A venue page ends with its own call to action (its own Sign Up target), not the site-wide one. */
export const VENUE_PAGE_HANDLE = { callToAction: false };

export function venuePageMeta(page: VenuePage) {
  return [{ title: venuePageTitle(page) }, { name: "description", content: page.description }];
}

/**
 * One of the eight venue landing pages (/ltgamearenas … /ltcoffeeshops): each has its own route
 * module and content module (app/content/venue-pages/), so a page loads its own words and icons,
 * not all eight pages'. Prerendered, so nothing here depends on the visitor.
 */
export function VenuePageView({ page }: { page: VenuePage }) {
  const settings = usePublicSettings();

  return (
    <>
      <BackgroundVideo />
      <PageHero
        icon={page.icon}
        eyebrow={page.name}
        title={page.title}
        intro={page.intro}
        actions={
          <>
            <ButtonLink to={page.signUpTo} size="lg">
              Get Started
              <ArrowRight aria-hidden="true" className="size-5" />
            </ButtonLink>
            <ButtonLink to="/lantypes" variant="secondary" size="lg">
              <LayoutGrid aria-hidden="true" className="size-5" />
              Explore LAN Types
            </ButtonLink>
          </>
        }
        aside={<HighlightPanel title="At a glance" highlights={page.highlights} />}
      />

      {page.sections.map((section) => (
        <MarketingSection
          key={section.id}
          id={section.id}
          eyebrow={section.eyebrow}
          title={section.title}
          text={section.text}
          align={section.kind === "testimonial" ? "center" : "start"}
        >
          <SectionContent section={section} />
        </MarketingSection>
      ))}

      {settings ? (
        <CallToAction
          settings={settings}
          title={venueCallToActionTitle(page)}
          signUpTo={page.signUpTo}
          meetingLabel={<TitleCase text="SCHEDULE A MEETING" />}
        />
      ) : null}
    </>
  );
}

function SectionContent({ section }: { section: VenueSection }) {
  switch (section.kind) {
    case "features":
      return <FeatureGrid features={section.features} columns={section.features.length === 4 ? 4 : 3} />;
    case "options":
      return <OptionCards options={section.options} />;
    case "plans":
      return <PlanCards headingLevel="h3" />;
    case "steps":
      return <NumberedSteps steps={section.steps} />;
    case "testimonial":
      return <TestimonialQuote quote={section.quote} attribution={section.attribution} />;
    case "text":
      return <ProsePanel paragraphs={section.paragraphs} points={section.points} />;
  }
}

/**
 * Text shown in title case whatever its letters: the words keep their spelling in the page (and
 * for tests and search engines), and only their look matches the title-case buttons beside them.
 * `::first-letter` needs a block box, hence one inline-block per word.
 */
function TitleCase({ text }: { text: string }) {
  return text.split(" ").map((word, index) => (
    <Fragment key={index}>
      {index > 0 ? " " : null}
      <span className="inline-block lowercase first-letter:uppercase">{word}</span>
    </Fragment>
  ));
}
