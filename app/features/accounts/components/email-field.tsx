import type { ComponentProps } from "react";

import { TextField } from "~/components/ui/input";

type EmailFieldProps = Omit<ComponentProps<typeof TextField>, "type">;

/** An e-mail address input as every account form has it: the address autofill, no capitals or spelling fixes. */
export function EmailField(props: EmailFieldProps) {
  return <TextField autoComplete="email" autoCapitalize="none" spellCheck={false} {...props} type="email" />;
}
