/**
 * Scenario c: the mail server is down (for FAULTS_SMTP_DOWN_SECONDS, 60 by default) when a visitor
 * creates an account. The site must either deliver the code once SMTP is back, or tell the visitor
 * with the spec's message and let 'Resend Code' work once SMTP is back; then the code must verify.
 */
import { scratchFolder } from "../support/scratch";
import { startServer } from "../support/server";
import type { MailCatcher } from "./lib/mail-catcher";
import { postCreateAccount, uniqueAddress } from "./lib/members";
import { Visitor } from "./lib/session";
import { numberSetting, SERVER_LOG, sleep, type ScenarioResult } from "./lib/settings";

// The spec's strings (section 8, verification), as the page shows them.
const SEND_FAILED = "Failed to send verification code. Please try again.";
const RESEND_FAILED = "Failed to resend code";
const RESENT = "New verification code sent! Check your email.";

export async function smtpDown(options: { port: number; mail: MailCatcher }): Promise<ScenarioResult> {
  const downMs = numberSetting("FAULTS_SMTP_DOWN_SECONDS", 60) * 1000;
  const lines: string[] = [];
  const failures: string[] = [];
  const expect = (condition: boolean, failure: string) => {
    if (!condition) failures.push(failure);
  };

  const folder = scratchFolder("lan-faults-");
  const server = await startServer({
    port: options.port,
    dataDir: folder.dir,
    env: { SMTP_URL: options.mail.smtpUrl, MAIL_DELIVERY: "smtp" },
    output: { file: SERVER_LOG },
  });
  try {
    const visitor = new Visitor(server.url);
    const email = uniqueAddress("smtp-down");

    await options.mail.stop();
    const downAt = Date.now();
    lines.push(`tried: SMTP server stopped for ${downMs / 1000} s; Create Account, Resend Code during and after`);

    const askedAt = Date.now();
    const created = await postCreateAccount(visitor, email);
    await created.arrayBuffer();
    const location = created.headers.get("location");
    const page = await (await visitor.get(location ?? "/signup-form")).text();
    const toldFailure = page.includes(SEND_FAILED);
    lines.push(
      `Create Account with SMTP down: ${created.status} → ${location} in ${Date.now() - askedAt} ms; the verify step shows '${SEND_FAILED}': ${toldFailure ? "yes" : "NO"}`,
    );
    expect(created.status === 302, `Create Account answered ${created.status}, not a redirect to the verify step`);
    expect(toldFailure, "the verify step does not show the spec's failure message");
    expect(page.includes('name="code"'), "the verify step (code field) is not shown");

    await sleep(Math.min(5000, downMs / 2));
    const resendDuring = await visitor.post("/signup-form", { intent: "resend" });
    const resendDuringPage = await resendDuring.text();
    lines.push(
      `Resend Code while SMTP is down: ${resendDuring.status}, shows '${RESEND_FAILED}': ${resendDuringPage.includes(RESEND_FAILED) ? "yes" : "NO"}`,
    );
    expect(resendDuring.status >= 400, `Resend Code during the outage answered ${resendDuring.status}`);
    expect(resendDuringPage.includes(RESEND_FAILED), "Resend Code during the outage does not say it failed");

    await sleep(Math.max(0, downAt + downMs - Date.now()));
    await options.mail.start();
    lines.push(`SMTP back after ${((Date.now() - downAt) / 1000).toFixed(0)} s`);

    // Does the site deliver the lost code by itself (a queue)? Give it a few seconds.
    await sleep(3000);
    const queued = (await options.mail.messagesTo(email)).length;
    lines.push(
      queued > 0
        ? `the code was delivered by the site itself after SMTP came back (${queued} message)`
        : "no delivery of its own after SMTP came back (no mail queue): the visitor was told and uses Resend Code",
    );
    expect(queued > 0 || toldFailure, "the code was neither delivered later nor was the visitor told");

    const resendAfter = await visitor.post("/signup-form", { intent: "resend" });
    const resendAfterPage = await resendAfter.text();
    lines.push(
      `Resend Code after SMTP is back: ${resendAfter.status}, shows '${RESENT}': ${resendAfterPage.includes(RESENT) ? "yes" : "NO"}`,
    );
    expect(resendAfter.status === 200 && resendAfterPage.includes(RESENT), "Resend Code after the outage failed");

    const code = await options.mail.codeFor(email, queued);
    const verified = await visitor.post("/signup-form", { intent: "verify", code });
    await verified.arrayBuffer();
    const dashboard = await visitor.get("/dashboard");
    await dashboard.arrayBuffer();
    const delivered = (await options.mail.messagesTo(email)).length;
    lines.push(
      `code from the resent mail verified: ${verified.status}, dashboard ${dashboard.status}; messages delivered to the visitor: ${delivered}`,
    );
    expect(verified.status === 200 && dashboard.status === 200, "the resent code did not verify and sign in");
    expect(delivered === queued + 1, `expected ${queued + 1} messages, got ${delivered}`);
  } finally {
    // Whatever happened, the next scenario gets a running mail server.
    await options.mail.start().catch(() => undefined);
    await server.stop();
    folder.remove();
  }
  return { name: "SMTP down when a visitor asks for a code", lines, failures };
}
