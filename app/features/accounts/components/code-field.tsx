import { useState, type ComponentProps } from "react";

import { TextField } from "~/components/ui/input";
import { CODE_LENGTH } from "~/lib/account-rules";

import { digitsOnly } from "../schemas";

type CodeFieldProps = Omit<ComponentProps<typeof TextField>, "onChange" | "value" | "defaultValue" | "type"> & {
  /** Called with the digits kept (at most six) whenever they change. */
  onCodeChange?: (code: string) => void;
  defaultValue?: string;
};

/**
 * The 6-digit code input: keeps digits only and at most six, whether typed or pasted, and asks
 * phones for the numeric keypad and the code from the message (one-time-code autofill).
 */
export function CodeField({ onCodeChange, defaultValue = "", name = "code", ...props }: CodeFieldProps) {
  const [code, setCode] = useState(() => digitsOnly(defaultValue));
  return (
    <TextField
      {...props}
      name={name}
      value={code}
      onChange={(event) => {
        const next = digitsOnly(event.currentTarget.value);
        setCode(next);
        onCodeChange?.(next);
      }}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      maxLength={CODE_LENGTH}
      placeholder="123456"
      className="[&_input]:text-center [&_input]:font-mono [&_input]:text-2xl [&_input]:tracking-[0.5em]"
    />
  );
}
