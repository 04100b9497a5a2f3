import type { InsightDay } from "../insight-report";
import { labelledDays, niceScale } from "./chart-scale";
import { dayRange, formatCount, shortDay } from "./insight-format";

/** The gap on each side of a day's bar, in days (the bar is the rest of its column). */
const BAR_GAP = 0.15;

/**
 * Daily page views (bars) and unique visitors (a line), drawn by hand in SVG. The plot stretches
 * to any width (its units are days and counts, `preserveAspectRatio="none"`, strokes that do not
 * scale), while the axis labels are HTML, so their text keeps its size on a phone. Screen readers
 * get the summary in `aria-label`; the numbers themselves are in the table beside it. Each day's
 * group carries its values (`data-views`, `data-visitors`) and a tooltip.
 */
export function InsightsChart({ days }: { days: InsightDay[] }) {
  const count = days.length;
  const highest = Math.max(0, ...days.map(({ counts }) => Math.max(counts.views, counts.visitors)));
  const { top, ticks } = niceScale(highest);
  const y = (value: number) => top - value;
  const x = (index: number) => index + 0.5;
  const line = days.map(({ counts }, index) => `${x(index)},${y(counts.visitors)}`).join(" ");

  return (
    <figure className="flex flex-col gap-3">
      <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-300">
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="size-3 rounded-sm bg-accent-400" />
          Page views
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="h-0.5 w-4 rounded-full bg-amber-300" />
          Unique visitors
        </li>
      </ul>
      <div className="flex gap-2">
        <div aria-hidden="true" className="relative h-48 w-10 shrink-0 text-right text-xs text-slate-400 tabular-nums">
          {ticks.map((tick) => (
            <span key={tick} className="absolute right-0 translate-y-1/2" style={{ bottom: `${(tick / top) * 100}%` }}>
              {formatCount(tick)}
            </span>
          ))}
        </div>
        <div className="min-w-0 flex-1">
          <div className="relative h-48">
            <svg
              role="img"
              aria-label={chartSummary(days)}
              data-chart="views-and-visitors"
              viewBox={`0 0 ${count} ${top}`}
              preserveAspectRatio="none"
              className="absolute inset-0 size-full overflow-visible"
            >
              {ticks.map((tick) => (
                <line
                  key={tick}
                  x1={0}
                  x2={count}
                  y1={y(tick)}
                  y2={y(tick)}
                  className="stroke-surface-600"
                  strokeWidth={1}
                  vectorEffect="non-scaling-stroke"
                />
              ))}
              {days.map(({ day, counts }, index) => (
                <g key={day} data-day={day} data-views={counts.views} data-visitors={counts.visitors}>
                  <title>{`${shortDay(day)}: ${formatCount(counts.views)} page views, ${formatCount(counts.visitors)} unique visitors`}</title>
                  {/* The whole column answers the pointer, so a day without views still shows its tooltip. */}
                  <rect x={index} y={0} width={1} height={top} fill="transparent" />
                  <rect
                    x={index + BAR_GAP}
                    y={y(counts.views)}
                    width={1 - 2 * BAR_GAP}
                    height={counts.views}
                    className="fill-accent-400/85"
                  />
                </g>
              ))}
              <polyline
                points={line}
                fill="none"
                className="stroke-amber-300"
                strokeWidth={2}
                strokeLinejoin="round"
                vectorEffect="non-scaling-stroke"
                pointerEvents="none"
              />
              {/* A zero-length stroke with round caps is a dot that stays round when the plot stretches. */}
              {count <= 31
                ? days.map(({ day, counts }, index) => (
                    <path
                      key={day}
                      d={`M${x(index)} ${y(counts.visitors)}h0`}
                      className="stroke-amber-300"
                      strokeWidth={6}
                      strokeLinecap="round"
                      vectorEffect="non-scaling-stroke"
                      pointerEvents="none"
                    />
                  ))
                : null}
            </svg>
          </div>
          <div aria-hidden="true" className="relative mt-2 h-4 text-xs whitespace-nowrap text-slate-400">
            {/* Centred under their day; the last one runs into the card's padding, not past the card. */}
            {labelledDays(count).map((index) => (
              <span key={index} className="absolute -translate-x-1/2" style={{ left: `${(x(index) / count) * 100}%` }}>
                {shortDay(days[index]!.day)}
              </span>
            ))}
          </div>
        </div>
      </div>
    </figure>
  );
}

/** What the chart shows, in one sentence for screen readers. */
function chartSummary(days: InsightDay[]): string {
  const first = days[0]?.day;
  const last = days.at(-1)?.day;
  if (!first || !last) return "Daily page views and unique visitors: no days to show.";
  const views = days.reduce((sum, { counts }) => sum + counts.views, 0);
  const visitors = days.reduce((sum, { counts }) => sum + counts.visitors, 0);
  const intro = `Daily page views (bars) and unique visitors (line), ${dayRange(first, last)}`;
  if (views === 0 && visitors === 0) return `${intro}: none yet.`;
  const busiest = days.reduce((best, entry) => (entry.counts.views > best.counts.views ? entry : best));
  return (
    `${intro}: ${formatCount(views)} page views and ${formatCount(visitors)} unique visitors in all; ` +
    `the busiest day was ${shortDay(busiest.day)} with ${formatCount(busiest.counts.views)} page views.`
  );
}
