import { ArrowRight, ExternalLink, type LucideIcon } from "lucide-react";

import { IconBadge } from "~/components/marketing/feature-card";
import { ButtonLink } from "~/components/ui/button";
import { Card, CardDescription, CardTitle } from "~/components/ui/card";
import type { Feature } from "~/content/marketing-types";

/** A card links to an address outside the site (no link while that is unset) or to a page of the site. */
export type CommunityCardProps = {
  icon: LucideIcon;
  title: string;
  text: string;
  linkLabel: string;
} & ({ href: string | undefined; to?: never } | { to: string; href?: never });

/** The community section's cards: the showcase across the full width, then one card per way to take part. */
export function CommunityCards({ showcase, cards }: { showcase: Feature; cards: readonly CommunityCardProps[] }) {
  const ShowcaseIcon = showcase.icon;
  return (
    <div className="mt-12 grid gap-5 lg:grid-cols-3">
      <Card as="article" padding="lg" className="border-accent-400/30 lg:col-span-3">
        <div className="flex flex-col gap-6 md:flex-row md:items-center">
          <span
            aria-hidden="true"
            className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-linear-to-br from-accent-400/25 to-glow-500/25 text-accent-200 ring-1 ring-white/10"
          >
            <ShowcaseIcon className="size-7" />
          </span>
          <div>
            <CardTitle as="h3" className="text-xl">
              {showcase.title}
            </CardTitle>
            <CardDescription>{showcase.text}</CardDescription>
          </div>
        </div>
      </Card>
      {cards.map((card) => (
        <CommunityCard key={card.title} {...card} />
      ))}
    </div>
  );
}

/** A card of the community section whose link leads on (in a new tab when it leaves the site). */
function CommunityCard({ icon, title, text, linkLabel, href, to }: CommunityCardProps) {
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
