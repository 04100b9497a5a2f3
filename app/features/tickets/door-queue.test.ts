import { describe, expect, it } from "vitest";

import { dropScan, enqueueScan, readQueue, scanBody } from "./door-queue";

/** A `localStorage` stand-in. */
function memoryStore() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

describe("the door's offline queue", () => {
  it("keeps scans per party, once per code, and drops them as they are sent", () => {
    const store = memoryStore();
    const first = { ref: "a", code: "lcT1.x.y", label: "a scanned code", scannedAt: "2027-01-15T17:02:00.000Z" };
    expect(enqueueScan(store, "party-1", first)).toBe(1);
    // The same code again, a second later: still one check-in waiting, with its first time.
    expect(enqueueScan(store, "party-1", { ...first, ref: "b", scannedAt: "2027-01-15T17:02:01.000Z" })).toBe(1);
    expect(enqueueScan(store, "party-1", { ref: "c", ticketId: "t-1", label: "Sam", scannedAt: first.scannedAt })).toBe(
      2,
    );
    expect(enqueueScan(store, "party-2", { ...first, ref: "d" })).toBe(1);

    expect(readQueue(store, "party-1").map((scan) => scan.ref)).toEqual(["a", "c"]);
    expect(dropScan(store, "party-1", "a")).toBe(1);
    expect(dropScan(store, "party-1", "c")).toBe(0);
    expect([...store.items.keys()]).toEqual(["lan-centers:door-queue:party-2"]);
  });

  it("reads a damaged or foreign value as an empty queue, and skips entries that are not scans", () => {
    const store = memoryStore();
    store.setItem("lan-centers:door-queue:p", "{not json");
    expect(readQueue(store, "p")).toEqual([]);
    store.setItem(
      "lan-centers:door-queue:p",
      JSON.stringify([{ ref: "x" }, 3, { ref: "y", label: "", scannedAt: "", code: "c" }]),
    );
    expect(readQueue(store, "p").map((scan) => scan.ref)).toEqual(["y"]);
  });

  it("posts the code or the ticket with the time it was scanned", () => {
    expect(scanBody({ code: "lcT1.a.b", scannedAt: "2027-01-15T17:02:00.000Z" }).toString()).toBe(
      "scannedAt=2027-01-15T17%3A02%3A00.000Z&code=lcT1.a.b",
    );
    expect(scanBody({ ticketId: "t", scannedAt: "s" }).toString()).toBe("scannedAt=s&ticketId=t");
  });
});
