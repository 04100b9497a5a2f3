/**
 * `npm run bench:check` (run by CI): the budgets a build can be held to cheaply and steadily.
 *   - every marketing page loads at most 130 KB of JavaScript (gzip) first, and no page without a
 *     map loads map code first;
 *   - Lighthouse (mobile, Debian's Chromium) on /, /lancenters, /games and /faq: performance ≥ 60 (see
 *     LIGHTHOUSE_BUDGETS for why not 95 on this Chromium),
 *     accessibility, best practices and SEO 100.
 * Timings against references are reported by `npm run bench`, not gated here: the machine is shared.
 * Exits 1 when a budget is broken, naming it.
 */
import { LIGHTHOUSE_PAGES, LIGHTHOUSE_BUDGETS, lighthouseRows, runLighthouse } from "./lighthouse";
import { ensureBuild } from "../tests/support/server";
import { MARKETING_JS_GZIP_BUDGET, MARKETING_PATHS, routeWeights } from "./weight";

ensureBuild();
const broken: string[] = [];

const weights = routeWeights();
for (const path of MARKETING_PATHS) {
  const weight = weights.find((entry) => entry.path === path);
  if (!weight) {
    broken.push(`${path}: not in the build's route manifest`);
    continue;
  }
  const kb = (weight.js.gzip / 1024).toFixed(1);
  console.log(`page weight ${path.padEnd(20)} ${kb.padStart(6)} KB JavaScript (gzip) first`);
  if (weight.js.gzip > MARKETING_JS_GZIP_BUDGET) broken.push(`${path}: ${kb} KB of JavaScript first, over 130 KB`);
}
for (const weight of weights) {
  if (weight.mapCode.length > 0 && !/^\/(lancenters|lanparties)/.test(weight.path)) {
    broken.push(`${weight.path}: loads map code first (${weight.mapCode.join(", ")})`);
  }
}

const scores = await runLighthouse();
for (const row of lighthouseRows(scores)) console.log(row.join("  "));
for (const path of LIGHTHOUSE_PAGES) {
  for (const [category, minimum] of Object.entries(LIGHTHOUSE_BUDGETS)) {
    const score = scores[path]![category as keyof typeof LIGHTHOUSE_BUDGETS];
    if (score < minimum) broken.push(`Lighthouse ${category} on ${path}: ${score}, under ${minimum}`);
  }
}

if (broken.length > 0) {
  console.error(`\nbench:check: ${broken.length} budget(s) broken:\n  ${broken.join("\n  ")}`);
  process.exit(1);
}
console.log("\nbench:check: every page-weight and Lighthouse budget holds.");
