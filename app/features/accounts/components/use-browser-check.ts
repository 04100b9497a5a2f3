import { useCallback, useState, type FormEvent } from "react";

import type { FormCheck } from "~/lib/forms";

export type FieldProblem = { field: string; message: string };

/**
 * A form's schema run in the browser when the form is submitted, for instant feedback: a broken
 * rule stops the submit, is kept to be shown, and its field (or `shownOn`) gets the focus. The
 * action runs the same schema again; this check protects nothing.
 */
export function useBrowserCheck() {
  const [problem, setProblem] = useState<FieldProblem>();

  const refuseIfBroken = useCallback(
    <T>(event: FormEvent<HTMLFormElement>, check: FormCheck<T>, shownOn?: string): boolean => {
      if (check.ok) {
        setProblem(undefined);
        return false;
      }
      const field = shownOn ?? check.field;
      event.preventDefault();
      setProblem({ field, message: check.message });
      event.currentTarget.querySelector<HTMLInputElement>(`input[name="${field}"]`)?.focus();
      return true;
    },
    [],
  );
  const clearProblem = useCallback(() => setProblem(undefined), []);

  return { problem, refuseIfBroken, clearProblem };
}

/**
 * Where a form's problem is shown: the browser's finding, or the server's answer when it is about a
 * field (`fieldOf` names it), goes under that field; any other answer of the server is the alert.
 */
export function placeProblem<R extends { message?: string }>(
  browser: FieldProblem | undefined,
  server: R | undefined,
  fieldOf: (result: R) => string | undefined,
): { fieldProblem: FieldProblem | undefined; alert: R | undefined } {
  if (browser) return { fieldProblem: browser, alert: undefined };
  if (!server) return { fieldProblem: undefined, alert: undefined };
  const field = fieldOf(server);
  if (field) return { fieldProblem: { field, message: server.message ?? "" }, alert: undefined };
  return { fieldProblem: undefined, alert: server };
}
