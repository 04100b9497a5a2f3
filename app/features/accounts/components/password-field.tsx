import { Eye, EyeOff } from "lucide-react";
import { useId, useState, type InputHTMLAttributes, type ReactNode } from "react";

import clsx from "clsx";

type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "children"> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
};

/** A password input with a show/hide toggle (a real button, labelled, keyboard reachable). */
export function PasswordField({ label, hint, error, id, className, required, ...inputProps }: PasswordFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [visible, setVisible] = useState(false);
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = clsx(hint && hintId, error && errorId) || undefined;
  const Icon = visible ? EyeOff : Eye;

  return (
    <div className={clsx("flex flex-col gap-1.5", className)}>
      {/* The asterisk stays outside the label, so the field's name is the label's text alone. */}
      <div className="flex items-baseline gap-0.5 text-sm font-medium">
        <label htmlFor={inputId} className="text-slate-200">
          {label}
        </label>
        {required ? (
          <span aria-hidden="true" className="text-accent-300">
            *
          </span>
        ) : null}
      </div>
      <div className="relative">
        <input
          id={inputId}
          type={visible ? "text" : "password"}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoCapitalize="none"
          spellCheck={false}
          className={clsx(
            "min-h-11 w-full rounded-lg border bg-surface-950/80 py-2 pr-12 pl-3.5 text-base text-white placeholder:text-slate-400",
            "transition-colors duration-150 focus-visible:outline-offset-1 disabled:opacity-60",
            error ? "border-rose-400" : "border-surface-600 hover:border-slate-500 focus:border-accent-400",
          )}
          {...inputProps}
        />
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
      </div>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-rose-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
