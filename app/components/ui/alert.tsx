import clsx from "clsx";
import { CircleAlert, CircleCheck, Info } from "lucide-react";
import type { ReactNode } from "react";

export type AlertTone = "success" | "error" | "info";

const tones = {
  success: { icon: CircleCheck, classes: "border-emerald-400/40 bg-emerald-950/70 text-emerald-100" },
  error: { icon: CircleAlert, classes: "border-rose-400/50 bg-rose-950/70 text-rose-100" },
  info: { icon: Info, classes: "border-accent-400/40 bg-cyan-950/70 text-cyan-50" },
} satisfies Record<AlertTone, { icon: typeof Info; classes: string }>;

/**
 * A message about what just happened. Errors interrupt screen readers (role="alert"); success
 * and information wait politely (role="status").
 */
export function Alert({
  tone = "info",
  title,
  className,
  children,
}: {
  tone?: AlertTone;
  title?: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  const { icon: Icon, classes } = tones[tone];
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={clsx("flex gap-3 rounded-xl border px-4 py-3 text-sm leading-relaxed", classes, className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className={clsx(title && "mt-1")}>{children}</div> : null}
      </div>
    </div>
  );
}
