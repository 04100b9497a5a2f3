import { useState } from "react";

import type { FieldErrors } from "~/lib/forms";
import { useFieldErrors } from "~/lib/use-field-errors";

/**
 * The state of a venue form (LAN center, LAN party): every field's text, and its messages (see
 * useFieldErrors). Changing a field clears its message; `text(field)` wires a TextField to it.
 */
export function useVenueForm<Field extends string>(
  initialValues: Record<Field, string>,
  serverErrors: FieldErrors | undefined,
) {
  const [values, setValues] = useState(initialValues);
  const { errors, setErrors, formRef, checkBeforeSubmit } = useFieldErrors(serverErrors);

  function setField(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  }

  const text = (field: Field) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => setField(field, event.target.value),
  });

  return { values, setValues, setField, text, errors, formRef, checkBeforeSubmit };
}
