import { expireHolds, refundCancelledTickets } from "./paid-orders.server";
import { expireOffers } from "./waitlist.server";

/**
 * The tickets' work that waits on the clock, every minute beside the requests (started by
 * `server/main.ts`): waiting list offers that ran out go to the next person, checkouts whose hold
 * ran out give their tickets back, and refunds that failed are tried again. Every process runs it;
 * each step is decided row by row in the database, so two processes at once do each thing once.
 */
export function scheduleTicketSweeps(): () => void {
  let running = false;
  const sweep = async () => {
    await expireOffers().catch((error: unknown) => console.error("[tickets] passing on expired offers failed:", error));
    await expireHolds().catch((error: unknown) => console.error("[tickets] giving back expired holds failed:", error));
    await refundCancelledTickets().catch((error: unknown) =>
      console.error("[tickets] retrying refunds failed:", error),
    );
  };
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    void sweep().finally(() => (running = false));
  }, 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
