// A process that only polls the venue software's APIs, as every server process does beside its
// requests (server/main.ts): for the test of polling across processes on one PostgreSQL database.
// Prints "poller <lease owner> ready", then "claimed <n>" after each tick that claimed something.
import { startVendorPolling, PROCESS_POLLER } from "~/features/stations/vendor-polling.server";
import { closeDatabase, openDatabase } from "~/lib/db.server";

await openDatabase();
const polling = startVendorPolling({}, (round) => {
  if (round.claimed > 0) console.log(`claimed ${round.claimed}`);
});
console.log(`poller ${PROCESS_POLLER} ready`);
// The polling's timer does not hold the process open; this does, until SIGTERM.
const keepAlive = setInterval(() => {}, 60_000);
process.on("SIGTERM", () => {
  void polling
    .stop()
    .then(() => closeDatabase())
    .then(() => {
      clearInterval(keepAlive);
      process.exit(0);
    });
});
