import type { LucideIcon } from "lucide-react";

import { IconBadge } from "~/components/marketing/feature-card";

export type Highlight = { icon: LucideIcon; title: string };

/** A glowing "at a glance" card for a hero's side: a few facts with icons. */
export function HighlightPanel({ title, highlights }: { title: string; highlights: readonly Highlight[] }) {
  return (
    <div className="relative">
      <div
        aria-hidden="true"
        className="absolute -inset-6 rounded-[3rem] bg-linear-to-br from-accent-500/20 to-glow-500/25 blur-3xl"
      />
      <div className="relative rounded-2xl border border-white/10 bg-surface-900/90 p-6 shadow-2xl shadow-black/50 backdrop-blur-sm sm:p-7">
        <p className="text-sm font-semibold tracking-widest text-accent-300 uppercase">{title}</p>
        <ul className="mt-5 space-y-4">
          {highlights.map((highlight) => (
            <li key={highlight.title} className="flex items-center gap-4 text-base leading-snug text-slate-100">
              <IconBadge icon={highlight.icon} />
              <span>{highlight.title}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
