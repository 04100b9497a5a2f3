import { defineConfig } from "drizzle-kit";

// One schema and one set of committed migrations for both PGlite and PostgreSQL
// (docs/decisions/002-database.md). `npm run db:generate` writes a new migration into ./drizzle.
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema/index.ts",
  out: "./drizzle",
  strict: true,
  verbose: true,
});
