import type { AddressInfo } from "node:net";

import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, it } from "vitest";

import { scratchFolderWithDatabase } from "#test-support/pglite-template";
import { closeDatabase } from "~/lib/db.server";

import { messages } from "./auth-errors.server";
import { requestPasswordReset } from "./password-reset.server";
import { resendVerificationCode, signUp, verifySignUpCode } from "./sign-up.server";

/** A real SMTP server that keeps the text of what it receives; `close()` is an outage. */
function mailServer(port: number): Promise<{ port: number; received: string[]; close: () => Promise<void> }> {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push(Buffer.concat(chunks).toString("utf8"));
        callback();
      });
    },
  });
  return new Promise((resolve) => {
    server.listen(port, "127.0.0.1", () => {
      resolve({
        port: (server.server.address() as AddressInfo).port,
        received,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

// A free port for SMTP_URL, read once by env(): taken, then released, so nothing listens there yet.
const probe = await mailServer(0);
const smtpPort = probe.port;
await probe.close();

const folder = scratchFolderWithDatabase("lan-centers-code-delivery-");
process.env.DATA_DIR = folder.dir;
process.env.SEED_DEMO = "false";
process.env.PUBLIC_URL = "http://localhost:3000";
process.env.AUTH_SECRET = "test-secret-that-is-long-enough-0123456789";
process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;
delete process.env.DATABASE_URL;

afterAll(async () => {
  await closeDatabase();
  folder.remove();
});

const client = { ip: "198.51.100.7" };
const email = "smtp-outage@example.com";

describe("codes asked for while the mail server is down", () => {
  it("are reported as not sent (sign-up, Resend Code, password reset), and Resend Code works once it is back", async () => {
    // Nothing listens on the SMTP port: every send is refused.
    const created = await signUp({ firstName: "Ada", lastName: "Lovelace", email, password: "secret123" }, client);
    expect(created).toEqual({ ok: true, email, codeSent: false });
    expect(await resendVerificationCode(email, client)).toEqual({
      ok: false,
      reason: "invalid",
      message: messages.codeResendFailed,
    });
    expect(await requestPasswordReset(email, client)).toEqual({
      ok: false,
      reason: "invalid",
      message: messages.resetSendFailed,
    });

    const smtp = await mailServer(smtpPort);
    try {
      expect(await resendVerificationCode(email, client)).toEqual({ ok: true, message: messages.codeResent });
      expect(smtp.received).toHaveLength(1);
      const code = smtp.received[0]!.match(/^\s*(\d{6})\s*$/m)?.[1];
      expect(code).toBeDefined();
      expect(await verifySignUpCode({ email, code: code! }, client)).toMatchObject({ ok: true });
    } finally {
      await smtp.close();
    }
  });
});
