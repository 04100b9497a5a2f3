import clsx from "clsx";
import { Check } from "lucide-react";

/** Short benefit lines, each after a check mark. */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={clsx("space-y-3", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-sm leading-relaxed text-slate-200 sm:text-base">
          <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-300" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
