import { scheduleMonthlyDigest } from "./monthly-digest.server";
import { flushInsights } from "./record-insights.server";

/**
 * The insights' work that runs beside the requests, started by `server/main.ts`: the monthly
 * digest's schedule. `stop` ends it and writes the counts not yet flushed, before the database
 * closes.
 */
export function startInsightJobs(): { stop: () => Promise<void> } {
  const stopDigest = scheduleMonthlyDigest();
  return {
    stop: async () => {
      stopDigest();
      await flushInsights();
    },
  };
}
