/* The Create Account page's wire: what the visitor types and what the action answers, read by its components. */

/** What the visitor typed on the Create Account form. Kept in the browser only (passwords too). */
export type NewAccountValues = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
};

/** The action's answer when an account could not be created. Never carries the passwords. */
export type CreateAccountFailure = {
  intent: "create";
  message: string;
  /** The field the message is about (a schema rule), if any. */
  field?: string;
  /** The address belongs to an account: the taken state and its panel. */
  taken: boolean;
  values: Pick<NewAccountValues, "firstName" | "lastName" | "email">;
};

/** The action's answer to Verify (when it did not succeed) or to Resend Code. */
export type VerifyStepFeedback =
  { intent: "verify"; verified: false; message: string } | { intent: "resend"; ok: boolean; message: string };
