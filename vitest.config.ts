import { availableParallelism } from "node:os";

import { defineConfig } from "vitest/config";

// Vitest runs without the React Router plugin (ARCHITECTURE.md, known pitfalls).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "db/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    // One migrated embedded database, copied into each test file's data folder (pglite-template.ts).
    globalSetup: ["tests/support/vitest-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Two at a time even on two cores: most tests wait on a server, a database or a child process.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
