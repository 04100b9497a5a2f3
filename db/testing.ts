import type { TestContext } from "vitest";

/**
 * PostgreSQL for tests: TEST_DATABASE_URL names a server where scratch databases may be created
 * (e.g. postgres://postgres@127.0.0.1:5432/test). Without it the PostgreSQL half of a test is
 * skipped with the reason; under CI=true that is a failure, since CI must test both engines.
 */
let skipAnnounced = false;

export function postgresUrlOrSkip(context: TestContext): string {
  const url = process.env.TEST_DATABASE_URL?.trim();
  if (url) return url;
  const reason =
    "PostgreSQL half skipped: TEST_DATABASE_URL is not set " +
    "(set it to a server where scratch databases may be created, e.g. postgres://postgres@127.0.0.1:5432/test)";
  if (process.env.CI === "true") throw new Error(`${reason}. Under CI=true the PostgreSQL tests must run.`);
  // The default reporter shows no skip notes: say it once per test file.
  if (!skipAnnounced) console.warn(`⚠ ${reason}`);
  skipAnnounced = true;
  return context.skip(reason);
}

/** The text of an error and of its causes: Drizzle wraps the driver's error, which names the constraint. */
export function errorChainText(error: unknown): string {
  const parts: string[] = [];
  for (let current = error; current instanceof Error && parts.length < 5; current = current.cause) {
    parts.push(current.message);
  }
  return parts.join(" <- ");
}
