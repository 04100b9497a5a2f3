/**
 * The daily chart's scale, worked out by hand (no chart library for one chart): a top value and a
 * step of 1, 2 or 5 times a power of ten, whole numbers only, since the chart counts.
 */
export function niceScale(max: number, steps = 4): { top: number; ticks: number[] } {
  if (max <= 0) return { top: steps, ticks: Array.from({ length: steps + 1 }, (_, index) => index) };
  const rough = max / steps;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((factor) => factor * power).find((size) => size >= rough) ?? 10 * power);
  const top = Math.ceil(max / step) * step;
  return { top, ticks: Array.from({ length: top / step + 1 }, (_, index) => index * step) };
}

/**
 * Which days get a label under the chart: the last one (today) and every `gap` before it, so a
 * phone's narrow chart keeps them apart (7 days: each; 30: weekly; 90: every three weeks).
 */
export function labelledDays(count: number): number[] {
  const gap = count <= 7 ? 1 : count <= 31 ? 7 : 21;
  const indexes: number[] = [];
  for (let index = count - 1; index >= 0; index -= gap) indexes.unshift(index);
  return indexes;
}
