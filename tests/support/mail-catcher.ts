/**
 * The browser suite's mail catcher: an SMTP server that keeps every message in memory and an HTTP
 * API that lists them. Run with `npx tsx tests/support/mail-catcher.ts` (playwright.config.ts starts
 * it before the site).
 *
 * SMTP on 127.0.0.1:E2E_SMTP_PORT (default 3225), no authentication, no TLS.
 * HTTP on 127.0.0.1:E2E_MAIL_API_PORT (default 3226):
 *   GET /health             → 200
 *   GET /messages?to=<addr> → JSON array, oldest first, of {to, subject, text, html, receivedAt}
 *   GET /messages           → every message
 *
 * Messages come from nodemailer (multipart/alternative, text/plain + text/html, quoted-printable or
 * base64): the small MIME reader below decodes just that much.
 */
import { createServer } from "node:http";

import { SMTPServer } from "smtp-server";

/** `to` lists the envelope's recipients (RCPT TO), lower-case, joined with ", ". */
type CaughtMessage = { to: string; subject: string; text: string; html: string; receivedAt: string };

const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 3225);
const apiPort = Number(process.env.E2E_MAIL_API_PORT ?? 3226);
const host = "127.0.0.1";

const messages: { recipients: string[]; message: CaughtMessage }[] = [];

type Part = { headers: Map<string, string>; body: string };

/** Splits a raw entity into its (unfolded, lower-cased names) headers and its body. */
function splitEntity(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, "\n");
  const end = normalized.indexOf("\n\n");
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? "" : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function parameter(header: string | undefined, name: string): string | undefined {
  const match = header?.match(new RegExp(`${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, "i"));
  return match ? (match[1] ?? match[2]) : undefined;
}

function decodeQuotedPrintable(text: string): Buffer {
  const soft = text.replace(/=\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i] ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  if (encoding === "base64") return Buffer.from(part.body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(part.body).toString("utf8");
  return part.body;
}

/** Decodes RFC 2047 encoded words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=) in a header. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")).toString("utf8"),
    );
}

/** Collects the text/plain and text/html parts of an entity, walking nested multiparts. */
function collectParts(part: Part, found: { text: string; html: string }) {
  const type = part.headers.get("content-type") ?? "text/plain";
  const mediaType = type.split(";")[0]?.trim().toLowerCase() ?? "text/plain";
  if (mediaType.startsWith("multipart/")) {
    const boundary = parameter(type, "boundary");
    if (!boundary) return;
    const sections = part.body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith("--")) break;
      collectParts(splitEntity(section.replace(/^\n/, "")), found);
    }
  } else if (mediaType === "text/plain" && !found.text) {
    found.text = decodeBody(part).trimEnd();
  } else if (mediaType === "text/html" && !found.html) {
    found.html = decodeBody(part).trimEnd();
  }
}

function parseMessage(raw: string, recipients: string[]): CaughtMessage {
  const entity = splitEntity(raw);
  const found = { text: "", html: "" };
  collectParts(entity, found);
  return {
    to: recipients.join(", "),
    subject: decodeHeader(entity.headers.get("subject") ?? ""),
    text: found.text,
    html: found.html,
    receivedAt: new Date().toISOString(),
  };
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("error", callback);
    stream.on("end", () => {
      const recipients = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase());
      messages.push({ recipients, message: parseMessage(Buffer.concat(chunks).toString("utf8"), recipients) });
      callback();
    });
  },
});
smtp.on("error", (error) => console.error("[mail-catcher] SMTP error:", error));

const api = createServer((request, response) => {
  const url = new URL(request.url ?? "/", `http://${host}`);
  if (request.method === "GET" && url.pathname === "/health") {
    response.writeHead(200, { "content-type": "text/plain" }).end("ok");
    return;
  }
  if (request.method === "GET" && url.pathname === "/messages") {
    const to = url.searchParams.get("to")?.trim().toLowerCase();
    const selected = messages.filter((entry) => !to || entry.recipients.includes(to)).map((entry) => entry.message);
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(selected));
    return;
  }
  response.writeHead(404, { "content-type": "text/plain" }).end("not found");
});

smtp.listen(smtpPort, host, () => {
  api.listen(apiPort, host, () => {
    console.log(`[mail-catcher] SMTP on ${host}:${smtpPort}, messages at http://${host}:${apiPort}/messages`);
  });
});

function stop() {
  api.close();
  smtp.close(() => process.exit(0));
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
