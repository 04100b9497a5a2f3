// Test fixture (app/lib/db.server.test.ts): a second "server" that opens the database configured
// by its environment, says "ready", and holds it until SIGTERM (clean stop) or SIGKILL (crash).
import { closeDatabase, openDatabase } from "~/lib/db.server";

try {
  await openDatabase();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}
process.on("SIGTERM", () => {
  void closeDatabase().then(() => process.exit(0));
});
// Only once the handler is in place: the test may send SIGTERM as soon as it reads this.
process.stdout.write("ready\n");
setInterval(() => undefined, 60_000);
