import clsx from "clsx";

import { FeatureCard } from "~/components/marketing/feature-card";
import type { Feature } from "~/content/marketing-types";

const columnClasses = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

/** Selling points as a responsive grid of cards: one column on a phone, up to `columns` on a desktop. */
export function FeatureGrid({
  features,
  columns = 3,
  highlighted = false,
}: {
  features: readonly Feature[];
  columns?: keyof typeof columnClasses;
  highlighted?: boolean;
}) {
  return (
    <ul className={clsx("grid gap-5", columnClasses[columns])}>
      {features.map((feature) => (
        <FeatureCard key={feature.title} {...feature} highlighted={highlighted} />
      ))}
    </ul>
  );
}
