import { Ticket } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { useNavigation } from "react-router";

import { Alert } from "~/components/ui/alert";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Spinner } from "~/components/ui/spinner";

import { isUpcomingTicket, type MyTicket, type MyTicketsResult, type TicketAnswer } from "../my-tickets";
import { PastTicketCard, TicketCard } from "./ticket-card";

/**
 * The dashboard's My tickets tab: the member's tickets, upcoming ones with their actions (add to
 * a calendar, cancel, give to a friend), then past and cancelled ones. `tickets` is null while the
 * list is read for a tab opened in the browser; `answer` is the action's answer to a ticket's form.
 */
export function MyTicketsPanel({
  tickets,
  answer,
}: {
  tickets: MyTicketsResult | null;
  answer: TicketAnswer | undefined;
}) {
  const headingId = useId();
  const navigation = useNavigation();
  const loading = tickets === null || (navigation.state === "loading" && navigation.location.pathname === "/dashboard");
  const list = tickets?.ok ? tickets.tickets : [];
  const upcoming = list.filter(isUpcomingTicket);
  const earlier = list.filter((ticket) => !isUpcomingTicket(ticket));
  // An answer about a card still on screen shows on that card; any other shows here.
  const onCard = answer && !answer.ok && upcoming.some((ticket) => ticket.id === answer.ticketId);

  return (
    <div className="flex flex-col gap-6">
      <Card as="section" padding="lg" aria-labelledby={headingId}>
        <header className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-400/15 text-accent-300">
            <Ticket aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <h2 id={headingId} className="font-display text-xl font-bold tracking-tight text-white">
              My tickets
            </h2>
            <p className="mt-1 text-sm leading-relaxed text-slate-300">
              Your places at LAN parties. Until a party starts you can give your ticket to a friend, or cancel it so
              someone else can go.
            </p>
          </div>
          {loading ? <Spinner label="Loading your tickets..." /> : null}
        </header>
      </Card>

      {answer && !onCard ? <AnswerNotice answer={answer} /> : null}

      {tickets === null ? null : !tickets.ok ? (
        <Alert tone="error" title="Tickets unavailable">
          {tickets.message}
        </Alert>
      ) : (
        <>
          <TicketSection title="Upcoming">
            {upcoming.length === 0 ? (
              <NoTicketsYet hasPast={earlier.length > 0} />
            ) : (
              <ul className="grid gap-4 md:grid-cols-2">
                {upcoming.map((ticket) => (
                  <TicketCard key={ticket.id} ticket={ticket} answer={onCard ? answer : undefined} />
                ))}
              </ul>
            )}
          </TicketSection>
          {earlier.length > 0 ? <EarlierTickets tickets={earlier} /> : null}
        </>
      )}
    </div>
  );
}

/**
 * "Given to sam@example.com", "Your ticket to … was cancelled": the card it was about has left the
 * list, so the answer takes the focus here, where the page brings the eyes and the screen reader.
 */
function AnswerNotice({ answer }: { answer: TicketAnswer }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [answer]);
  return (
    <div ref={ref} tabIndex={-1} className="rounded-xl focus-visible:outline-offset-4">
      <Alert tone={answer.ok ? "success" : "error"}>{answer.message}</Alert>
    </div>
  );
}

function TicketSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h3 id={headingId} className="font-display text-2xl font-bold tracking-tight text-white">
        {title}
      </h3>
      {children}
    </section>
  );
}

function NoTicketsYet({ hasPast }: { hasPast: boolean }) {
  return (
    <Card className="flex flex-col items-start gap-3">
      <p className="text-base font-semibold text-white">
        {hasPast ? "You have no tickets for upcoming parties" : "You have no tickets yet"}
      </p>
      <p className="text-sm text-slate-300">Find a LAN party near you and take your place.</p>
      <ButtonLink to="/lanparties" size="sm" className="min-h-11">
        Browse LAN parties
      </ButtonLink>
    </Card>
  );
}

function EarlierTickets({ tickets }: { tickets: MyTicket[] }) {
  return (
    <TicketSection title="Past and cancelled">
      <ul className="grid gap-3 md:grid-cols-2">
        {tickets.map((ticket) => (
          <PastTicketCard key={ticket.id} ticket={ticket} />
        ))}
      </ul>
    </TicketSection>
  );
}
