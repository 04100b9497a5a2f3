/**
 * What the message page (/edit-lan-party/{id}/message) and its route exchange: who a message can
 * go to, the limits, the words, and the action's answer. Plain data, shared by the route, the
 * service and the page's components.
 */
import type { FieldErrors } from "~/lib/forms";

import type { DoorParty } from "./door-values";

export const PARTY_MESSAGE_LIMITS = { subject: 150, message: 5000 } as const;

/** The audience that reaches every holder of a live ticket; otherwise the audience is a type's id. */
export const ALL_ATTENDEES = "all";

/** One choice of the "To" select, with how many addresses it reaches now. */
export type MessageAudience = { value: string; label: string; recipients: number };

export type PartyMessagePage = {
  party: DoorParty;
  /** "All attendees" first, then each ticket type in the party page's order. */
  audiences: MessageAudience[];
  /** Where replies go: the address of the organiser who is signed in. */
  replyTo: string;
  /** Messages left this hour, the hour's limit, and (when none is left) when the next one may go. */
  allowance: { left: number; perHour: number; nextAt: string | null };
};

export type PartyMessagePageState =
  ({ state: "ready" } & PartyMessagePage) | { state: "not-found" | "error"; message: string };

export type PartyMessageValues = { audience: string; subject: string; message: string };

export const NEW_PARTY_MESSAGE: PartyMessageValues = { audience: ALL_ATTENDEES, subject: "", message: "" };

/** The action's answer: a notice once sent (the form empties), or the refusal with what was typed. */
export type PartyMessageAnswer =
  { ok: true; notice: string } | { ok: false; values: PartyMessageValues; errors?: FieldErrors; message?: string };

export const PARTY_MESSAGE_MESSAGES = {
  subjectRequired: "Please enter a subject",
  messageRequired: "Please write your message",
  audienceRequired: "Please choose who gets the message",
  unknownAudience: "That ticket type is not one of this party's: please choose again",
  nobody: "Nobody holds a ticket of this kind yet, so there is no one to send to",
  loadFailed: "The message page could not be loaded. Please reload it in a moment.",
  failed: "The message could not be sent. Please try again in a moment.",
  tooMany: (perHour: number, nextAt: string) =>
    `You can send ${perHour} ${perHour === 1 ? "message" : "messages"} an hour; the next one from ${nextAt}.`,
  allowance: (perHour: number, left: number) =>
    `You can send ${perHour} ${perHour === 1 ? "message" : "messages"} an hour (${left} left this hour).`,
  sent: (sent: number, failed: number) =>
    failed === 0
      ? `Your message was sent to ${recipientsText(sent)}.`
      : `Your message was sent to ${recipientsText(sent)}; ${failed.toLocaleString("en-US")} could not be reached.`,
} as const;

/** "1 attendee", "42 attendees". */
export function recipientsText(count: number): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? "attendee" : "attendees"}`;
}

/** The preview under the "To" select: "Sends to 42 attendees". */
export function previewText(count: number): string {
  return count === 0 ? "Nobody to send to yet" : `Sends to ${recipientsText(count)}`;
}

export function partyMessagePath(partyId: string): string {
  return `/edit-lan-party/${encodeURIComponent(partyId)}/message`;
}
