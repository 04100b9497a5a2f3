import { useCallback, useEffect, useState } from "react";

import { EMAIL_CHECK_DEBOUNCE_MS } from "~/lib/account-rules";

import { looksLikeEmail, normalizeEmail } from "../schemas";
import { useHydrated } from "~/lib/use-hydrated";

/** What /api/email-availability answers (the service's EmailAvailability). */
export type AvailabilityStatus = "available" | "taken" | "invalid" | "rate-limited" | "unavailable";
type Answer = { status: AvailabilityStatus; message?: string };

/** An answer, with the address it is about. */
export type KnownAvailability = Answer & { email: string };

export type EmailAvailability = {
  /** The current address looks like an e-mail and its answer is not in yet (waiting for typing to stop, or asking). */
  checking: boolean;
  /** The current address belongs to an account (the check said so, or the sign-up did). */
  taken: boolean;
  /** What to say about the check: the neutral 'Invalid credentials.' when taken, or the limiter's message. */
  message: string | undefined;
  /** Records that an address is taken (the server said so on submit). */
  markTaken: (email: string, message: string) => void;
  /** Forgets the last answer: typing in the field clears the taken state at once. */
  reset: () => void;
};

/**
 * The Create Account form's existence check: once the typed address looks like an e-mail and
 * typing has stopped for 500 ms, asks the server. A failed check counts as "not taken" (spec), so
 * an outage of the check never blocks a sign-up; the sign-up itself checks again.
 */
export function useEmailAvailability(email: string, initial?: KnownAvailability): EmailAvailability {
  const hydrated = useHydrated();
  const address = normalizeEmail(email);
  const [known, setKnown] = useState<KnownAvailability | undefined>(initial);

  const answered = known?.email === address;
  useEffect(() => {
    if (answered || !looksLikeEmail(address)) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/email-availability?email=${encodeURIComponent(address)}`, {
        headers: { accept: "application/json" },
        credentials: "same-origin",
        signal: controller.signal,
      })
        .then(async (response): Promise<Answer> => (response.ok ? await response.json() : { status: "unavailable" }))
        .catch((): Answer => ({ status: "unavailable" }))
        .then((answer) => {
          if (!controller.signal.aborted) setKnown({ ...answer, email: address });
        });
    }, EMAIL_CHECK_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [address, answered]);

  const markTaken = useCallback((taken: string, message: string) => {
    setKnown({ status: "taken", message, email: normalizeEmail(taken) });
  }, []);
  const reset = useCallback(() => setKnown(undefined), []);

  const current = answered ? known : undefined;
  return {
    checking: hydrated && !current && looksLikeEmail(address),
    taken: current?.status === "taken",
    message: current?.status === "taken" || current?.status === "rate-limited" ? current.message : undefined,
    markTaken,
    reset,
  };
}
