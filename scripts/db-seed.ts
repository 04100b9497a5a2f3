// `npm run db:seed`: loads the demo set (a few verified centers and an upcoming LAN party, all
// marked "(demo)") into the embedded database. Idempotent: rows already there are left alone.
// Refused on PostgreSQL: a real deployment's data must never get demo venues by accident.

process.env.SEED_DEMO = "false"; // seeded below, whatever the database holds

const { env } = await import("~/lib/env.server");
const { seedDemo } = await import("#db/demo/seed-demo");
const { addDemoPhotos } = await import("~/features/photos/demo-photos.server");
const { withDatabase } = await import("./with-database");

if (!env().usesEmbeddedDatabase) {
  console.error("The demo set is only for the embedded database; DATABASE_URL is set, so nothing was loaded.");
  process.exit(1);
}

await withDatabase(async (database) => {
  const result = await seedDemo(database);
  const pictures = await addDemoPhotos(database);
  if (pictures > 0) console.info(`The demo centers got ${pictures} generated pictures.`);
  console.info(
    result.locations + result.events === 0
      ? "The demo set is already there: nothing added."
      : `Demo set loaded: ${result.locations} centers, ${result.events} LAN party.`,
  );
});

export {};
