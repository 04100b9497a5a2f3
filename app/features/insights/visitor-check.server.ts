import { isbot } from "isbot";

/**
 * Whether a request looks like a person's browser, by what crawlers betray: no user agent, one
 * that names a bot, crawler, headless browser or HTTP library (`isbot`), no Accept-Language (every
 * browser names its languages; most scripts send none, or `*`), or a prefetch rather than a visit.
 */
export function isCountedVisit(headers: Headers): boolean {
  const userAgent = headers.get("user-agent");
  if (!userAgent || userAgent.length > 512 || isbot(userAgent)) return false;
  // Browsers name languages; scripts send none, or "*" (Node's fetch).
  const languages = headers.get("accept-language")?.trim();
  if (!languages || languages === "*") return false;
  const purpose = headers.get("sec-purpose") ?? headers.get("purpose") ?? "";
  return !/prefetch|prerender/i.test(purpose);
}
