import clsx from "clsx";
import { CircleAlert } from "lucide-react";
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";

import { CURRENCIES } from "#db/schema/values";

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

  return (
    <FieldFrame inputId={inputId} label={label} required={required} hint={hint} error={error} className={className}>
      <div className="relative">
        <input
          id={inputId}
          type={type}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, hint, error)}
          // Room on the right for the trailing control.
          className={clsx(controlClasses(error, trailing ? "pl-3.5 pr-12" : "px-3.5"), "min-h-11")}
          {...inputProps}
        />
        {trailing?.(inputId)}
      </div>
    </FieldFrame>
  );
}

/** The ids of the hint and error a field is read with (FieldFrame renders them). */
function describedBy(inputId: string, hint: ReactNode, error: ReactNode): string | undefined {
  return clsx(hint && `${inputId}-hint`, error && `${inputId}-error`) || undefined;
}

/** The parts every labelled field shares: label (with a decorative asterisk), hint and error. */
function FieldFrame({
  inputId,
  label,
  required,
  hint,
  error,
  className,
  children,
}: {
  inputId: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={clsx("flex flex-col gap-1.5", className)}>
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
      {children}
      {hint ? (
        <p id={`${inputId}-hint`} className="text-sm text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} className="text-sm font-medium text-rose-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The look of every text control; `padding` is the horizontal padding. */
function controlClasses(error: unknown, padding = "px-3.5") {
  return clsx(
    "w-full rounded-lg border bg-surface-950/80 py-2 text-base text-white placeholder:text-slate-400",
    padding,
    "transition-colors duration-150 focus-visible:outline-offset-1 disabled:opacity-60",
    error ? "border-rose-400" : "border-surface-600 hover:border-slate-500 focus:border-accent-400",
  );
}

type FieldProps = { label: ReactNode; hint?: ReactNode; error?: ReactNode; className?: string };

/** A labelled multi-line text input (descriptions). */
export function TextAreaField({
  label,
  hint,
  error,
  className,
  id,
  required,
  ...props
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "children">) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <FieldFrame inputId={inputId} label={label} required={required} hint={hint} error={error} className={className}>
      <textarea
        id={inputId}
        required={required}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        className={clsx(controlClasses(error), "min-h-24 resize-y")}
        {...props}
      />
    </FieldFrame>
  );
}

/** A labelled native select (works before hydration, and with every keyboard and screen reader). */
export function SelectField({
  label,
  hint,
  error,
  className,
  id,
  required,
  children,
  ...props
}: FieldProps & SelectHTMLAttributes<HTMLSelectElement>) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <FieldFrame inputId={inputId} label={label} required={required} hint={hint} error={error} className={className}>
      <select
        id={inputId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        className={clsx(controlClasses(error), "min-h-11")}
        {...props}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

/**
 * The message of a group of fields (a fieldset: the hours, the games, the photos), under the group
 * and named by its `aria-describedby`; nothing when there is no message.
 */
export function GroupError({ id, children }: { id: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="flex gap-2 text-sm font-medium text-rose-300">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

/** "Currency": a select of the site's currencies (ISO codes), as every price form asks it. */
export function CurrencyField({
  value,
  error,
  onValueChange,
}: {
  value: string;
  error?: string;
  onValueChange: (value: string) => void;
}) {
  return (
    <SelectField
      label="Currency"
      name="currency"
      value={value}
      error={error}
      onChange={(event) => onValueChange(event.target.value)}
    >
      {CURRENCIES.map((currency) => (
        <option key={currency} value={currency}>
          {currency}
        </option>
      ))}
    </SelectField>
  );
}
