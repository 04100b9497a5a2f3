import { and, asc, eq, sql } from "drizzle-orm";

import { tickets, ticketTypes } from "#db/schema/tickets";
import { type Database, openDatabase } from "~/lib/db.server";
import { checkFields, type FieldErrors } from "~/lib/forms";
import { refuse, type Refusal } from "~/lib/outcome";
import { giveBackRateSlot, RATE_RULES, rateSlotsLeft, scaledLimit, takeRateSlot } from "~/lib/rate-limit.server";

import type { Actor } from "~/features/accounts/actor";
import { isVenueId } from "~/features/venues/venue-id";

import { clockTime, DOOR_MESSAGES } from "./door-values";
import { type AccessibleParty, managedParty } from "./party-access.server";
import { mailPartyMessage } from "./party-message-mail.server";
import {
  ALL_ATTENDEES,
  PARTY_MESSAGE_MESSAGES,
  type MessageAudience,
  type PartyMessagePage,
} from "./party-message-values";
import { partyMessageSchema } from "./schemas";

/** Live tickets only: a cancelled, held or expired ticket is nobody's place at the party. */
const liveTicket = eq(tickets.status, "active");

/**
 * The message page of a party's organiser or co-organiser (door staff and other members are
 * answered as if there were no such party): who each choice of audience reaches now, and how many
 * messages are left this hour.
 */
export async function loadPartyMessagePage(
  actor: Actor,
  partyId: string,
  now = new Date(),
): Promise<({ ok: true } & PartyMessagePage) | Refusal<"not-found" | "failed">> {
  try {
    const database = await openDatabase();
    const party = await managedParty(database, actor, partyId);
    if (!party) return refuse("not-found", DOOR_MESSAGES.partyNotFound);
    const [audiences, allowance] = await Promise.all([
      audiencesOf(database, party.id),
      rateSlotsLeft(RATE_RULES.partyMessage, party.id, database),
    ]);
    return {
      ok: true,
      party: { id: party.id, name: party.name, role: party.role },
      audiences,
      replyTo: actor.email,
      allowance: {
        left: allowance.left,
        perHour: scaledLimit(RATE_RULES.partyMessage),
        nextAt: allowance.left === 0 && allowance.nextAt ? clockTime(allowance.nextAt, party.timeZone, now) : null,
      },
    };
  } catch (error) {
    console.error(`[tickets] loading the message page of party ${partyId} for ${actor.userId} failed:`, error);
    return refuse("failed", PARTY_MESSAGE_MESSAGES.loadFailed);
  }
}

export type SendPartyMessageResult =
  | { ok: true; sent: number; failed: number }
  | (Refusal<"invalid" | "not-found" | "conflict" | "too-many" | "failed"> & { errors?: FieldErrors });

/**
 * Mails the organiser's message once to every distinct address holding a live ticket of the party
 * (or of one of its types), with replies to the organiser who wrote it. At most 3 messages a party
 * an hour, counted in the database whichever organiser sends them; a refusal of any kind, bad input
 * included, spends none of them.
 */
export async function sendPartyMessage(
  actor: Actor,
  partyId: string,
  posted: Record<string, string>,
  now = new Date(),
): Promise<SendPartyMessageResult> {
  try {
    const database = await openDatabase();
    const party = await managedParty(database, actor, partyId);
    if (!party) return refuse("not-found", DOOR_MESSAGES.partyNotFound);
    const check = checkFields(partyMessageSchema, posted);
    if (!check.ok) return { ...refuse("invalid", Object.values(check.errors)[0]!), errors: check.errors };
    const { audience, subject, message } = check.data;

    const recipients = await recipientsOf(database, party.id, audience);
    if (!recipients) {
      const unknown = PARTY_MESSAGE_MESSAGES.unknownAudience;
      return { ...refuse("invalid", unknown), errors: { audience: unknown } };
    }
    if (recipients.length === 0) return refuse("conflict", PARTY_MESSAGE_MESSAGES.nobody);

    const slot = await takeRateSlot(RATE_RULES.partyMessage, party.id, database);
    if (!slot.allowed) return tooMany(party, slot.nextAt, now);

    const { failed } = await mailPartyMessage(
      { partyId: party.id, partyName: party.name, subject, message, replyTo: actor.email },
      recipients,
    );
    if (failed === recipients.length) {
      // Nothing went out (the mail server is down): the organiser keeps this hour's message.
      await giveBackRateSlot(RATE_RULES.partyMessage, party.id, database);
      return refuse("failed", PARTY_MESSAGE_MESSAGES.failed);
    }
    return { ok: true, sent: recipients.length - failed, failed };
  } catch (error) {
    console.error(
      `[tickets] sending a message to the attendees of party ${partyId} for ${actor.userId} failed:`,
      error,
    );
    return refuse("failed", PARTY_MESSAGE_MESSAGES.failed);
  }
}

function tooMany(party: AccessibleParty, nextAt: Date, now: Date): Refusal<"too-many"> {
  const perHour = scaledLimit(RATE_RULES.partyMessage);
  return refuse("too-many", PARTY_MESSAGE_MESSAGES.tooMany(perHour, clockTime(nextAt, party.timeZone, now)));
}

/** "All attendees", then each type, with the distinct addresses each reaches (a person with two tickets counts once). */
async function audiencesOf(database: Database, partyId: string): Promise<MessageAudience[]> {
  const distinctHolders = sql<number>`(count(distinct ${tickets.holderEmail}))::int`;
  const [[all], types] = await Promise.all([
    database
      .select({ recipients: distinctHolders })
      .from(tickets)
      .where(and(eq(tickets.eventId, partyId), liveTicket)),
    database
      .select({ value: ticketTypes.id, label: ticketTypes.name, recipients: distinctHolders })
      .from(ticketTypes)
      .leftJoin(tickets, and(eq(tickets.ticketTypeId, ticketTypes.id), liveTicket))
      .where(eq(ticketTypes.eventId, partyId))
      .groupBy(ticketTypes.id)
      .orderBy(asc(ticketTypes.position), asc(ticketTypes.createdAt)),
  ]);
  return [
    { value: ALL_ATTENDEES, label: "All attendees", recipients: Number(all?.recipients ?? 0) },
    ...types.map((type) => ({ ...type, recipients: Number(type.recipients) })),
  ];
}

/** Each holder's address once; null when `audience` names no type of this party. */
async function recipientsOf(database: Database, partyId: string, audience: string): Promise<string[] | null> {
  if (audience !== ALL_ATTENDEES) {
    if (!isVenueId(audience)) return null;
    const [type] = await database
      .select({ id: ticketTypes.id })
      .from(ticketTypes)
      .where(and(eq(ticketTypes.id, audience), eq(ticketTypes.eventId, partyId)));
    if (!type) return null;
  }
  const rows = await database
    .selectDistinct({ email: tickets.holderEmail })
    .from(tickets)
    .where(
      and(
        eq(tickets.eventId, partyId),
        liveTicket,
        audience === ALL_ATTENDEES ? undefined : eq(tickets.ticketTypeId, audience),
      ),
    )
    .orderBy(asc(tickets.holderEmail));
  return rows.map((row) => row.email);
}
