import clsx from "clsx";
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from "react";
import { Link, type LinkProps } from "react-router";

import { Spinner } from "~/components/ui/spinner";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";
export type ButtonSize = "sm" | "md" | "lg";

type ButtonStyle = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the width of the container (forms, mobile menus). */
  fullWidth?: boolean;
};

const variantClasses: Record<ButtonVariant, string> = {
  primary: "bg-accent-400 text-surface-950 shadow-lg shadow-accent-500/20 hover:bg-accent-300 active:bg-accent-400",
  secondary:
    "border border-surface-600 bg-surface-800/80 text-slate-100 hover:border-accent-400/60 hover:bg-surface-700",
  ghost: "text-slate-200 hover:bg-white/5 hover:text-white",
  danger: "bg-rose-700 text-white hover:bg-rose-800 active:bg-rose-700",
};

const sizeClasses: Record<ButtonSize, string> = {
  sm: "min-h-9 gap-1.5 px-3 text-sm",
  md: "min-h-11 gap-2 px-5 text-sm",
  lg: "min-h-12 gap-2 px-6 text-base",
};

/** The classes of a button, for the rare element that must look like one without being one. */
export function buttonClasses({ variant = "primary", size = "md", fullWidth = false }: ButtonStyle = {}) {
  return clsx(
    "inline-flex items-center justify-center rounded-lg font-semibold whitespace-nowrap transition-colors duration-150",
    "disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60",
    variantClasses[variant],
    sizeClasses[size],
    fullWidth && "w-full",
  );
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonStyle & {
    /** Shows a spinner and disables the button while work it started is under way. */
    loading?: boolean;
    /** What the spinner announces while loading. */
    loadingLabel?: string;
  };

export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  loadingLabel = "Working…",
  type = "button",
  disabled,
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={clsx(buttonClasses({ variant, size, fullWidth }), className)}
      {...props}
    >
      {loading ? <Spinner size="sm" label={loadingLabel} /> : null}
      {children}
    </button>
  );
}

type InternalButtonLinkProps = Omit<LinkProps, "className"> & ButtonStyle & { className?: string; href?: never };

type ExternalButtonLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> &
  ButtonStyle & {
    href: string;
    to?: never;
    /** Opens in a new tab, safely, and tells screen-reader users so. */
    newTab?: boolean;
  };

/**
 * A link that looks like a button: pass `to` for a page of this site (a react-router Link), or
 * `href` for anything else (another site, mailto:).
 */
export function ButtonLink(props: InternalButtonLinkProps | ExternalButtonLinkProps) {
  if (props.href !== undefined) {
    const { variant, size, fullWidth, newTab = false, className, children, ...anchorProps } = props;
    return (
      <a
        className={clsx(buttonClasses({ variant, size, fullWidth }), className)}
        {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        {...anchorProps}
      >
        {children}
        {newTab ? <NewTabHint /> : null}
      </a>
    );
  }
  const { variant, size, fullWidth, className, ...linkProps } = props;
  return <Link className={clsx(buttonClasses({ variant, size, fullWidth }), className)} {...linkProps} />;
}

/** Read by screen readers only: a link that opens a new tab should say so. */
export function NewTabHint({ children = "(opens in a new tab)" }: { children?: ReactNode }) {
  return <span className="sr-only"> {children}</span>;
}
