import { env } from "~/lib/env.server";
import type { MailMessage } from "~/lib/mail.server";
import { MailCode, mailStyles, renderMailHtml } from "~/lib/mail-template.server";

import { CODE_VALIDITY_TEXT } from "~/lib/account-rules";

/** What a code is for; Better Auth's emailOTP types. */
export type CodePurpose = "email-verification" | "forget-password" | "change-email" | "sign-in";

const copy: Record<CodePurpose, { subject: string; heading: string; intro: string }> = {
  "email-verification": {
    subject: "Your LAN Centers verification code",
    heading: "Confirm your e-mail address",
    intro: "Enter this code on the LAN Centers sign-up page to activate your account:",
  },
  "sign-in": {
    subject: "Your LAN Centers sign-in code",
    heading: "Your sign-in code",
    intro: "Enter this code on LAN Centers to sign in:",
  },
  "forget-password": {
    subject: "Your LAN Centers password reset code",
    heading: "Reset your password",
    intro: "Enter this code on the LAN Centers reset page to choose a new password:",
  },
  "change-email": {
    subject: "Confirm your new LAN Centers e-mail address",
    heading: "Confirm your new e-mail address",
    intro: "Enter this code in your dashboard's Email Settings to move your LAN Centers account to this address:",
  },
};

/** The message carrying a one-time code: the code in large type and how long it is valid. */
export function codeMessage(purpose: CodePurpose, to: string, code: string): MailMessage {
  const { subject, heading, intro } = copy[purpose];
  const confirmUrl =
    purpose === "change-email"
      ? `${env().PUBLIC_URL}/email-confirmation?${new URLSearchParams({ type: "email_change", email: to, token: code })}`
      : undefined;
  const ignore = "If you did not ask for this, you can ignore this message: nothing changes without the code.";
  const html = renderMailHtml(
    `${heading}: ${code}`,
    <>
      <h1 style={{ fontSize: 20, margin: "8px 0 12px" }}>{heading}</h1>
      <p style={{ margin: 0 }}>{intro}</p>
      <MailCode code={code} />
      <p style={{ margin: "0 0 12px" }}>This code is valid for {CODE_VALIDITY_TEXT}.</p>
      {confirmUrl ? (
        <p style={{ margin: "0 0 12px" }}>
          Or, in the browser where you are signed in,{" "}
          <a href={confirmUrl} style={mailStyles.link}>
            confirm the change with one click
          </a>
          .
        </p>
      ) : null}
      <p style={mailStyles.muted}>{ignore}</p>
    </>,
  );
  const text = [
    heading,
    "",
    intro,
    "",
    `    ${code}`,
    "",
    `This code is valid for ${CODE_VALIDITY_TEXT}.`,
    ...(confirmUrl ? ["", `Or confirm the change in the browser where you are signed in: ${confirmUrl}`] : []),
    "",
    ignore,
  ].join("\n");
  return { to, subject, html, text };
}

/** Sent to the old address once an account's e-mail has changed, so a takeover does not go unseen. */
export function emailChangedNotice(oldEmail: string, newEmail: string): MailMessage {
  const contact = env().CONTACT_EMAIL;
  const subject = "Your LAN Centers e-mail address was changed";
  const body = `The e-mail address of your LAN Centers account was changed from ${oldEmail} to ${newEmail}. From now on, sign in with ${newEmail}.`;
  const warning = `If you did not make this change, contact us right away at ${contact}.`;
  const html = renderMailHtml(
    subject,
    <>
      <h1 style={{ fontSize: 20, margin: "8px 0 12px" }}>Your e-mail address was changed</h1>
      <p style={{ margin: "0 0 12px" }}>{body}</p>
      <p style={{ margin: 0 }}>
        If you did not make this change, contact us right away at{" "}
        <a href={`mailto:${contact}`} style={mailStyles.link}>
          {contact}
        </a>
        .
      </p>
    </>,
  );
  return { to: oldEmail, subject, html, text: [subject, "", body, "", warning].join("\n") };
}
