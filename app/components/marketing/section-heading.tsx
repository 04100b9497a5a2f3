import clsx from "clsx";
import type { ReactNode } from "react";

type SectionHeadingProps = {
  /** The heading's id, for the section's `aria-labelledby`. */
  id: string;
  eyebrow: string;
  title: string;
  text?: string;
  align?: "start" | "center";
};

/** The eyebrow, h2 and lead paragraph that open a marketing section. */
export function SectionHeading({ id, eyebrow, title, text, align = "start" }: SectionHeadingProps) {
  return (
    <div className={clsx("max-w-2xl", align === "center" && "mx-auto text-center")}>
      <p className="text-sm font-semibold tracking-widest text-accent-300 uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 font-display text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
        {title}
      </h2>
      {text ? <p className="mt-4 text-base leading-relaxed text-pretty text-slate-300 sm:text-lg">{text}</p> : null}
    </div>
  );
}

/** A plain h2 with an icon badge, for the content pages' sections (games, the directory). */
export function IconSectionTitle({ id, icon, children }: { id: string; icon: ReactNode; children: ReactNode }) {
  return (
    <h2 id={id} className="flex items-center gap-3 font-display text-3xl font-bold tracking-tight text-white">
      <span
        aria-hidden="true"
        className="flex size-10 items-center justify-center rounded-xl bg-linear-to-br from-accent-400/20 to-glow-500/20 text-accent-300 ring-1 ring-white/10"
      >
        {icon}
      </span>
      {children}
    </h2>
  );
}
