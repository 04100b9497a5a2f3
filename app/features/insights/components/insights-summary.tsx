import clsx from "clsx";
import { Minus, Sparkles, TrendingDown, TrendingUp } from "lucide-react";
import { useId } from "react";

import { Card } from "~/components/ui/card";

import type { InsightSeries } from "../insight-report";
import { METRIC_LABELS, type InsightMetric, type MetricCounts } from "../insight-values";
import { describeChange, type InsightChange } from "./insight-change";
import { dayRange, formatCount } from "./insight-format";

type Headline = { key: string; label: string; metrics: readonly InsightMetric[]; hint?: string };

/** The cards, in the order an owner reads them: people, then where they found the center, then what they did. */
const HEADLINES: readonly Headline[] = [
  { key: "views", label: METRIC_LABELS.views, metrics: ["views"] },
  { key: "visitors", label: METRIC_LABELS.visitors, metrics: ["visitors"] },
  {
    key: "map",
    label: "Map appearances",
    metrics: ["map_list", "map_bubble"],
    hint: "In the map's list or opened on the map",
  },
  { key: "website", label: METRIC_LABELS.website, metrics: ["website"] },
  { key: "directions", label: METRIC_LABELS.directions, metrics: ["directions"] },
  { key: "phone", label: METRIC_LABELS.phone, metrics: ["phone"] },
  { key: "share", label: METRIC_LABELS.share, metrics: ["share"] },
  { key: "game_page", label: METRIC_LABELS.game_page, metrics: ["game_page"] },
  { key: "open_now", label: METRIC_LABELS.open_now, metrics: ["open_now"] },
];

function sum(counts: MetricCounts, metrics: readonly InsightMetric[]): number {
  return metrics.reduce((total, metric) => total + counts[metric], 0);
}

const CHANGE_LOOK: Record<InsightChange["direction"], { icon: typeof Minus; className: string }> = {
  up: { icon: TrendingUp, className: "text-emerald-300" },
  new: { icon: Sparkles, className: "text-emerald-300" },
  down: { icon: TrendingDown, className: "text-amber-200" },
  same: { icon: Minus, className: "text-slate-300" },
};

/**
 * The period's totals, one card per headline figure, each against the period before. The heading
 * names the period unless the page names the figures otherwise (`title`); `heading` is its level in
 * the page's outline.
 */
export function InsightsSummary({
  series,
  title = `Last ${series.period} days`,
  heading: Heading = "h3",
}: {
  series: InsightSeries;
  title?: string;
  heading?: "h2" | "h3";
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <Heading id={headingId} className="font-display text-lg font-bold tracking-tight text-white">
        {title}{" "}
        <span className="font-sans text-sm font-normal text-slate-300">({dayRange(series.from, series.to)})</span>
      </Heading>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        {HEADLINES.map((headline) => {
          const value = sum(series.totals, headline.metrics);
          const change = describeChange(value, sum(series.previousTotals, headline.metrics), series.period);
          const { icon: Icon, className } = CHANGE_LOOK[change.direction];
          return (
            <Card
              as="li"
              key={headline.key}
              padding="none"
              data-metric={headline.key}
              className="flex flex-col gap-1 p-4"
            >
              <span className="text-sm leading-snug text-slate-300">{headline.label}</span>
              <span data-value className="text-2xl leading-tight font-bold text-white tabular-nums">
                {formatCount(value)}
              </span>
              {headline.hint ? <span className="text-xs text-slate-400">{headline.hint}</span> : null}
              <span data-change className={clsx("mt-auto flex items-start gap-1 pt-1 text-xs leading-snug", className)}>
                <Icon aria-hidden="true" className="mt-px size-3.5 shrink-0" />
                {change.text}
              </span>
            </Card>
          );
        })}
      </ul>
    </section>
  );
}
