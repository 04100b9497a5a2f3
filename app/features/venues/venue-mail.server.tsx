/** A venue as the notification mails name it. */
export type NotifiedVenue = { kind: "lan_center" | "lan_party"; id: string; name: string; ownerEmail: string | null };

/**
 * Tells the administrators a venue waits for review. Never throws: a registration must not fail
 * because a notification could not be sent (the failure is logged). (Filled in by the moderation work.)
 */
export async function notifyAdministratorsOfRegistration(venue: NotifiedVenue): Promise<void> {
  void venue;
}
