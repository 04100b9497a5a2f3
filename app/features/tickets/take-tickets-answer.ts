/**
 * What the party page's "Get ticket" form is answered (the action's data): the type it was for, so
 * the answer shows on that type's card, where the person is looking.
 */
export type TakeTicketsAnswer =
  { ok: true; ticketType: string; taken: number } | { ok: false; ticketType: string; message: string };

/** The intent the party page's ticket form posts. */
export const TAKE_TICKETS_INTENT = "take-tickets";

/** Where a visitor goes to sign in or sign up, and comes back to the same party and type. */
export function ticketReturnPath(partyPath: string, ticketTypeId: string): string {
  return `${partyPath}?${new URLSearchParams({ ticket: ticketTypeId })}#tickets`;
}
