import clsx from "clsx";
import type { ReactNode } from "react";

export type BadgeTone = "neutral" | "info" | "success" | "warning" | "danger";

const toneClasses: Record<BadgeTone, string> = {
  neutral: "border-slate-400/30 bg-slate-400/10 text-slate-200",
  info: "border-accent-400/40 bg-accent-400/10 text-accent-200",
  success: "border-emerald-400/40 bg-emerald-400/10 text-emerald-300",
  warning: "border-amber-400/40 bg-amber-400/10 text-amber-200",
  danger: "border-rose-400/40 bg-rose-400/10 text-rose-200",
};

/** A short status label, e.g. `<Badge tone="success">Verified</Badge>`. */
export function Badge({
  tone = "neutral",
  icon,
  className,
  children,
}: {
  tone?: BadgeTone;
  /** A small decorative icon before the text (hidden from screen readers). */
  icon?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    // `.badge` (app.css) sizes the icon; Lucide's icons are hidden from screen readers.
    <span className={clsx("badge", toneClasses[tone], className)}>
      {icon}
      {children}
    </span>
  );
}
