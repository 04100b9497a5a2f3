// `npm run digest -- [--month 2026-10]`: sends a month's insights e-mail now (default: last month,
// UTC) to every owner it has not reached yet, as the server's hourly check would. Safe beside
// running servers on PostgreSQL: whoever holds the digest's lock sends, the others do nothing. On
// the embedded database run it while the site is stopped (one process may hold the data folder).

import { parseArgs } from "node:util";

process.env.SEED_DEMO = "false"; // an ops command adds no demo venues

const usage = "Usage: npm run digest -- [--month YYYY-MM]   (default: last month)";

let month: string | undefined;
try {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { month: { type: "string" }, help: { type: "boolean", short: "h" } },
  });
  if (values.help) {
    console.info(usage);
    process.exit(0);
  }
  month = values.month;
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
  process.exit(1);
}

const { runMonthlyDigest } = await import("~/features/insights/monthly-digest.server");
const { withDatabase } = await import("./with-database");

await withDatabase(async () => {
  const run = await runMonthlyDigest({ month });
  if (!run.ran) {
    console.info(`Another process is sending the digest of ${run.month}: nothing done here.`);
    return;
  }
  console.info(
    `Digest of ${run.month}: ${run.planned} planned, ${run.sent} sent, ${run.skipped} skipped, ${run.failed} failed.`,
  );
  if (run.failed > 0) throw new Error(`${run.failed} could not be sent; run it again later.`);
});
