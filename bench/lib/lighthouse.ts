import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../tests/support/chromium";

export const LIGHTHOUSE_CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type LighthouseScores = Record<(typeof LIGHTHOUSE_CATEGORIES)[number], number>;

/**
 * Lighthouse's mobile run (its default: a mid-range phone on a slow 4G link, simulated) of each
 * page, in Debian's Chromium. Scores are 0-100. Each page is run `runs` times and the median
 * run (by performance) is kept, as Lighthouse's own guidance on variance advises.
 */
export async function lighthouseScores(baseUrl: string, paths: readonly string[], runs = 3) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [
      "--headless=new",
      ...CHROMIUM_ARGS,
      // The bench's proxy has a certificate made for the run (bench/lib/nginx.ts).
      "--ignore-certificate-errors",
    ],
  });
  try {
    const results: Record<string, LighthouseScores> = {};
    for (const pagePath of paths) {
      const scored: LighthouseScores[] = [];
      for (let run = 0; run < runs; run++) {
        const outcome = await lighthouse(`${baseUrl}${pagePath}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: [...LIGHTHOUSE_CATEGORIES],
        });
        const categories = outcome?.lhr.categories;
        if (!categories) throw new Error(`Lighthouse gave no result for ${pagePath}`);
        scored.push(
          Object.fromEntries(
            LIGHTHOUSE_CATEGORIES.map((name) => [name, Math.round((categories[name]?.score ?? 0) * 100)]),
          ) as LighthouseScores,
        );
      }
      scored.sort((a, b) => a.performance - b.performance);
      results[pagePath] = scored[Math.floor(scored.length / 2)]!;
    }
    return results;
  } finally {
    chrome.kill();
  }
}
