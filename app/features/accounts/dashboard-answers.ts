/* What the dashboard's action answers to the account's forms, read by their components. Plain types, no UI. */

/** What the dashboard action answers to the page's account forms (Email Settings and Security). */
export type AccountResult = EmailSettingsResult | SecurityResult;

export type EmailSettingsIntent =
  "request-email-change" | "resend-email-change" | "confirm-email-change" | "cancel-email-change";

/** What the dashboard action answers to an Email Settings form. */
export type EmailSettingsResult = EmailChangeResult | InsightsDigestResult;

/** What the dashboard action answers to a step of the e-mail change. */
export type EmailChangeResult = {
  intent: EmailSettingsIntent;
  ok: boolean;
  message?: string;
  /** The field the message is about, when it is one. */
  field?: "newEmail" | "code";
  /** The new address waiting for its code: step 2 shows while there is one. */
  pendingEmail?: string;
};

/** What the dashboard action answers to the insights e-mail form. */
export type InsightsDigestResult = { intent: "insights-digest"; ok: boolean; message: string };

/** What the dashboard action answers to the Security tab's form. */
export type SecurityResult = {
  intent: "change-password";
  ok: boolean;
  message: string;
  field?: "currentPassword" | "password" | "confirmPassword";
};
