import clsx from "clsx";

/**
 * A center's live numbers, "12 of 40 PCs free · 2 min ago", behind a dot: green with PCs free,
 * amber when every one is taken. The dot repeats the words, so screen readers skip it.
 */
export function FreePcsLine({ text, free, className }: { text: string; free: number; className?: string }) {
  return (
    <span
      data-testid="live-stations"
      data-free={free > 0 ? "yes" : "no"}
      className={clsx(
        "inline-flex items-center gap-1.5 text-sm font-medium",
        free > 0 ? "text-emerald-300" : "text-amber-200",
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={clsx("size-2 shrink-0 rounded-full", free > 0 ? "bg-emerald-400" : "bg-amber-400")}
      />
      {text}
    </span>
  );
}
