import { Armchair, Ticket } from "lucide-react";
import { useCallback } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";

import { Alert } from "~/components/ui/alert";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { PublicTicketType } from "~/features/tickets/party-tickets.server";
import type { SeatableTicket } from "~/features/tickets/pick-seat.server";
import type { WaitlistPlace } from "~/features/tickets/waitlist.server";
import {
  isPickSeatAnswer,
  TAKE_TICKETS_INTENT,
  ticketReturnPath,
  type PartyPageAnswer,
  type TakeTicketsAnswer,
} from "~/features/tickets/take-tickets-answer";
import { ticketAvailabilityText, ticketPriceText, type TicketTypeState } from "~/features/tickets/ticket-values";

/**
 * Who looks: signed in or not, how many of each type they hold (null signed out), the tickets they
 * may seat, and until when seats may change (null without a plan).
 */
export type PartyViewer = {
  signedIn: boolean;
  held: Record<string, number> | null;
  /** Their places on sold-out types' waiting lists (null signed out). */
  waiting: Record<string, WaitlistPlace> | null;
  seatable: SeatableTicket[];
  seatDeadline: { passed: boolean; text: string | null } | null;
  /** Paid tickets go through the local test checkout, which charges no card: the card says so. */
  testPayments: boolean;
};

const STATE_TONES: Record<TicketTypeState, BadgeTone> = {
  "on-sale": "success",
  "sold-out": "danger",
  "not-yet": "info",
  "sale-ended": "neutral",
};

/**
 * The party's tickets: each type with what is left, and "Get ticket" for a member. A visitor is
 * sent to sign in or sign up and comes back to the same type (`?ticket=`), its button focused.
 */
export function PartyTickets({
  partyPath,
  types,
  ended,
  viewer,
  answer,
}: {
  partyPath: string;
  types: PublicTicketType[];
  ended: boolean;
  viewer: PartyViewer;
  answer: PartyPageAnswer | undefined;
}) {
  const { search } = useLocation();
  const taken = isPickSeatAnswer(answer) ? undefined : answer;
  const chosen = new URLSearchParams(search).get("ticket");
  if (types.length === 0) return null;
  return (
    <section id="tickets" aria-labelledby="party-tickets-heading" className="flex scroll-mt-24 flex-col gap-4">
      <h2 id="party-tickets-heading" className="font-display text-2xl font-bold tracking-tight text-white">
        Tickets
      </h2>
      <ul className="flex flex-col gap-3">
        {types.map((type) => (
          <li key={type.id}>
            <TicketTypeCard
              partyPath={partyPath}
              type={type}
              ended={ended}
              viewer={viewer}
              chosen={chosen === type.id}
              answer={taken?.ticketType === type.id ? taken : undefined}
              hasSeatPlan={viewer.seatDeadline !== null}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function TicketTypeCard({
  partyPath,
  type,
  ended,
  viewer,
  chosen,
  answer,
  hasSeatPlan,
}: {
  partyPath: string;
  type: PublicTicketType;
  ended: boolean;
  viewer: PartyViewer;
  chosen: boolean;
  answer: TakeTicketsAnswer | undefined;
  hasSeatPlan: boolean;
}) {
  const headingId = `ticket-${type.id}`;
  const held = viewer.held?.[type.id] ?? 0;
  const paid = type.priceCents > 0;
  return (
    <Card as="article" aria-labelledby={headingId} className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="text-lg font-semibold break-words text-white">
            {type.name}
          </h3>
          <Badge tone="neutral">{ticketPriceText(type)}</Badge>
          {paid && viewer.testPayments ? <Badge tone="warning">Test mode</Badge> : null}
          {ended ? null : (
            <Badge tone={STATE_TONES[type.state]}>
              {ticketAvailabilityText(type.state, type.left, type.onSaleFrom)}
            </Badge>
          )}
        </div>
        {type.description ? <p className="text-sm break-words text-slate-300">{type.description}</p> : null}
        {paid && viewer.testPayments ? (
          <p className="text-sm text-amber-200">Payments here are in test mode: the checkout charges no card.</p>
        ) : null}
        <p className="flex items-center gap-1.5 text-sm text-slate-400">
          {type.includesSeat ? (
            <Armchair aria-hidden="true" className="size-4" />
          ) : (
            <Ticket aria-hidden="true" className="size-4" />
          )}
          {type.includesSeat ? "Includes a seat" : "No seat"}
          {type.maxPerOrder > 1 ? ` · up to ${type.maxPerOrder} per person` : null}
        </p>
        {held > 0 ? (
          <p className="text-sm text-emerald-200">
            You have {held === 1 ? "a ticket" : `${held} tickets`} of this type.{" "}
            <Link to="/dashboard?tab=tickets" className="font-semibold underline underline-offset-2">
              My tickets
            </Link>
          </p>
        ) : null}
        {answer ? <TakeAnswer answer={answer} pickSeat={hasSeatPlan && type.includesSeat} /> : null}
      </div>
      {ended ? null : type.state === "on-sale" ? (
        <div className="shrink-0">
          <GetTicket partyPath={partyPath} type={type} viewer={viewer} held={held} chosen={chosen} />
        </div>
      ) : type.state === "sold-out" ? (
        <div className="shrink-0">
          <WaitingList partyPath={partyPath} type={type} viewer={viewer} chosen={chosen} />
        </div>
      ) : null}
    </Card>
  );
}

function TakeAnswer({ answer, pickSeat }: { answer: TakeTicketsAnswer; pickSeat: boolean }) {
  if (!answer.ok) return <Alert tone="error">{answer.message}</Alert>;
  if ("note" in answer) return <Alert tone="success">{answer.note}</Alert>;
  const { taken } = answer;
  return (
    <Alert tone="success" title={taken === 1 ? "Your ticket is booked" : `Your ${taken} tickets are booked`}>
      Find {taken === 1 ? "it" : "them"} under{" "}
      <Link to="/dashboard?tab=tickets" className="font-semibold underline underline-offset-2">
        My tickets
      </Link>
      .{" "}
      {pickSeat ? (
        <a href="#seats" className="font-semibold underline underline-offset-2">
          Now pick your seat
        </a>
      ) : null}
    </Alert>
  );
}

function GetTicket({
  partyPath,
  type,
  viewer,
  held,
  chosen,
}: {
  partyPath: string;
  type: PublicTicketType;
  viewer: PartyViewer;
  held: number;
  chosen: boolean;
}) {
  const navigation = useNavigation();
  const focusTarget = useFocusWhenChosen(chosen);

  if (!viewer.signedIn) {
    const back = ticketReturnPath(partyPath, type.id);
    return (
      <div ref={focusTarget} className="flex flex-col items-stretch gap-2 sm:items-end">
        <ButtonLink to={`/login?${new URLSearchParams({ redirectTo: back })}`} variant="primary">
          {type.priceCents > 0 ? "Sign in to buy a ticket" : "Sign in to get a ticket"}
        </ButtonLink>
        <Link
          to={`/signup-form?${new URLSearchParams({ redirectTo: back })}`}
          className="text-center text-sm text-slate-300 underline underline-offset-2 hover:text-white"
        >
          New here? Create an account
        </Link>
      </div>
    );
  }

  const most = Math.min(type.maxPerOrder - held, type.left);
  if (most <= 0) return null;
  const submitting = navigation.state === "submitting" && navigation.formData?.get("ticketType") === type.id;
  const quantityId = `quantity-${type.id}`;
  return (
    <Form ref={focusTarget} method="post" preventScrollReset className="flex items-end gap-2">
      <input type="hidden" name="intent" value={TAKE_TICKETS_INTENT} />
      <input type="hidden" name="ticketType" value={type.id} />
      {most > 1 ? (
        <label htmlFor={quantityId} className="flex flex-col gap-1 text-sm text-slate-300">
          Tickets
          <select
            id={quantityId}
            name="quantity"
            defaultValue="1"
            className="rounded-lg border border-surface-600 bg-surface-900 px-3 py-2 text-white"
          >
            {Array.from({ length: most }, (_, index) => (
              <option key={index} value={index + 1}>
                {index + 1}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <input type="hidden" name="quantity" value="1" />
      )}
      {type.priceCents > 0 ? (
        <Button type="submit" loading={submitting} loadingLabel="Opening the checkout…">
          Buy ticket
        </Button>
      ) : (
        <Button type="submit" loading={submitting} loadingLabel="Booking your ticket…">
          Get ticket
        </Button>
      )}
    </Form>
  );
}

/**
 * A sold-out type: join its waiting list, see one's place in it, leave it, or take the ticket that
 * came back and is kept for this member.
 */
function WaitingList({
  partyPath,
  type,
  viewer,
  chosen,
}: {
  partyPath: string;
  type: PublicTicketType;
  viewer: PartyViewer;
  chosen: boolean;
}) {
  const navigation = useNavigation();
  const focusTarget = useFocusWhenChosen(chosen);
  if (!viewer.signedIn) {
    const back = ticketReturnPath(partyPath, type.id);
    return (
      <div ref={focusTarget}>
        <ButtonLink to={`/login?${new URLSearchParams({ redirectTo: back })}`} variant="secondary">
          Sign in to join the waiting list
        </ButtonLink>
      </div>
    );
  }
  const place = viewer.waiting?.[type.id];
  const busy = (intent: string) =>
    navigation.state === "submitting" &&
    navigation.formData?.get("ticketType") === type.id &&
    navigation.formData?.get("intent") === intent;
  const form = (intent: string, label: string, variant: "primary" | "secondary" | "ghost") => (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="ticketType" value={type.id} />
      <Button type="submit" variant={variant} loading={busy(intent)} loadingLabel="Working…">
        {label}
      </Button>
    </Form>
  );
  if (place?.status === "offered") {
    return (
      <div ref={focusTarget} className="flex flex-col items-stretch gap-2 sm:items-end">
        <p className="text-sm text-emerald-200">A ticket came back for you, kept until {place.expiresText}.</p>
        {form(
          "claim-offer",
          type.priceCents > 0 ? `Buy my ticket (${ticketPriceText(type)})` : "Get my ticket",
          "primary",
        )}
        {form("leave-waitlist", "No thanks", "ghost")}
      </div>
    );
  }
  if (place?.status === "waiting") {
    return (
      <div ref={focusTarget} className="flex flex-col items-stretch gap-2 sm:items-end">
        <p className="text-sm text-slate-300">You are number {place.position} on the waiting list.</p>
        {form("leave-waitlist", "Leave the waiting list", "secondary")}
      </div>
    );
  }
  return <div ref={focusTarget}>{form("join-waitlist", "Join the waiting list", "secondary")}</div>;
}

/** Back from signing in for a type (`?ticket=`): its first control is where the visitor left off. */
function useFocusWhenChosen(chosen: boolean) {
  return useCallback(
    (element: HTMLElement | null) => {
      if (chosen) element?.querySelector<HTMLElement>("a, button")?.focus();
    },
    [chosen],
  );
}
