import { useCallback, useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";

import { dropScan, enqueueScan, type QueuedScan, readQueue, scanBody } from "../door-queue";
import { type CheckInAnswer, DOOR_LIMITS, doorJsonPath, type DoorStatus } from "../door-values";

/** What the door shows after a check-in: the server's answer, or the scan kept on the device. */
export type DeskAnswer =
  { kind: "answer"; answer: CheckInAnswer; sentLater: boolean } | { kind: "saved"; waiting: number; label: string };

/** Whether the door's requests get through: "signed-out" when the server no longer knows the device's session. */
export type Connection = "online" | "offline" | "signed-out";

type Sent = { answer: CheckInAnswer } | { failed: "offline" | "signed-out" };

/** Text for a ref: unique enough on one device, and there without a secure context (`crypto.randomUUID` needs one). */
function newRef(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

async function postCheckIn(partyId: string, body: URLSearchParams): Promise<Sent> {
  let response: Response;
  try {
    response = await fetch(doorJsonPath(partyId), { method: "POST", body, headers: { Accept: "application/json" } });
  } catch {
    return { failed: "offline" };
  }
  if (response.status === 401) return { failed: "signed-out" };
  try {
    const parsed = (await response.json()) as { answer?: CheckInAnswer };
    return parsed.answer ? { answer: parsed.answer } : { failed: "offline" };
  } catch {
    // Not our server's answer (a captive portal, a proxy's error page): as good as no network.
    return { failed: "offline" };
  }
}

/**
 * The door's work in the browser: a check-in sent at once, or kept on the device when there is no
 * network (`door-queue.ts`) and sent when it returns (the `online` event, the page's load, and each
 * poll while some wait); and the counts and latest check-ins polled every few seconds, so devices
 * at the same door see each other's.
 */
export function useDoorDesk(partyId: string, loadedStatus: DoorStatus, searching: boolean) {
  const [status, setStatus] = useState(loadedStatus);
  const [answer, setAnswer] = useState<DeskAnswer | null>(null);
  const [waiting, setWaiting] = useState(0);
  const [connection, setConnection] = useState<Connection>("online");
  const [busy, setBusy] = useState(false);
  const flushing = useRef(false);
  const { revalidate } = useRevalidator();
  // Read when a check-in is answered, so the callbacks below stay the same from render to render.
  const latest = useRef({ revalidate, searching });
  useEffect(() => {
    latest.current = { revalidate, searching };
  });

  useEffect(() => setStatus(loadedStatus), [loadedStatus]);

  const refresh = useCallback(async () => {
    try {
      const response = await fetch(doorJsonPath(partyId), {
        headers: { Accept: "application/json" },
        cache: "no-store",
      });
      if (response.status === 401) return setConnection("signed-out");
      const body = (await response.json()) as { status?: DoorStatus };
      if (body.status) setStatus(body.status);
      setConnection("online");
    } catch {
      setConnection("offline");
    }
  }, [partyId]);

  const afterCheckIn = useCallback(() => {
    void refresh();
    // The search's results say who is in: read them again.
    if (latest.current.searching) void latest.current.revalidate();
  }, [refresh]);

  const flush = useCallback(async () => {
    if (flushing.current) return;
    flushing.current = true;
    let sentAny = false;
    try {
      for (const scan of readQueue(localStorage, partyId)) {
        const sent = await postCheckIn(partyId, scanBody(scan));
        if ("failed" in sent) {
          setConnection(sent.failed);
          break;
        }
        sentAny = true;
        setConnection("online");
        setWaiting(dropScan(localStorage, partyId, scan.ref));
        setAnswer({ kind: "answer", answer: sent.answer, sentLater: true });
      }
    } finally {
      flushing.current = false;
    }
    if (sentAny) afterCheckIn();
  }, [afterCheckIn, partyId]);

  const checkIn = useCallback(
    async (request: { code: string } | { ticketId: string }, label: string) => {
      const scan: QueuedScan = { ref: newRef(), ...request, label, scannedAt: new Date().toISOString() };
      const keep = () => {
        const count = enqueueScan(localStorage, partyId, scan);
        setWaiting(count);
        setAnswer({ kind: "saved", waiting: count, label });
      };
      if (!navigator.onLine) {
        setConnection("offline");
        return keep();
      }
      setBusy(true);
      const sent = await postCheckIn(partyId, scanBody(scan));
      setBusy(false);
      if ("failed" in sent) {
        setConnection(sent.failed);
        return keep();
      }
      setConnection("online");
      setAnswer({ kind: "answer", answer: sent.answer, sentLater: false });
      afterCheckIn();
      // The network is back: what waited goes now.
      if (readQueue(localStorage, partyId).length > 0) void flush();
    },
    [afterCheckIn, flush, partyId],
  );

  useEffect(() => {
    setWaiting(readQueue(localStorage, partyId).length);
    if (navigator.onLine) void flush();
    const online = () => {
      setConnection("online");
      void flush();
    };
    const offline = () => setConnection("offline");
    window.addEventListener("online", online);
    window.addEventListener("offline", offline);
    const timer = window.setInterval(() => {
      if (document.hidden) return;
      void refresh();
      if (navigator.onLine && readQueue(localStorage, partyId).length > 0) void flush();
    }, DOOR_LIMITS.pollMs);
    return () => {
      window.removeEventListener("online", online);
      window.removeEventListener("offline", offline);
      window.clearInterval(timer);
    };
  }, [flush, partyId, refresh]);

  return { status, answer, waiting, connection, busy, checkIn };
}
