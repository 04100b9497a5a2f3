import type { ReactNode } from "react";

import { SectionHeading } from "~/components/marketing/section-heading";

/** A band of the home page under its hero: a section labelled by its heading, then its content. */
export function HomeSection({
  headingId,
  heading,
  children,
}: {
  headingId: string;
  heading: { eyebrow: string; title: string; text: string };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <SectionHeading id={headingId} {...heading} />
      {children}
    </section>
  );
}
