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

/**
 * The looks are named classes (app.css, `.button-*`): a page of venue cards repeats them dozens of
 * times, and a utility given as `className` still wins over them (components layer).
 */
const variantClasses: Record<ButtonVariant, string> = {
  primary: "button-primary",
  secondary: "button-secondary",
  ghost: "button-ghost",
  danger: "button-danger",
};

const sizeClasses: Record<ButtonSize, string> = {
  sm: "button-sm",
  md: "button-md",
  lg: "button-lg",
};

/** The classes of a button, for the rare element that must look like one without being one. */
export function buttonClasses({ variant = "primary", size = "md", fullWidth = false }: ButtonStyle = {}) {
  return clsx("button", variantClasses[variant], sizeClasses[size], fullWidth && "w-full");
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
