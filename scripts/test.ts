/**
 * `npm test`: types, lint, a production build, unit and integration tests, then the browser suite
 * in Chromium against the build. Ends with one line "N passed, N failed, N skipped" over every test run.
 *
 * Types and lint run beside the build; then the unit and integration tests, then the browser suite
 * (both need the build). Those two run one after the other: on two cores each fills both, and side
 * by side they took longer (2,510 s against 474 s + 1,884 s alone) and timed tests out. Each line of
 * a step's output is prefixed with its name, so the log stays readable while two steps write at once.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";

const resultsDir = path.resolve("test-results");
rmSync(path.join(resultsDir, "vitest.json"), { force: true });
rmSync(path.join(resultsDir, "playwright.json"), { force: true });
mkdirSync(resultsDir, { recursive: true });

const isCI = process.env.CI === "true";
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const failures: string[] = [];
const started = Date.now();

/** Runs one step; resolves whether it passed. */
function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<boolean> {
  console.log(`\n▶ ${label}: ${command} ${args.join(" ")}`);
  const stepStarted = Date.now();
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on("line", (line) => console.log(`[${label}] ${line}`));
  }
  return new Promise((resolve) => {
    child.on("close", (status) => {
      const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
      if (status !== 0) {
        failures.push(label);
        console.log(`✖ ${label} failed (${seconds} s)`);
        resolve(false);
        return;
      }
      console.log(`✔ ${label} (${seconds} s)`);
      resolve(true);
    });
  });
}

const checks = [run("types", "npm", ["run", "--silent", "typecheck"]), run("lint", "npm", ["run", "--silent", "lint"])];
// The start-up tests and the browser suite run the production build.
const built = await run("build", "npm", ["run", "--silent", "build"]);
await run("unit and integration tests", "npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${path.join(resultsDir, "vitest.json")}`,
]);

let browserSkipped = false;
if (existsSync(chromium)) {
  if (built) await run("browser tests", "npx", ["playwright", "test"], { CHROMIUM_PATH: chromium });
} else if (isCI) {
  failures.push("browser tests");
  console.log(`✖ No Chromium at ${chromium}: under CI the browser suite must run. Install Debian's chromium.`);
} else {
  browserSkipped = true;
  console.log(
    `\n⚠ The browser suite was SKIPPED: no Chromium at ${chromium}.` +
      `\n  Install Debian's package (sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.`,
  );
}
await Promise.all(checks);

type Counts = { passed: number; failed: number; skipped: number };
const counts: Counts = { passed: 0, failed: 0, skipped: 0 };
function readJson<T>(file: string): T | undefined {
  const full = path.join(resultsDir, file);
  return existsSync(full) ? (JSON.parse(readFileSync(full, "utf8")) as T) : undefined;
}
const vitest = readJson<{
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { name: string; assertionResults: { fullName: string; status: string; failureMessages: string[] }[] }[];
}>("vitest.json");
// The failed tests are named again at the end, where a log cut to its tail still shows them.
const failedTests: string[] = [];
if (vitest) {
  counts.passed += vitest.numPassedTests;
  counts.failed += vitest.numFailedTests;
  counts.skipped += vitest.numPendingTests + vitest.numTodoTests;
  for (const file of vitest.testResults) {
    for (const test of file.assertionResults) {
      if (test.status !== "failed") continue;
      const reason = (test.failureMessages[0] ?? "").split("\n").slice(0, 3).join(" / ");
      failedTests.push(`${path.relative(process.cwd(), file.name)} › ${test.fullName}: ${reason}`);
    }
  }
}
const playwright = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(
  "playwright.json",
);
if (playwright) {
  counts.passed += playwright.stats.expected + playwright.stats.flaky;
  counts.failed += playwright.stats.unexpected;
  counts.skipped += playwright.stats.skipped;
}

console.log("");
if (browserSkipped) console.log("(browser suite skipped: no Chromium)");
for (const failed of failedTests) console.log(`✖ ${failed}`);
if (failures.length) console.log(`Failed steps: ${failures.join(", ")}`);
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
console.log(`npm test took ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(failures.length || counts.failed ? 1 : 0);
