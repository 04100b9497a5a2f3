/**
 * The scans a door device made while it had no network: kept in its `localStorage`, one list per
 * party, each with the time it was scanned, and sent (oldest first) when the connection returns.
 * The server decides each one as it arrives (`door-check-in.server.ts`); nothing here decides
 * whether anyone gets in.
 */

/** One scan waiting to be sent: a code, or a ticket found by the search; `ref` tells it from the others. */
export type QueuedScan = { ref: string; code?: string; ticketId?: string; label: string; scannedAt: string };

type Store = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** Kept below what a browser's storage allows, whatever happens at the door. */
const MOST_KEPT = 500;

function storageKey(partyId: string): string {
  return `lan-centers:door-queue:${partyId}`;
}

function isQueuedScan(value: unknown): value is QueuedScan {
  if (typeof value !== "object" || value === null) return false;
  const scan = value as Record<string, unknown>;
  return (
    typeof scan.ref === "string" &&
    typeof scan.scannedAt === "string" &&
    typeof scan.label === "string" &&
    (typeof scan.code === "string" || typeof scan.ticketId === "string")
  );
}

/** The party's waiting scans; none when the store is unreadable (a private window, a full disk). */
export function readQueue(store: Store, partyId: string): QueuedScan[] {
  try {
    const parsed: unknown = JSON.parse(store.getItem(storageKey(partyId)) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter(isQueuedScan) : [];
  } catch {
    return [];
  }
}

function writeQueue(store: Store, partyId: string, scans: QueuedScan[]): void {
  if (scans.length === 0) store.removeItem(storageKey(partyId));
  else store.setItem(storageKey(partyId), JSON.stringify(scans.slice(-MOST_KEPT)));
}

/**
 * Adds a scan and answers the queue's length. The same code scanned twice while offline is kept
 * once, with its first time: a person held in front of the camera is not two check-ins.
 */
export function enqueueScan(store: Store, partyId: string, scan: QueuedScan): number {
  const scans = readQueue(store, partyId);
  const same = scans.some(
    (kept) => (scan.code && kept.code === scan.code) || (scan.ticketId && kept.ticketId === scan.ticketId),
  );
  const next = same ? scans : [...scans, scan];
  writeQueue(store, partyId, next);
  return next.length;
}

/** Takes a sent scan off the list (by `ref`: another tab may have changed the rest meanwhile). */
export function dropScan(store: Store, partyId: string, ref: string): number {
  const next = readQueue(store, partyId).filter((scan) => scan.ref !== ref);
  writeQueue(store, partyId, next);
  return next.length;
}

/** What a scan posts: the code or the ticket, and when it was scanned. */
export function scanBody(scan: Pick<QueuedScan, "code" | "ticketId" | "scannedAt">): URLSearchParams {
  const body = new URLSearchParams({ scannedAt: scan.scannedAt });
  if (scan.code) body.set("code", scan.code);
  if (scan.ticketId) body.set("ticketId", scan.ticketId);
  return body;
}
