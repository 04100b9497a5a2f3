import clsx from "clsx";
import { Check, X } from "lucide-react";
import { useId, type ReactNode } from "react";

import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { formatPlanPrice, PLANS, type Plan } from "~/content/plans";

/**
 * Both plans of the catalogue side by side, the one card design of every page that shows them (home,
 * venue pages, join pages, payment); `action` puts a page's own button under each.
 */
export function PlanCards({
  action,
  headingLevel,
  className,
}: {
  action?: (plan: Plan) => ReactNode;
  headingLevel?: "h2" | "h3";
  className?: string;
}) {
  return (
    <ul className={clsx("grid gap-8 md:grid-cols-2", className)}>
      {PLANS.map((plan) => (
        <li key={plan.id}>
          <PlanCard plan={plan} headingLevel={headingLevel} action={action?.(plan)} />
        </li>
      ))}
    </ul>
  );
}

/**
 * One plan of the catalogue: name, monthly price, what it includes and leaves out, and whatever
 * action the page puts under it (a Subscribe button, a sign-up link). No venue logic: the
 * marketing pages show the same card.
 */
export function PlanCard({
  plan,
  action,
  headingLevel = "h2",
}: {
  plan: Plan;
  action?: ReactNode;
  headingLevel?: "h2" | "h3";
}) {
  const headingId = useId();
  const Heading = headingLevel;
  return (
    <Card
      as="article"
      aria-labelledby={headingId}
      padding="lg"
      className={clsx("relative flex h-full flex-col", plan.mostPopular && "border-accent-400/70 shadow-accent-500/15")}
    >
      {plan.mostPopular ? (
        <Badge tone="info" className="absolute -top-3 left-1/2 -translate-x-1/2 bg-surface-900">
          MOST POPULAR
        </Badge>
      ) : null}
      <Heading id={headingId} className="font-display text-xl font-bold text-white">
        {plan.name}
      </Heading>
      <p className="mt-2 text-sm text-slate-300">{plan.description}</p>
      <p className="mt-5 flex items-baseline gap-1">
        <span className="text-4xl font-bold text-white">{formatPlanPrice(plan)}</span>
        <span className="text-slate-300">/ {plan.interval}</span>
      </p>
      <ul className="mt-6 flex flex-1 flex-col gap-2.5 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2 text-slate-200">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-400" />
            {feature}
          </li>
        ))}
        {plan.notIncluded.map((item) => (
          <li key={item} className="flex gap-2 text-slate-400">
            <X aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
            <span>
              <span className="sr-only">Not included: </span>
              <span className="line-through">{item}</span>
            </span>
          </li>
        ))}
      </ul>
      {action ? <div className="mt-8">{action}</div> : null}
    </Card>
  );
}
