import { existsSync, readdirSync } from "node:fs";

import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const features = existsSync("app/features")
  ? readdirSync("app/features", { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

const crossFeatureMessage =
  "A feature may use another feature only through the modules at that feature's top level " +
  "(its schemas and services), never its components or other internals; shared code belongs in app/lib or app/components.";

export default tseslint.config(
  {
    ignores: ["build/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", "data/", "drizzle/"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": "off",
    },
  },
  // Layers: shared code never reaches into features or routes.
  {
    files: ["app/components/**", "app/lib/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/features/**", "~/routes/**", "~/root"],
              message: "Shared code must not depend on features or routes.",
            },
          ],
        },
      ],
    },
  },
  // Content is data: components and routes render it, never the other way round.
  {
    files: ["app/content/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/components/**", "~/features/**", "~/routes/**", "~/root"],
              message: "Content is data: it may import other content, never UI, features or routes.",
            },
          ],
        },
      ],
    },
  },
  // The database layer (tables, migrations' helpers, the starter and demo data) does not depend on the app.
  {
    files: ["db/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["~/*", "../app/**"], message: "db/ must not import the app: the app imports db/." }] },
      ],
    },
  },
  // Routes are thin: they call feature services, never the database directly.
  {
    files: ["app/routes/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "drizzle-orm", message: "No Drizzle in route modules: call a feature service." }],
          patterns: [
            {
              // "\\#": a leading "#" would make the pattern a comment (patterns are read like .gitignore lines).
              group: ["\\#db/*", "~/lib/db.server", "~/lib/database/*"],
              message: "No database access in route modules: call a feature service.",
            },
            { group: ["~/features/*/*/**", "!~/features/*/components/**"], message: crossFeatureMessage },
          ],
        },
      ],
    },
  },
  // Each feature: no other feature's internals.
  ...features.map((feature) => ({
    files: [`app/features/${feature}/**`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["~/features/*/*/**", `!~/features/${feature}/**`], message: crossFeatureMessage },
            { group: ["~/routes/**"], message: "Features must not depend on routes." },
            { group: ["../../**", "../*/**"], message: "Import from other folders through ~/ paths." },
          ],
        },
      ],
    },
  })),
  // A schema is shared by the browser and the server: it may import nothing server-only (the shared
  // values of #db/schema/values excepted). After the feature blocks, which it would otherwise lose to,
  // and with their rule as well.
  ...features.map((feature) => ({
    files: [`app/features/${feature}/**/schemas.ts`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["~/features/*/*/**", `!~/features/${feature}/**`], message: crossFeatureMessage },
            { group: ["~/routes/**"], message: "Features must not depend on routes." },
            { group: ["../../**", "../*/**"], message: "Import from other folders through ~/ paths." },
            { group: ["*.server", "*.server.ts"], message: "schemas.ts runs in the browser too." },
            { regex: "^#db/(?!schema/values$)", message: "schemas.ts runs in the browser too." },
          ],
        },
      ],
    },
  })),
  {
    files: ["tests/**", "**/*.test.ts", "**/*.test.tsx", "scripts/**", "bench/**", "server/**"],
    // Playwright's fixtures call their parameter `use`, which is not React's hook.
    rules: { "no-restricted-imports": "off", "react-hooks/rules-of-hooks": "off" },
  },
);
