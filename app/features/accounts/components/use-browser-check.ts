import { useCallback, useState, type FormEvent } from "react";

import type { FormCheck } from "../schemas";

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
