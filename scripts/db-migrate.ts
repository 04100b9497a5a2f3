// `npm run db:migrate`: applies the committed migrations (./drizzle) to the configured database
// (PGlite in DATA_DIR, or DATABASE_URL) and exits. The server does the same at every start.

// Only the schema: the demo set is the server's first-start business (or `npm run db:seed`).
process.env.SEED_DEMO = "false";

const { env } = await import("~/lib/env.server");
const { withDatabase } = await import("./with-database");

await withDatabase(async () => {
  const settings = env();
  console.info(
    `Migrations applied to ${settings.usesEmbeddedDatabase ? `the embedded database in ${settings.DATA_DIR}` : "PostgreSQL (DATABASE_URL)"}.`,
  );
});

export {};
