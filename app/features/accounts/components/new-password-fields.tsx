import { MIN_PASSWORD_LENGTH } from "~/lib/account-rules";

import { PasswordField } from "./password-field";
import type { FieldProblem } from "./use-browser-check";

/**
 * A new password typed twice (the reset's last step and the dashboard's Security tab), named as
 * newPasswordSchema reads them. `problem` is shown on the field it is about.
 */
export function NewPasswordFields({ problem, onChange }: { problem: FieldProblem | undefined; onChange: () => void }) {
  return (
    <>
      <PasswordField
        label="New Password"
        name="password"
        autoComplete="new-password"
        required
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        error={problem?.field === "password" ? problem.message : undefined}
        onChange={onChange}
      />
      <PasswordField
        label="Confirm Password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        error={problem?.field === "confirmPassword" ? problem.message : undefined}
        onChange={onChange}
      />
    </>
  );
}
