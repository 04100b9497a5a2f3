import { ArrowRight, type LucideIcon } from "lucide-react";
import { Link } from "react-router";

import { IconBadge } from "~/components/marketing/feature-card";
import { Card, CardDescription, CardTitle } from "~/components/ui/card";

export type LinkCard = { to: string; icon: LucideIcon; title: string; text: string };

/**
 * Cards that each lead to a page. The title is the link (so its accessible name is the title, not
 * "Learn more"); a pseudo-element stretches it over the whole card for pointer users.
 */
export function LinkCardGrid({ cards }: { cards: readonly LinkCard[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map((card) => (
        <Card
          as="li"
          key={card.to}
          interactive
          className="group relative flex flex-col has-[a:focus-visible]:border-accent-400/80 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-accent-300"
        >
          <IconBadge icon={card.icon} />
          <CardTitle className="mt-4">
            <Link
              to={card.to}
              className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
              prefetch="intent"
            >
              {card.title}
            </Link>
          </CardTitle>
          <CardDescription className="flex-1">{card.text}</CardDescription>
          <span
            aria-hidden="true"
            className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-accent-300 group-hover:text-accent-200"
          >
            Learn more
            <ArrowRight className="size-4 transition-transform duration-150 group-hover:translate-x-0.5" />
          </span>
        </Card>
      ))}
    </ul>
  );
}
