import clsx from "clsx";
import { useId, type InputHTMLAttributes, type ReactNode } from "react";

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "children"> & {
  label: ReactNode;
  /** Help shown under the field, read after the label. */
  hint?: ReactNode;
  /** The validation message; marks the field invalid and is read with it. */
  error?: ReactNode;
  /** Classes for the wrapper (layout); the input itself keeps the kit's look. */
  className?: string;
  /** A control inside the field's right end (e.g. a password's show/hide button). */
  trailing?: (inputId: string) => ReactNode;
};

/** A labelled text input with an optional hint and error message, wired for screen readers. */
export function TextField({
  label,
  hint,
  error,
  id,
  className,
  required,
  type = "text",
  trailing,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = clsx(hint && hintId, error && errorId) || undefined;

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
          type={type}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={clsx(
            "min-h-11 w-full rounded-lg border bg-surface-950/80 py-2 pl-3.5 text-base text-white placeholder:text-slate-400",
            "transition-colors duration-150 focus-visible:outline-offset-1 disabled:opacity-60",
            trailing ? "pr-12" : "pr-3.5",
            error ? "border-rose-400" : "border-surface-600 hover:border-slate-500 focus:border-accent-400",
          )}
          {...inputProps}
        />
        {trailing?.(inputId)}
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
