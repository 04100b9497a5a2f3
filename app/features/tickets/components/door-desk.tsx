import { Camera, Search, WifiOff } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Form } from "react-router";

import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { TextField } from "~/components/ui/input";

import { type CheckInAnswer, countsText, type DoorPageState, DOOR_LIMITS } from "../door-values";
import { DoorAnswer, LatestCheckIns, SearchResults } from "./door-parts";
import { DoorScanner } from "./door-scanner";
import { type Connection, useDoorDesk } from "./use-door-desk";
import { useHydrated } from "~/lib/use-hydrated";

type Ready = Extract<DoorPageState, { state: "ready" }>;

/**
 * The check-in desk: the answer to the last check-in, big; the camera, a box for a typed code, and
 * the search by name or address; the counts and the latest check-ins of every device. Without the
 * script its forms post to the page and the answer comes back with it.
 */
export function DoorDesk({ page, posted }: { page: Ready; posted: CheckInAnswer | undefined }) {
  const hydrated = useHydrated();
  const desk = useDoorDesk(page.party.id, page.status, page.search !== null);
  const [scanning, setScanning] = useState(false);
  const countsId = useId();
  const shown = desk.answer ?? (posted ? { kind: "answer" as const, answer: posted, sentLater: false } : null);

  const submitCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const field = form.elements.namedItem("code");
    const code = String(new FormData(form).get("code") ?? "").trim();
    // The field is emptied for the next one; the focus stays in it.
    form.reset();
    if (field instanceof HTMLInputElement) field.focus();
    if (code) void desk.checkIn({ code }, "a typed code");
  };

  const submitTicket = (event: FormEvent<HTMLFormElement>, ticketId: string, name: string) => {
    event.preventDefault();
    void desk.checkIn({ ticketId }, name);
  };

  return (
    <div className="flex flex-col gap-5">
      <section aria-labelledby={countsId} className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={countsId} className="font-display text-2xl font-bold text-white" aria-live="polite">
          {countsText(desk.status)}
        </h2>
        <ConnectionBadge connection={desk.connection} waiting={desk.waiting} />
      </section>

      {/* Always there, so a screen reader hears each new answer. */}
      <div id="door-answer" role="status" aria-atomic="true">
        {shown ? <DoorAnswer shown={shown} /> : null}
      </div>

      <Card as="section" aria-label="Check a ticket in" className="flex flex-col gap-4">
        {hydrated ? (
          scanning ? (
            <DoorScanner
              onCode={(code) => void desk.checkIn({ code }, "a scanned code")}
              onClose={() => setScanning(false)}
            />
          ) : (
            <Button size="lg" fullWidth className="min-h-14" onClick={() => setScanning(true)}>
              <Camera aria-hidden="true" className="size-5" />
              Scan
            </Button>
          )
        ) : null}
        <Form
          method="post"
          onSubmit={hydrated ? submitCode : undefined}
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
        >
          <TextField
            label="Ticket code"
            name="code"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={DOOR_LIMITS.codeMax}
            hint="Type or paste the code printed under the ticket's QR code."
            className="min-w-0 flex-1"
          />
          <Button
            type="submit"
            variant="secondary"
            className="min-h-11"
            loading={desk.busy}
            loadingLabel="Checking in…"
          >
            Check in
          </Button>
        </Form>
      </Card>

      <Card as="section" aria-label="Find a ticket by name or email" className="flex flex-col gap-4">
        <Form method="get" role="search" className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <TextField
            label="Name or email"
            name="q"
            type="search"
            autoComplete="off"
            defaultValue={page.search?.query ?? ""}
            minLength={DOOR_LIMITS.searchMin}
            maxLength={DOOR_LIMITS.searchMax}
            className="min-w-0 flex-1"
          />
          <Button type="submit" variant="secondary" className="min-h-11">
            <Search aria-hidden="true" className="size-4" />
            Search
          </Button>
        </Form>
        {page.search ? (
          <SearchResults search={page.search} busy={desk.busy} onCheckIn={hydrated ? submitTicket : undefined} />
        ) : null}
      </Card>

      <LatestCheckIns latest={desk.status.latest} />
    </div>
  );
}

function ConnectionBadge({ connection, waiting }: { connection: Connection; waiting: number }) {
  if (connection === "signed-out") return <Badge tone="danger">Signed out: sign in again to send scans</Badge>;
  if (connection === "offline" || waiting > 0) {
    return (
      <Badge tone="warning" icon={connection === "offline" ? <WifiOff className="size-3.5" /> : undefined}>
        {connection === "offline" ? "Offline" : "Sending"}
        {waiting > 0 ? ` · ${waiting} waiting` : null}
      </Badge>
    );
  }
  return <Badge tone="success">Online</Badge>;
}
