import { type ChildProcess, spawn } from "node:child_process";

import { portTaken, ROOT } from "../../support/server";
import { type CaughtMessage, codeIn } from "../../support/mail";

export type MailCatcher = {
  smtpUrl: string;
  /** Every message to `email`, oldest first. */
  messagesTo: (email: string) => Promise<CaughtMessage[]>;
  /** Waits for a message to `email` beyond the first `after` and returns its 6-digit code. */
  codeFor: (email: string, after: number, timeoutMs?: number) => Promise<string>;
  /** Stops the SMTP server (and its API): connections to its port are refused until `start()`. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
};

/**
 * The browser suite's mail catcher (tests/support/mail-catcher.ts), a real SMTP server, run as its
 * own process so that stopping it is an SMTP outage the site can only see on the wire. Messages
 * live in that process: a restart starts with none.
 */
export async function startMailCatcher(ports: { smtp: number; api: number }): Promise<MailCatcher> {
  const apiUrl = `http://127.0.0.1:${ports.api}`;
  let child: ChildProcess | undefined;

  const start = async () => {
    if (child && child.exitCode === null) return;
    // Another process on the port would answer our health check and take the site's mail.
    for (const port of [ports.smtp, ports.api]) {
      if (await portTaken(port))
        throw new Error(`Port ${port} is already in use: is an earlier mail catcher still running?`);
    }
    child = spawn(process.execPath, ["--import", "tsx", "tests/support/mail-catcher.ts"], {
      cwd: ROOT,
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, E2E_SMTP_PORT: String(ports.smtp), E2E_MAIL_API_PORT: String(ports.api) },
    });
    // A runner that crashes must not leave its mail server behind.
    const started = child;
    const killWithUs = () => started.kill("SIGKILL");
    process.once("exit", killWithUs);
    started.once("exit", () => process.off("exit", killWithUs));
    const deadline = Date.now() + 30_000;
    for (;;) {
      try {
        if ((await fetch(`${apiUrl}/health`)).ok) return;
      } catch {
        // not listening yet
      }
      if (child.exitCode !== null) throw new Error(`The mail catcher exited with ${child.exitCode}`);
      if (Date.now() > deadline) throw new Error("The mail catcher did not start within 30 s");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill("SIGTERM");
    await exited;
  };

  const messagesTo = async (email: string): Promise<CaughtMessage[]> => {
    const response = await fetch(`${apiUrl}/messages?to=${encodeURIComponent(email.toLowerCase())}`);
    if (!response.ok) throw new Error(`The mail catcher answered ${response.status}`);
    return (await response.json()) as CaughtMessage[];
  };

  const codeFor = async (email: string, after: number, timeoutMs = 15_000): Promise<string> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const messages = await messagesTo(email);
      const code = messages.length > after ? codeIn(messages[messages.length - 1]!.text) : undefined;
      if (code) return code;
      if (Date.now() > deadline) throw new Error(`No code mailed to ${email} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  await start();
  return { smtpUrl: `smtp://127.0.0.1:${ports.smtp}`, messagesTo, codeFor, stop, start };
}
