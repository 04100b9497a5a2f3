import clsx from "clsx";
import type { ReactNode } from "react";

import { SectionHeading } from "~/components/marketing/section-heading";

type MarketingSectionProps = {
  /** The section's anchor; its heading gets `<id>-heading`. */
  id: string;
  eyebrow: string;
  title: string;
  text?: string;
  align?: "start" | "center";
  className?: string;
  children: ReactNode;
};

/** A page-wide band of a marketing page: a labelled landmark with its heading, then its content. */
export function MarketingSection({ id, eyebrow, title, text, align, className, children }: MarketingSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={clsx("mx-auto max-w-7xl scroll-mt-24 px-4 py-14 sm:px-6 sm:py-20 lg:px-8", className)}
    >
      <SectionHeading id={headingId} eyebrow={eyebrow} title={title} text={text} align={align} />
      <div className="mt-10 sm:mt-12">{children}</div>
    </section>
  );
}
