/**
 * What the party page's "Get ticket" form is answered (the action's data): the type it was for, so
 * the answer shows on that type's card, where the person is looking.
 */
export type TakeTicketsAnswer =
  | { ok: true; ticketType: string; taken: number }
  /** The waiting list's answers ("You are on the waiting list…"). */
  | { ok: true; ticketType: string; note: string }
  | { ok: false; ticketType: string; message: string };

/** The waiting list's intents, posted by a sold-out type's card with `ticketType`. */
export const WAITLIST_INTENTS = ["join-waitlist", "leave-waitlist", "claim-offer"] as const;
export type WaitlistIntent = (typeof WAITLIST_INTENTS)[number];
export const isWaitlistIntent = (value: string | undefined): value is WaitlistIntent =>
  (WAITLIST_INTENTS as readonly string[]).includes(value ?? "");

/** The intent the party page's ticket form posts. */
export const TAKE_TICKETS_INTENT = "take-tickets";

/** Where a visitor goes to sign in or sign up, and comes back to the same party and type. */
export function ticketReturnPath(partyPath: string, ticketTypeId: string): string {
  return `${partyPath}?${new URLSearchParams({ ticket: ticketTypeId })}#tickets`;
}

/** The intent the party page's seat map posts, with `ticket` and `seat`. */
export const PICK_SEAT_INTENT = "pick-seat";

/** What a seat picked on the party page is answered. */
export type PickSeatAnswer =
  | { intent: typeof PICK_SEAT_INTENT; ok: true; label: string }
  | {
      intent: typeof PICK_SEAT_INTENT;
      ok: false;
      message: string;
    };

/** Any answer of the party page's forms. */
export type PartyPageAnswer = TakeTicketsAnswer | PickSeatAnswer;

export function isPickSeatAnswer(answer: PartyPageAnswer | undefined): answer is PickSeatAnswer {
  return !!answer && "intent" in answer && answer.intent === PICK_SEAT_INTENT;
}
