import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

type PageHeroProps = {
  icon: LucideIcon;
  eyebrow: string;
  /** The page's one h1. */
  title: string;
  intro: string;
  /** Buttons under the intro. */
  actions?: ReactNode;
  /** A panel beside the text on wide screens, under it on phones. */
  aside?: ReactNode;
};

/** The opening of a marketing page, over the background video. */
export function PageHero({ icon: Icon, eyebrow, title, intro, actions, aside }: PageHeroProps) {
  return (
    <section className="mx-auto max-w-7xl px-4 pt-14 pb-12 sm:px-6 sm:pt-20 sm:pb-16 lg:grid lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-center lg:gap-12 lg:px-8 lg:pt-24 xl:grid-cols-[minmax(0,1fr)_26rem]">
      <div className="max-w-3xl">
        <PageEyebrow icon={Icon}>{eyebrow}</PageEyebrow>
        <h1 className="mt-6 font-display text-4xl font-extrabold tracking-tight text-balance text-white sm:text-5xl lg:text-6xl">
          {title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-slate-200 sm:text-xl">{intro}</p>
        {actions ? <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{actions}</div> : null}
      </div>
      {aside ? <div className="mt-12 lg:mt-0">{aside}</div> : null}
    </section>
  );
}

/** The pill above a page's h1: what the page is about, with its icon. */
export function PageEyebrow({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <p className="inline-flex items-center gap-2 rounded-full border border-accent-400/30 bg-surface-900/70 px-3 py-1 text-sm font-medium text-accent-200">
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {children}
    </p>
  );
}

/** The plain opening of a content page (no actions or side panel): eyebrow, h1 and intro. */
export function PageHeader({
  icon,
  eyebrow,
  title,
  intro,
  className,
}: Pick<PageHeroProps, "icon" | "eyebrow" | "title" | "intro"> & { className?: string }) {
  return (
    <header className={className}>
      <PageEyebrow icon={icon}>{eyebrow}</PageEyebrow>
      <h1 className="mt-5 font-display text-4xl font-extrabold tracking-tight text-balance text-white sm:text-5xl">
        {title}
      </h1>
      <p className="mt-5 text-lg leading-relaxed text-pretty text-slate-200">{intro}</p>
    </header>
  );
}
