import { useEffect } from "react";
import { useNavigate } from "react-router";

/**
 * What a signed-out visitor typed into a registration form, kept in this browser's session storage
 * while they create an account, and put back when they return to the form (the account's
 * confirmation brings them back: /signup-form?redirectTo=…). Nothing leaves the browser.
 */
export type RegistrationForm = "register-lan-center" | "register-lan-party";

const storageKey = (form: RegistrationForm) => `lan-centers:draft:${form}`;

/** The address that creates an account and then comes back to `form`, with its notice. */
export function createAccountToRegisterUrl(form: RegistrationForm): string {
  return `/signup-form?${new URLSearchParams({ redirectTo: `/${form}`, notice: form })}`;
}

/**
 * For a register form: `leaveToCreateAccount` keeps the values and goes to Create Account; on the
 * way back (signed in) the kept values fill the form again, once.
 */
export function useRegistrationDraft<Values extends Record<string, string>>(
  form: RegistrationForm,
  options: { active: boolean; signedIn: boolean; restore: (values: Partial<Values>) => void },
) {
  const navigate = useNavigate();
  const { active, signedIn, restore } = options;

  useEffect(() => {
    if (!active) return;
    const kept = readDraft<Values>(form);
    if (!kept) return;
    restore(kept);
    // Signed in, the journey is over: the form holds the values now.
    if (signedIn) sessionStorage.removeItem(storageKey(form));
    // Once, on arrival: restoring again would overwrite what is typed after.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, form, signedIn]);

  return function leaveToCreateAccount(values: Values) {
    try {
      sessionStorage.setItem(storageKey(form), JSON.stringify(values));
    } catch {
      // Storage full or refused (private mode): the account comes first; the form is empty again.
    }
    navigate(createAccountToRegisterUrl(form));
  };
}

function readDraft<Values>(form: RegistrationForm): Partial<Values> | null {
  try {
    const stored = sessionStorage.getItem(storageKey(form));
    if (!stored) return null;
    const parsed: unknown = JSON.parse(stored);
    if (typeof parsed !== "object" || parsed === null) return null;
    // Only text fields, as the form holds them.
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    ) as Partial<Values>;
  } catch {
    return null;
  }
}
