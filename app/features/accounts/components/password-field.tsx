import { Eye, EyeOff } from "lucide-react";
import { useState, type ComponentProps } from "react";

import { TextField } from "~/components/ui/input";

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, "type" | "trailing">;

/** A password input with a show/hide toggle (a real button, labelled, keyboard reachable). */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <TextField
      autoCapitalize="none"
      spellCheck={false}
      {...props}
      type={visible ? "text" : "password"}
      trailing={(inputId) => (
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-pressed={visible}
          aria-controls={inputId}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-300 hover:text-white"
        >
          <Icon aria-hidden="true" className="size-5" />
          <span className="sr-only">{visible ? "Hide password" : "Show password"}</span>
        </button>
      )}
    />
  );
}
