/**
 * Reads the mail the site sent during the browser suite, from the mail catcher
 * (tests/support/mail-catcher.ts, started by playwright.config.ts).
 */

export const mailApiUrl = `http://127.0.0.1:${process.env.E2E_MAIL_API_PORT ?? 3226}`;

/** One caught message; `to` lists the envelope's recipients, lower-case, joined with ", ". */
export type CaughtMessage = { to: string; subject: string; text: string; html: string; receivedAt: string };

/** Every message sent to `email`, oldest first. */
export async function messagesTo(email: string): Promise<CaughtMessage[]> {
  const response = await fetch(`${mailApiUrl}/messages?to=${encodeURIComponent(email.trim().toLowerCase())}`);
  if (!response.ok) throw new Error(`The mail catcher answered ${response.status}`);
  return (await response.json()) as CaughtMessage[];
}

/** How many messages have been sent to `email` so far. */
export async function messageCount(email: string): Promise<number> {
  return (await messagesTo(email)).length;
}

/** The 6-digit code in a message's text: a line holding nothing but 6 digits (or else any 6 digits). */
export function codeIn(text: string): string | undefined {
  return text.match(/^\s*(\d{6})\s*$/m)?.[1] ?? text.match(/\b(\d{6})\b/)?.[1];
}

/**
 * Waits for a message to `email` and returns the code in the newest one. With `after` (a count of
 * messages already seen, from messageCount) it waits for a message beyond those.
 */
export async function latestCode(email: string, options: { after?: number; timeoutMs?: number } = {}): Promise<string> {
  const { after = 0, timeoutMs = 10_000 } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = await messagesTo(email);
    const newest = messages.length > after ? messages[messages.length - 1] : undefined;
    const code = newest && codeIn(newest.text);
    if (code) return code;
    if (newest) throw new Error(`The newest message to ${email} ("${newest.subject}") holds no 6-digit code`);
    if (Date.now() > deadline) {
      throw new Error(`No message to ${email} arrived within ${timeoutMs} ms (messages seen: ${messages.length})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
