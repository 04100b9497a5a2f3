import { useEffect, useRef, useState, type FormEvent } from "react";
import type { z } from "zod";

import { checkFields, formValues, type FieldErrors } from "~/lib/forms";

/**
 * The per-field messages of a form: the browser's own check with the form's schema before a
 * post (a failing form is not sent), and the server's answer after one. Either way the first field
 * with a problem, in the form's order, gets the focus.
 */
export function useFieldErrors(serverErrors: FieldErrors | undefined) {
  const [errors, setErrors] = useState<FieldErrors>(serverErrors ?? {});
  const formRef = useRef<HTMLFormElement>(null);

  // A new answer from the server replaces the browser's findings.
  useEffect(() => {
    if (!serverErrors) return;
    setErrors(serverErrors);
    focusFirstInvalid(formRef.current, serverErrors);
  }, [serverErrors]);

  /** For the form's onSubmit: stops the post and shows the problems when `schema` refuses the form. */
  function checkBeforeSubmit(event: FormEvent<HTMLFormElement>, schema: z.ZodType) {
    const check = checkFields(schema, formValues(new FormData(event.currentTarget)));
    if (check.ok) {
      setErrors({});
      return;
    }
    event.preventDefault();
    setErrors(check.errors);
    focusFirstInvalid(event.currentTarget, check.errors);
  }

  return { errors, setErrors, formRef, checkBeforeSubmit };
}

function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors) {
  if (!form) return;
  for (const element of Array.from(form.elements)) {
    const name = element.getAttribute("name");
    if (name && name in errors && element instanceof HTMLElement) {
      element.focus();
      return;
    }
  }
}
