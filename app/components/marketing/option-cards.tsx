import clsx from "clsx";

import { CheckList } from "~/components/marketing/check-list";
import { IconBadge } from "~/components/marketing/feature-card";
import { Badge } from "~/components/ui/badge";
import { Card, CardDescription, CardTitle } from "~/components/ui/card";
import type { Option } from "~/content/marketing-types";

/** Side-by-side choices (packages, plans), each with its own list of what it includes. */
export function OptionCards({ options }: { options: readonly Option[] }) {
  return (
    <ul className={clsx("grid gap-5", options.length === 2 ? "md:grid-cols-2" : "md:grid-cols-2 lg:grid-cols-3")}>
      {options.map((option) => (
        <Card
          as="li"
          key={option.name}
          padding="lg"
          className={clsx(
            "relative flex flex-col",
            option.badge && "border-accent-400/50 bg-linear-to-b from-accent-500/10 to-surface-900/85",
          )}
        >
          <div className="flex flex-wrap items-start justify-between gap-3">
            <IconBadge icon={option.icon} />
            {option.badge ? <Badge tone="info">{option.badge}</Badge> : null}
          </div>
          <CardTitle className="mt-5 font-display text-xl">{option.name}</CardTitle>
          {option.price ? <p className="mt-1 font-display text-2xl font-bold text-white">{option.price}</p> : null}
          <CardDescription className="text-base">{option.text}</CardDescription>
          <CheckList items={option.points} className="mt-6 border-t border-white/10 pt-6" />
        </Card>
      ))}
    </ul>
  );
}
