import clsx from "clsx";
import { LoaderCircle } from "lucide-react";

type SpinnerSize = "sm" | "md" | "lg";

const sizeClasses: Record<SpinnerSize, string> = {
  sm: "size-4",
  md: "size-6",
  lg: "size-10",
};

type SpinnerProps = {
  /** What is loading; announced to screen readers and, with `showLabel`, shown beside the icon. */
  label?: string;
  showLabel?: boolean;
  size?: SpinnerSize;
  className?: string;
};

export function Spinner({ label = "Loading…", showLabel = false, size = "md", className }: SpinnerProps) {
  return (
    <span role="status" className={clsx("inline-flex items-center gap-2", className)}>
      {/* Under reduced motion the icon stands still; the label still says what is happening. */}
      <LoaderCircle aria-hidden="true" className={clsx("shrink-0 motion-safe:animate-spin", sizeClasses[size])} />
      <span className={showLabel ? "text-sm text-slate-300" : "sr-only"}>{label}</span>
    </span>
  );
}
