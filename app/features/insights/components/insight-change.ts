/** How a total compares with the same length of time just before, in the words of a summary card. */
export type InsightChange = {
  direction: "up" | "down" | "same" | "new";
  /** "+25% vs previous 30 days", "New: none in the previous 30 days", "No change vs previous 30 days". */
  text: string;
};

export function describeChange(current: number, previous: number, period: number): InsightChange {
  const against = `previous ${period} days`;
  if (current === previous) return { direction: "same", text: `No change vs ${against}` };
  // A percentage of nothing means nothing: say what happened instead.
  if (previous === 0) return { direction: "new", text: `New: none in the ${against}` };
  const percent = Math.round(((current - previous) / previous) * 100);
  const direction = current > previous ? "up" : "down";
  const sign = direction === "up" ? "+" : "-";
  // 1,000 against 1,001 rounds to 0%: still a change, and said as one.
  const size = percent === 0 ? "<1" : String(Math.abs(percent));
  return { direction, text: `${sign}${size}% vs ${against}` };
}
