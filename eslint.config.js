import { existsSync, readdirSync } from "node:fs";

import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

import lanCenters from "./eslint-rules/index.js";

const features = existsSync("app/features")
  ? readdirSync("app/features", { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

/** Route modules whose loader and action serve anyone: they ask no guard (lan-centers/guard-first). */
const PUBLIC_ROUTES = [
  // The public site: marketing pages, the directory, its feeds and files.
  "app/routes/marketing/home.tsx",
  "app/routes/marketing/faq.tsx",
  "app/routes/marketing/games.tsx",
  "app/routes/marketing/join.tsx",
  "app/routes/directory/game.tsx",
  "app/routes/directory/lan-center.tsx",
  "app/routes/directory/lan-party.tsx",
  "app/routes/directory/lan-party-calendar.ts",
  "app/routes/directory/lancenters.tsx",
  "app/routes/directory/lanparties.tsx",
  "app/routes/directory/share-card.ts",
  "app/routes/seo/sitemap.ts",
  "app/routes/api/v1/events.ts",
  "app/routes/api/v1/live.ts",
  "app/routes/api/v1/location.ts",
  "app/routes/api/v1/location-live.ts",
  "app/routes/api/v1/locations.ts",
  "app/routes/api/v1/openapi.ts",
  // Authenticated by the center's station-status token, not a session (features/stations).
  "app/routes/api/v1/station-status.ts",
  "app/routes/api/map-first-view.ts",
  "app/routes/api/places.ts",
  "app/routes/api/geocode.ts",
  // Page views counted for anyone; a digest unsubscribed by its signed link.
  "app/routes/api/insights.ts",
  "app/routes/insights/unsubscribe.tsx",
  // Signing in, signing up and resetting a password happen before there is an account to guard.
  "app/routes/auth/admin-login.tsx",
  "app/routes/auth/change-password.tsx",
  "app/routes/auth/forgot-password.tsx",
  "app/routes/auth/signup-form.server.ts",
  "app/routes/auth/verify-reset-code.tsx",
  "app/routes/auth/verify-reset-code.server.ts",
  "app/routes/api/email-availability.ts",
  // Stripe's signed calls; the development outbox (not found in production).
  "app/routes/api/stripe-webhook.ts",
  "app/routes/dev/mail.tsx",
];

/**
 * The pages for signed-out visitors (sign in, sign up, account confirmation), the registration
 * forms anyone may open, and the photo files (public once approved; one waiting for review is its
 * owner's and the team's): they read the session themselves instead of asking a guard.
 */
const SESSION_READERS = [
  "app/routes/auth/account-confirmation.tsx",
  "app/routes/auth/login.tsx",
  "app/routes/auth/signup-form.tsx",
  "app/routes/directory/lan-party.tsx",
  "app/routes/media/photo-file.ts",
  "app/routes/venues/register-lan-center.server.ts",
  "app/routes/venues/register-lan-party.tsx",
];

const crossFeatureMessage =
  "A feature may use another feature only through the modules at that feature's top level " +
  "(its schemas and services), never its components or other internals; shared code belongs in app/lib or app/components.";

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "bench/bare-app/build/",
      "bench/bare-app/.react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "data/",
      "drizzle/",
    ],
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
  // A schema, and the fields' declarations it is made of (`*-fields.ts`), are shared by the browser and
  // the server: they may import nothing server-only (the shared values of #db/schema/values excepted). After the feature blocks, which it would otherwise lose to,
  // and with their rule as well.
  ...features.map((feature) => ({
    files: [`app/features/${feature}/**/schemas.ts`, `app/features/${feature}/**/*-fields.ts`],
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
  // Services refuse with a Refusal (ADR 014): `ok: false` always comes with a reason. The guards
  // are not services: they build a route's answer, a form's `{ ok: false, message }` (ADR 015).
  {
    files: ["app/features/**/*.server.ts", "app/features/**/*.server.tsx"],
    ignores: ["app/features/accounts/guards.server.ts"],
    plugins: { "lan-centers": lanCenters },
    rules: { "lan-centers/refusal-shape": "error" },
  },
  // Routes (ADR 015): a guard before any service, its standard answers rather than the route's own
  // in their shape, httpStatus(reason) for a refusal, and at most 150 lines a module, counted as
  // `wc -l` counts them (blank lines and comments too); a route with more to do keeps its loader's
  // and action's work in a <route>.server.ts beside it.
  {
    files: ["app/routes/**/*.ts", "app/routes/**/*.tsx"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    plugins: { "lan-centers": lanCenters },
    rules: {
      "max-lines": ["error", { max: 150, skipBlankLines: false, skipComments: false }],
      "lan-centers/status-from-reason": "error",
      "lan-centers/guard-first": ["error", { publicFiles: PUBLIC_ROUTES, sessionReaders: SESSION_READERS }],
      "lan-centers/standard-answers": "error",
    },
  },
  {
    files: ["tests/**", "**/*.test.ts", "**/*.test.tsx", "scripts/**", "bench/**", "server/**"],
    // Playwright's fixtures call their parameter `use`, which is not React's hook.
    rules: { "no-restricted-imports": "off", "react-hooks/rules-of-hooks": "off" },
  },
);
