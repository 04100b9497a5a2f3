import { availableParallelism } from "node:os";

import { defineConfig, type Plugin } from "vitest/config";

/**
 * What the React Router plugin does to `.client` modules on the server, for the tests that run in
 * Node: their exports are undefined (the map's Leaflet would touch `window` when imported).
 */
function clientModulesEmptyInNode(): Plugin {
  return {
    name: "client-modules-empty-in-node",
    enforce: "pre",
    transform(code, id, options) {
      if (!options?.ssr || !/\.client\.tsx?$/.test(id)) return null;
      const names = [...code.matchAll(/export\s*\{([^}]*)\}/g)].flatMap(([, list]) =>
        list!.split(",").map((name) =>
          name
            .trim()
            .split(/\s+as\s+/)
            .pop()!,
        ),
      );
      return names.map((name) => `export const ${name} = undefined;`).join("\n");
    },
  };
}

// Vitest runs without the React Router plugin (ARCHITECTURE.md, known pitfalls).
export default defineConfig({
  plugins: [clientModulesEmptyInNode()],
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "eslint-rules/**/*.test.js",
      "server/**/*.test.ts",
      "db/**/*.test.ts",
      "scripts/**/*.test.ts",
    ],
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
